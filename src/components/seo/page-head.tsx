import { Suspense, type ReactNode } from 'react';

import { LazyHeadTags, LazyRichHeadTags } from './head-tags-part';
import type { StructuredData } from './structured-data';

/**
 * Head tags for a screen: a title, meta and link elements, and the page's structured data if it has
 * any (see head-tags-part.ts for when they apply).
 */
export function PageHead({ children, jsonLd }: { children: ReactNode; jsonLd?: StructuredData }) {
  return (
    <Suspense fallback={null}>
      {jsonLd ? (
        <LazyRichHeadTags jsonLd={jsonLd}>{children}</LazyRichHeadTags>
      ) : (
        <LazyHeadTags>{children}</LazyHeadTags>
      )}
    </Suspense>
  );
}
