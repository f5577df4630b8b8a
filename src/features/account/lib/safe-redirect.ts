/**
 * Where to go after signing in. Only paths on this site are honoured: `?redirect=https://evil.example`
 * or `//evil.example` must never turn the sign-in page into an open redirect.
 */
export function safeRedirect(target: string | null | undefined, origin = window.location.origin): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return '/';
    // Coming back to the sign-in page itself would loop.
    if (url.pathname === '/auth') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
