import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The saved page's words (the Save button on cards keeps its own few, for the pages it sits on). */
export const savedMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type SavedMessageId = keyof typeof english;

export const useSavedText = () => useMessages(savedMessages);
