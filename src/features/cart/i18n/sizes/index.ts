import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** How a line's size reads (cart, checkout, orders): apart from the cart page's words, so those pages carry only these. */
export const sizeMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type SizeMessageId = keyof typeof english;

export const useSizeText = () => useMessages(sizeMessages);
