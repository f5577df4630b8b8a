import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type To,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's history (a memory one in tests) as the app's router drives it, remembering what React
 * Router's declarative mode does not and scroll restoration needs: where the reader was on each entry,
 * and which navigations asked to keep the scroll position (`preventScrollReset` on a Link or a
 * navigate() call: a filter, a sort, a size). The history itself is React Router's, the one its
 * BrowserRouter creates (exported as UNSAFE_ because it is no semver promise; the lockfile pins it).
 */
export type AppHistory = History & {
  /** Whether the navigation that led to the entry `key` asked to keep the scroll position. */
  keepsScroll(key: string): boolean;
  /** Where the reader had scrolled to on the entry `key` before leaving it (or reloading). */
  savedScroll(key: string): number | undefined;
  /** Writes the saved positions where the page, reloaded, finds them again. */
  persistScroll(): void;
  /** Settles once the router shows the entry `key` (or a later one): the move has been drawn. */
  whenShown(key: string): Promise<void>;
  /** Called by the router each time it has drawn an entry. */
  shown(key: string): void;
};

const STORAGE_KEY = 'zellij-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function remembering(history: History, scrollY: () => number): AppHistory {
  const positions = storedPositions();
  const keepers = new Set<string>();
  let drawnKey = history.location.key;
  let waiting: Array<() => void> = [];
  // The entry on screen. At a popstate the address (and so history.location) is already the next one.
  let shownKey = history.location.key;
  const leave = () => {
    positions[shownKey] = scrollY();
  };
  const move =
    (navigate: History['push']) =>
    (to: To, state?: unknown, options?: { preventScrollReset?: boolean }): void => {
      leave();
      navigate(to, state);
      shownKey = history.location.key;
      if (options?.preventScrollReset) keepers.add(shownKey);
    };
  return {
    ...history,
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    push: move(history.push),
    replace: move(history.replace),
    go(delta) {
      leave();
      history.go(delta);
    },
    listen(listener) {
      // The back and forward buttons: the entry being left is still the one scrolled.
      const onPop = () => leave();
      window.addEventListener('popstate', onPop, { capture: true });
      const stop = history.listen((update) => {
        shownKey = update.location.key;
        listener(update);
      });
      return () => {
        window.removeEventListener('popstate', onPop, { capture: true });
        stop();
      };
    },
    keepsScroll: (key) => keepers.has(key),
    savedScroll: (key) => positions[key],
    whenShown: (key) =>
      key === drawnKey ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    shown(key) {
      drawnKey = key;
      // A move drawn settles every move made before it too: those were overtaken.
      const settled = waiting;
      waiting = [];
      for (const resolve of settled) resolve();
    },
    persistScroll() {
      leave();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: the reloaded page starts at the top, as it would without this.
      }
    },
  };
}

export function createAppBrowserHistory(): AppHistory {
  // A page loaded afresh has no key in its entry, and React Router would call it "default", as it
  // does every other page loaded afresh in the tab: each gets one of its own, which a reload keeps.
  const entry: unknown = window.history.state;
  if (!(typeof entry === 'object' && entry !== null && 'key' in entry)) {
    const key = Math.random().toString(36).slice(2, 10);
    window.history.replaceState({ ...(entry as object | null), key }, '');
  }
  return remembering(createBrowserHistory({ v5Compat: true }), () => window.scrollY);
}

export const createAppMemoryHistory = (initialEntries: string[]): AppHistory =>
  remembering(createMemoryHistory({ initialEntries, v5Compat: true }), () => window.scrollY);
