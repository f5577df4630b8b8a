import { newKey } from './use-attempt-key';

const STORAGE_KEY = 'zellij-cart-id';
const VALID = /^[A-Za-z0-9_-]{16,128}$/;

// Where storage is blocked (private mode, full quota) the id lives in memory for this visit.
let memoryId: string | null = null;

/**
 * A guest's cart identity: a random id this browser keeps and sends with every order checkout. A
 * guest has no account to prove who they are, so this id is what ties an Idempotency-Key to them:
 * the server replays an order for a key only to the browser that placed it, and answers anyone else
 * holding the key with a 409.
 */
export function guestCartId(): string {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved && VALID.test(saved)) return saved;
    const id = newKey();
    localStorage.setItem(STORAGE_KEY, id);
    return id;
  } catch {
    memoryId ??= newKey();
    return memoryId;
  }
}
