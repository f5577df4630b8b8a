import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/** An order's words: its page, statuses, tracking and timeline (the owner's screens show them too). */
export const orderMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type OrderMessageId = keyof typeof english;

export const useOrderText = () => useMessages(orderMessages);
