import { lazy, type ComponentType } from 'react';

import { onDemand } from '@/components/ui/on-demand';

/**
 * The newsletter form, which no page needs before it can be used: it arrives after the startup code
 * (a prerendered page shows its markup meanwhile; its Suspense boundary hydrates on arrival).
 */
export const newsletterPart = onDemand(() => import('@/features/newsletter'));

type Loaded = { default: ComponentType };

/**
 * Once the form's code is here (a later page of the visit, or a test that loaded it first), React.lazy
 * is handed a thenable that answers at once, so nothing suspends: React resolves a lazy component
 * synchronously when its thenable calls back synchronously, where a Promise always calls back later.
 */
export const NewsletterBlock = lazy(() => {
  const loaded = newsletterPart.current;
  if (!loaded) return newsletterPart.load().then((module): Loaded => ({ default: module.NewsletterBlock }));
  // React.lazy only calls then(); its types ask for a Promise, which could not call back at once.
  const settled = {
    then(resolve: (module: Loaded) => void) {
      resolve({ default: loaded.NewsletterBlock });
    },
  };
  return settled as unknown as Promise<Loaded>;
});
