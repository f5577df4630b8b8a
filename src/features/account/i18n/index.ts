import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The words the account screens share (sign in, the e-mail and name fields); each screen's own are in
 * forms/ (sign in, sign up, password reset) and profile/ (the profile and its order history).
 */
export const accountMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type AccountMessageId = keyof typeof english;

export const useAccountText = () => useMessages(accountMessages);
