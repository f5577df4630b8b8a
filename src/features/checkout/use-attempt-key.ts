import { useRef } from 'react';

/** randomUUID needs a secure context; plain-http previews fall back to the same 122 random bits. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An Idempotency-Key per checkout attempt: the same key while what is being ordered stays the same
 * (so a double click or a retry after a network error cannot create two orders), a fresh one as soon
 * as the shopper changes the form, the payment method, the cart or the currency. `forget` drops the
 * key after the server refused the attempt (nothing was written), so trying again is a new attempt:
 * a key the server has tied to another order or caller would be refused forever.
 */
export function useAttemptKey(): { keyFor: (fingerprint: string) => string; forget: () => void } {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return {
    keyFor(fingerprint) {
      if (current.current?.fingerprint !== fingerprint) {
        current.current = { fingerprint, key: newKey() };
      }
      return current.current.key;
    },
    forget() {
      current.current = null;
    },
  };
}
