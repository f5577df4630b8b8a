import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** The checkout's words: both steps, the summary and the PayPal and cash-on-delivery notes. */
export const checkoutMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type CheckoutMessageId = keyof typeof english;

export const useCheckoutText = () => useMessages(checkoutMessages);
