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

type Translate = ReturnType<typeof useOrderText>;

/**
 * A stored value's name (`st` a timeline step, `pay` and `ord` the badges, `via` a payment method),
 * or the value itself when the catalogue has no name for it (a status added later).
 */
export function nameOf(t: Translate, group: 'st' | 'pay' | 'ord' | 'via', value: string): string {
  const id = `${group}.${value}`;
  return id in orderMessages.english ? t(id as OrderMessageId) : value;
}
