import { pathWithoutLocale } from '@rules/locales';

import { lazyPart, onDemand } from '@/components/ui/on-demand';
import { withStrings } from '@/lib/i18n/with-strings';

import { showsNewsletter } from './route-chrome';

/**
 * The newsletter form, which no page needs before it can be used: it arrives after the startup code,
 * with its words in the page's language. A prerendered page shows its markup meanwhile and fetches it
 * before it hydrates (the layout's `beforeHydration`), so the band hydrates with the page.
 */
export const newsletterPart = onDemand(withStrings(() => import('@/features/newsletter')));

export const NewsletterBlock = lazyPart(newsletterPart, (module) => module.NewsletterBlock);

/**
 * The band's code, before hydrating a prerendered page that shows it (`pathname` as the browser has
 * it, language prefix included). Hydrated without it, the band's boundary would wait for the code, and
 * the first update of the layout around it (a returning visitor's bag or account, read right after
 * hydration) would make React draw it afresh: a new field, without what the visitor typed meanwhile.
 */
export const newsletterBeforeHydration = (pathname: string) =>
  showsNewsletter(pathWithoutLocale(pathname)) ? newsletterPart.load() : undefined;
