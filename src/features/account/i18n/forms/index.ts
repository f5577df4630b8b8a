import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The sign-in, sign-up and password forms' words (/auth, /reset-password): a profile does not carry them. */
export const formsMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type FormsMessageId = keyof typeof english;

export const useFormsText = () => useMessages(formsMessages);
