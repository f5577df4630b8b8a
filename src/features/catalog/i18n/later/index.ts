import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * Words of the product page's parts that load after its code (the zoom, the stories tab, "Notify me",
 * the related pieces), loaded with them.
 */
export const laterMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type LaterMessageId = keyof typeof english;

export const useLaterText = () => useMessages(laterMessages);
