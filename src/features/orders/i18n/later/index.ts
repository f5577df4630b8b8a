import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** Where a PayPal payment stands: loaded with the notice, only for PayPal orders. */
const paypalNoticeMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export const usePaypalNoticeText = () => useMessages(paypalNoticeMessages);
