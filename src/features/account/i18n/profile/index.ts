import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The profile's words (details, order history, premium): the sign-in and password pages do not carry them. */
export const profileMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type ProfileMessageId = keyof typeof english;

export const useProfileText = () => useMessages(profileMessages);
