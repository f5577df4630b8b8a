import { lazyPart, onDemand } from '@/components/ui/on-demand';

/**
 * The newsletter form, which no page needs before it can be used: it arrives after the startup code
 * (a prerendered page shows its markup meanwhile; its Suspense boundary hydrates on arrival).
 */
export const newsletterPart = onDemand(() => import('@/features/newsletter'));

export const NewsletterBlock = lazyPart(newsletterPart, (module) => module.NewsletterBlock);
