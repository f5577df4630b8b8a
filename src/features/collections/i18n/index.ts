import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The collections pages' words. */
export const collectionsMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type CollectionsMessageId = keyof typeof english;

export const useCollectionsText = () => useMessages(collectionsMessages);
