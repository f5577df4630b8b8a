import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * The PayPal orders placed from this browser, in local storage so every tab sees them: where to
 * approve each one (a shopper who cancelled or closed the PayPal tab can go back to the same order,
 * which PayPal keeps approvable for hours), which bag lines it pays for (they leave the bag only once
 * the payment is captured), and whether the shopper cancelled on PayPal (the tab that is waiting
 * hears it and stops waiting).
 */
export interface PaypalAttempt {
  url: string;
  /** The bag's lines the order holds: line key and quantity. */
  lines: { key: string; quantity: number }[];
  cancelled: boolean;
  at: number;
}

const PREFIX = 'zellij-paypal-attempt:';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const key = (orderId: string) => `${PREFIX}${orderId}`;

function parse(raw: string | null): PaypalAttempt | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const url: unknown = Reflect.get(value, 'url');
    const lines: unknown = Reflect.get(value, 'lines');
    const at: unknown = Reflect.get(value, 'at');
    if (typeof url !== 'string' || !Array.isArray(lines) || typeof at !== 'number') return null;
    const read = lines.flatMap((line: unknown) => {
      if (typeof line !== 'object' || line === null) return [];
      const lineKey: unknown = Reflect.get(line, 'key');
      const quantity: unknown = Reflect.get(line, 'quantity');
      return typeof lineKey === 'string' && typeof quantity === 'number' ? [{ key: lineKey, quantity }] : [];
    });
    return { url, lines: read, cancelled: Reflect.get(value, 'cancelled') === true, at };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function readRaw(orderId: string): string | null {
  try {
    return localStorage.getItem(key(orderId));
  } catch {
    return null;
  }
}

function write(orderId: string, attempt: PaypalAttempt | null) {
  try {
    if (attempt) localStorage.setItem(key(orderId), JSON.stringify(attempt));
    else localStorage.removeItem(key(orderId));
  } catch {
    // Storage unavailable: the retry link falls back to contacting us, and the bag stays as it is.
  }
  notify();
}

export const paypalAttempt = (orderId: string) => parse(readRaw(orderId));

function forgetOldAttempts(now: number) {
  try {
    for (const stored of Object.keys(localStorage)) {
      if (!stored.startsWith(PREFIX)) continue;
      const attempt = parse(localStorage.getItem(stored));
      if (!attempt || now - attempt.at > KEEP_MS) localStorage.removeItem(stored);
    }
  } catch {
    // Nothing to tidy.
  }
}

export function rememberPaypalAttempt(orderId: string, url: string, lines: PaypalAttempt['lines']) {
  const now = Date.now();
  forgetOldAttempts(now);
  write(orderId, { url, lines, cancelled: false, at: now });
}

export function markPaypalCancelled(orderId: string, cancelled: boolean) {
  const attempt = paypalAttempt(orderId);
  if (attempt && attempt.cancelled !== cancelled) write(orderId, { ...attempt, cancelled });
}

export const forgetPaypalAttempt = (orderId: string) => write(orderId, null);

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The attempt for one order, following changes from this tab and the others. */
export function usePaypalAttempt(orderId: string): PaypalAttempt | null {
  // The raw string is the snapshot (stable between changes); it is parsed after.
  const raw = useSyncExternalStore(
    subscribe,
    useCallback(() => readRaw(orderId), [orderId]),
    () => null,
  );
  return useMemo(() => parse(raw), [raw]);
}
