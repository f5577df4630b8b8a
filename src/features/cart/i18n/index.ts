import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The cart page's words, and the names of a line's options (checkout and orders show them too). */
export const cartMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type CartMessageId = keyof typeof english;

export const useCartText = () => useMessages(cartMessages);
