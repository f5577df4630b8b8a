import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The shop page's words (filters, sort, counts): only /shop loads them, not the product page. */
export const shopMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type ShopMessageId = keyof typeof english;

export const useShopText = () => useMessages(shopMessages);
