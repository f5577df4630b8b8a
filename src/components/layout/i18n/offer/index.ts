import { defineCatalogue } from '@/lib/i18n/catalogue';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The words of the offer to read the page in the visitor's own language (language-offer.tsx): a catalogue
 * of their own, so a visitor who gets the offer does not also download the menus' and search's words.
 */
export const languageOfferMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});
