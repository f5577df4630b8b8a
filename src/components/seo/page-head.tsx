import type { ReactNode } from 'react';

/**
 * Head tags for a screen: a title, meta and link elements, which React 19 hoists into <head> wherever
 * they are rendered (the prerender reads them from the front of the rendered page: page-document.ts).
 * No library: react-helmet-async did the same on React 19 for 5.8 KB of JavaScript on every page.
 */
export function PageHead({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
