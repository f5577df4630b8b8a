import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';

/**
 * On React 19, react-helmet-async renders React's own <title>, <meta> and <link>, which React hoists
 * into <head> (the prerender reads them from the front of the rendered page: page-document.ts), so it
 * needs no provider above the app.
 */
export function HeadTags({ children }: { children: ReactNode }) {
  return <Helmet prioritizeSeoTags>{children}</Helmet>;
}
