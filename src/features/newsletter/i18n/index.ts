import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The newsletter sign-up's words (it loads after the page, above the footer). */
export const newsletterMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type NewsletterMessageId = keyof typeof english;

export const useNewsletterText = () => useMessages(newsletterMessages);
