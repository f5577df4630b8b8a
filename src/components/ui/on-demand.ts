import {
  lazy,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
} from 'react';

/**
 * Code that is not needed for the first paint (a menu's popup, the toasts), fetched on first use: it
 * stays out of the initial JavaScript and arrives when the reader reaches for it.
 */
export interface OnDemand<T> {
  /** Starts the download once; later calls join it. A failed download is tried again on the next call. */
  load: () => Promise<T>;
  /** The module once it has arrived, so a component mounted later renders it at once. */
  readonly current: T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (module) => (current = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current() {
      return current;
    },
  };
}

/**
 * A component of an on-demand part for rendering inside <Suspense>: it loads the part when first
 * rendered. Once the part's code is here (a later page of the visit, or a test that loaded it first),
 * React.lazy is handed a thenable that answers at once, so nothing suspends: React resolves a lazy
 * component synchronously when its thenable calls back synchronously, where a Promise always calls back
 * later (a prerendered page's boundary would wait a tick, and a test's act() would miss the arrival).
 */
export function lazyPart<T, P extends object>(
  part: OnDemand<T>,
  pick: (module: T) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  type Loaded = { default: ComponentType<P> };
  return lazy(() => {
    const loaded = part.current;
    if (!loaded) return part.load().then((module): Loaded => ({ default: pick(module) }));
    // React.lazy only calls then(); its types ask for a Promise, which could not call back at once.
    const settled = {
      then(resolve: (module: Loaded) => void) {
        resolve({ default: pick(loaded) });
      },
    };
    return settled as unknown as Promise<Loaded>;
  });
}

/**
 * The module in a component's state: undefined until `load()` has been called and the download has
 * arrived (from the first render when another component loaded it already). `load` never rejects: a
 * failed download is logged and leaves the component as it was.
 */
export function useOnDemand<T>(part: OnDemand<T>): [T | undefined, () => Promise<T | undefined>] {
  const [module, setModule] = useState(() => part.current);
  // A download may arrive after the component has gone (the reader moved on, or a test's page was torn
  // down): the module is kept in `part` for the next mount, and nothing is set on the one that left.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(
    () =>
      part.load().then(
        (loaded) => {
          if (mounted.current) setModule(() => loaded);
          return loaded;
        },
        (error: unknown) => {
          console.warn('Could not load a part of the page:', error);
          return undefined;
        },
      ),
    [part],
  );
  return [module, load];
}

/**
 * The handlers that fetch a part as the reader reaches for what opens it: the pointer coming over it or
 * the focus arriving, so the code is usually here by the time it is pressed.
 */
export function loadOnApproach(load: () => unknown) {
  return { onPointerEnter: () => void load(), onFocus: () => void load() };
}

/**
 * A button that shows an on-demand part (a disclosure, or a closed menu's stand-in): its state for
 * assistive technology, the part loading on approach, and a press that also loads it, so a press before
 * the part has arrived takes effect on arrival.
 */
export function onDemandToggle(
  load: () => unknown,
  {
    open,
    controls,
    onPress,
  }: { open: boolean; controls?: string; onPress: (button: HTMLButtonElement) => void },
) {
  return {
    'aria-expanded': open,
    'aria-controls': controls,
    ...loadOnApproach(load),
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      onPress(event.currentTarget);
      void load();
    },
  };
}

/**
 * For a placeholder that the loaded component replaces with an element of its own (a new DOM node, e.g.
 * a menu's button): when the placeholder had the focus, its replacement gets it. `placeholderRef` goes on
 * the placeholder, `replacementRef` on the element that takes its place once `arrived` is true.
 */
export function useFocusHandOver<E extends HTMLElement>(arrived: boolean) {
  const replacementRef = useRef<E>(null);
  const handOver = useRef(false);
  const placeholderRef = useCallback((node: E) => {
    handOver.current = false;
    return () => {
      handOver.current = node === document.activeElement;
    };
  }, []);
  useLayoutEffect(() => {
    if (!arrived || !handOver.current) return;
    handOver.current = false;
    replacementRef.current?.focus();
  }, [arrived]);
  return { placeholderRef, replacementRef };
}
