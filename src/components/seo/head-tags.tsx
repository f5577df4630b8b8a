import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';

/**
 * On React 19, react-helmet-async renders React's own <title>, <meta> and <link>, which React hoists
 * into <head> (the prerender reads them from the front of the rendered page: page-document.ts), so it
 * needs no provider above the app. `jsonLd` is the page's structured data, serialised (rich-head-tags.tsx).
 */
export function HeadTags({ children, jsonLd }: { children: ReactNode; jsonLd?: string }) {
  return (
    <Helmet prioritizeSeoTags>
      {children}
      {jsonLd && <script type="application/ld+json">{jsonLd}</script>}
    </Helmet>
  );
}
