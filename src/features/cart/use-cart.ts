import { useContext } from 'react';

import { CartContext, type CartContextValue } from './cart-context';

/** The cart of this browser; only inside <CartProvider> (SPEC §8 names the error). */
export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
