export { CartProvider, useCart } from './cart-provider';
export { lineKey, type CartLine } from './cart-line';
