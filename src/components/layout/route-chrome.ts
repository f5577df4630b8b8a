/**
 * What a route adds to the shared chrome. Every page wears the same header and footer; only the
 * 'Come closer.' newsletter block above the footer stays away from screens where a sign-up prompt
 * would distract from finishing a task.
 */
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

export function showsNewsletter(pathname: string): boolean {
  return !matches(pathname, FOCUSED_PREFIXES);
}
