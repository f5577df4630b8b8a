import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The editorial teasers' words (article cards, on the journal pages and the home page). */
export const editorialMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type EditorialMessageId = keyof typeof english;

export const useEditorialText = () => useMessages(editorialMessages);
