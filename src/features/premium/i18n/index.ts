import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The Premium buttons' words (the Premium badge is the membership's name, the same in every language). */
export const premiumMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type PremiumMessageId = keyof typeof english;

export const usePremiumText = () => useMessages(premiumMessages);
