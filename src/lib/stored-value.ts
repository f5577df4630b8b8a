import { useSyncExternalStore } from 'react';

/**
 * A value kept in local storage (the cart, the currency, a recipe's ticked ingredients).
 *
 * Local storage is the single source of truth: every read parses the saved string again only when it
 * changed, so all readers agree, another tab's change is followed, and tests that prepare storage see
 * it. The prerendered HTML was made without any visitor's storage, so a server render and the hydration
 * of that HTML see `initial`; React then re-renders with the saved value (useSyncExternalStore), and
 * the page hydrates without a mismatch.
 */
export interface StoredValue<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(onChange: () => void): () => void;
  /** What a visitor without saved state sees; also the server and hydration snapshot. */
  readonly initial: T;
}

interface StoredValueOptions<T> {
  initial: T;
  /** Throw on a value that is not valid; `onInvalid` decides what happens then. */
  parse: (raw: string) => T;
  /** `null` removes the key (the value equals "nothing saved"). */
  serialize: (value: T) => string | null;
  /** Called once per invalid saved string, which is then removed. */
  onInvalid?: (error: unknown) => void;
}

export function storedValue<T>(key: string, options: StoredValueOptions<T>): StoredValue<T> {
  const { initial, parse, serialize, onInvalid } = options;
  // Where storage is blocked (private mode, full quota) the value lives in memory for this visit.
  let memoryRaw: string | null = null;
  let cachedRaw: string | null = null;
  let cached: T = initial;
  const listeners = new Set<() => void>();

  const readRaw = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return memoryRaw;
    }
  };
  const writeRaw = (raw: string | null) => {
    memoryRaw = raw;
    try {
      if (raw === null) localStorage.removeItem(key);
      else localStorage.setItem(key, raw);
    } catch {
      // Storage full or unavailable: the memory copy keeps the value for this visit.
    }
  };

  const get = (): T => {
    const raw = readRaw();
    if (raw === cachedRaw) return cached;
    if (raw === null) {
      cachedRaw = null;
      cached = initial;
      return cached;
    }
    try {
      cached = parse(raw);
      cachedRaw = raw;
    } catch (error) {
      onInvalid?.(error);
      writeRaw(null);
      cachedRaw = null;
      cached = initial;
    }
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  return {
    initial,
    get,
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      writeRaw(serialize(value));
      notify();
    },
    subscribe(onChange) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The current value; `initial` during a server render and hydration (see storedValue). */
export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
