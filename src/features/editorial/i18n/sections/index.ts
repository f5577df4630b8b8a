import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The section pages' and city guides' words: only their screen loads them. */
export const sectionMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type SectionMessageId = keyof typeof english;

export const useSectionText = () => useMessages(sectionMessages);
