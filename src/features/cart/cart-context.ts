import { createContext } from 'react';

import type { CartLine } from './cart-line';

export interface CartContextValue {
  lines: CartLine[];
  /** Total number of items (sum of quantities), shown as the BAG count. */
  itemCount: number;
  /** Sum of line prices in MAD; the server recomputes the real total at checkout. */
  subtotal: number;
  addItem: (line: CartLine) => void;
  updateQuantity: (key: string, quantity: number) => void;
  removeItem: (key: string) => void;
  /** Empties the bag once its order is placed; the promotion code goes with the lines. */
  clearCart: () => void;
  /** Removes what a paid order took (line key and quantity) and the code it used; the rest of the bag stays. */
  takeOut: (ordered: { key: string; quantity: number }[]) => void;
}

export const CartContext = createContext<CartContextValue | null>(null);
