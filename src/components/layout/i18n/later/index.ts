import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The words of the chrome's parts that load on first use (the menus, the search field and its
 * suggestions): they travel with those parts, not with every page.
 */
export const laterChromeMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export const useLaterChromeText = () => useMessages(laterChromeMessages);

export type LaterChromeMessageId = keyof typeof english;
