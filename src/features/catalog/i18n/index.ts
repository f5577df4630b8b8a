import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** What a product card says beside the picture, and the names of categories, types and collections: cards appear on many pages, so kept to these words. */
export const catalogMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type CatalogMessageId = keyof typeof english;

export const useCatalogText = () => useMessages(catalogMessages);
