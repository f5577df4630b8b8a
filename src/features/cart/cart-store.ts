import { STORAGE_KEYS } from '@/lib/constants';
import { storedValue } from '@/lib/stored-value';

import { parseSavedCart, type CartLine } from './cart-line';

export const NO_LINES: CartLine[] = [];

/** The cart lives in local storage, so it survives reloads and two tabs never overwrite each other. */
export const savedCart = storedValue<CartLine[]>(STORAGE_KEYS.cart, {
  initial: NO_LINES,
  parse: parseSavedCart,
  serialize: (lines) => JSON.stringify(lines),
  onInvalid: (error) => console.error('Error loading cart from localStorage:', error),
});
