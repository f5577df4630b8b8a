/**
 * Which chrome a route wears. Shopping screens get the shop header (mega menu, search, bag) and the
 * simple footer; reading screens get the editorial top navigation and the full four-column footer.
 * The home page opens on a full-bleed hero, so its editorial navigation starts transparent.
 */
export interface RouteChrome {
  header: 'shop' | 'editorial';
  footer: 'simple' | 'full';
  /** The 'Come closer.' newsletter block above the footer. */
  newsletter: boolean;
  /** Navigation floats transparently over the page's hero until the reader scrolls. */
  transparentHeader: boolean;
}

const SHOP_PREFIXES = [
  '/shop',
  '/product/',
  '/collections',
  '/collection/',
  '/cart',
  '/checkout',
  '/order-confirmation/',
  '/saved',
  '/auth',
  '/profile',
  '/reset-password',
];
// Screens where a sign-up prompt would distract from finishing a task.
const FOCUSED_PREFIXES = [
  '/cart',
  '/checkout',
  '/order-confirmation/',
  '/auth',
  '/reset-password',
  '/profile',
];

const matches = (pathname: string, prefixes: string[]) =>
  prefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

export function routeChrome(pathname: string): RouteChrome {
  const shop = matches(pathname, SHOP_PREFIXES);
  return {
    header: shop ? 'shop' : 'editorial',
    footer: shop ? 'simple' : 'full',
    newsletter: !matches(pathname, FOCUSED_PREFIXES),
    transparentHeader: pathname === '/',
  };
}
