import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** Reviewing the pieces of a delivered order: loaded with its section, only for delivered orders. */
const reviewMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type ReviewMessageId = keyof typeof english;

export const useReviewText = () => useMessages(reviewMessages);
