import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { STORAGE_KEYS } from '@/lib/constants';

import { addLine, lineKey, parseSavedCart, setLineQuantity, type CartLine } from './cart-line';
import { CartContext, type CartContextValue } from './cart-context';

function loadCart(): CartLine[] {
  try {
    return parseSavedCart(localStorage.getItem(STORAGE_KEYS.cart));
  } catch (error) {
    console.error('Error loading cart from localStorage:', error);
    localStorage.removeItem(STORAGE_KEYS.cart);
    return [];
  }
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(loadCart);

  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
    } catch {
      // Storage full or unavailable: the cart still works for this visit.
    }
  }, [lines]);

  // Another tab changed the cart: follow it, so two tabs never overwrite each other's lines.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.cart) setLines(loadCart());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const addItem = useCallback((line: CartLine) => setLines((current) => addLine(current, line)), []);
  const updateQuantity = useCallback(
    (key: string, quantity: number) => setLines((current) => setLineQuantity(current, key, quantity)),
    [],
  );
  const removeItem = useCallback(
    (key: string) => setLines((current) => current.filter((line) => lineKey(line) !== key)),
    [],
  );
  const clearCart = useCallback(() => setLines([]), []);

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      addItem,
      updateQuantity,
      removeItem,
      clearCart,
    }),
    [lines, addItem, updateQuantity, removeItem, clearCart],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
