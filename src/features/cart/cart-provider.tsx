import { useMemo, type ReactNode } from 'react';

import { useStoredValue } from '@/lib/stored-value';

import { addLine, lineKey, setLineQuantity, takeOutLines, type CartLine } from './cart-line';
import { CartContext, type CartContextValue } from './cart-context';
import { NO_LINES, savedCart } from './cart-store';
import { removePromotionCode } from './promotion-code';

const addItem = (line: CartLine) => savedCart.set((current) => addLine(current, line));
const updateQuantity = (key: string, quantity: number) =>
  savedCart.set((current) => setLineQuantity(current, key, quantity));
const removeItem = (key: string) =>
  savedCart.set((current) => current.filter((line) => lineKey(line) !== key));
// An order took the bag's lines, and with them the code it was placed with: the next bag starts
// without one (a code meant for a first order would otherwise be refused on the second).
const clearCart = () => {
  savedCart.set(NO_LINES);
  removePromotionCode();
};
const takeOut = (ordered: { key: string; quantity: number }[]) => {
  savedCart.set((current) => takeOutLines(current, ordered));
  removePromotionCode();
};

export function CartProvider({ children }: { children: ReactNode }) {
  const lines = useStoredValue(savedCart);
  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
      takeOut,
    }),
    [lines],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
