import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The header's, the menus' and the footer's words: every page needs them. */
export const chromeMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type ChromeMessageId = keyof typeof english;

export const useChromeText = () => useMessages(chromeMessages);
