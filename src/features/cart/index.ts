export { CartProvider } from './cart-provider';
export { useCart } from './use-cart';
export { lineKey, type CartLine } from './cart-line';
export { variantText } from './variant-text';
export { useVariantText } from './use-variant-text';
export { CartAnnouncer } from './components/cart-announcer';
export { useShippingQuote, type ShippingQuote } from './api/get-shipping-quote';
