import { Suspense, type ReactNode } from 'react';

import { LazyHeadTags } from './head-tags-part';

/** Head tags for a screen: a title, meta and link elements (see head-tags-part.ts for when they apply). */
export function PageHead({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyHeadTags>{children}</LazyHeadTags>
    </Suspense>
  );
}
