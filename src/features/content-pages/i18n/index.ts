import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The words around the editor-managed pages (/privacy, /terms, /delivery, ...). */
export const pageMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type PageMessageId = keyof typeof english;

export const usePageText = () => useMessages(pageMessages);
