import { defineCatalogue } from '@/lib/i18n/catalogue';
import { useMessages } from '@/lib/i18n/use-messages';

import type english from './en.json';
import en from './en.json?messages';

/**
 * The owner's screen in the owner's language, whatever language each order was placed in (the
 * customer's language is shown as a fact of the order). Loaded with the route, so the screen's chunk
 * finds it in.
 */
const ownerMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type OwnerMessageId = keyof typeof english;

export const useOwnerText = () => useMessages(ownerMessages);

type Translate = ReturnType<typeof useOwnerText>;

/**
 * Where an element goes inside a sentence ("Placed {date}" around a <time>): the message is formatted
 * with this as the value, and each language keeps its own word order around the element.
 */
export const SLOT = '\u0000';

/** The text before and after SLOT. */
export function aroundSlot(text: string): [string, string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}

/**
 * The words the database and the functions write themselves (a timeline note, a cancel reason), in
 * the page's language; anything else is someone's own text and is shown as they wrote it.
 */
const SHOP_WORDS: Record<string, OwnerMessageId> = {
  'Order placed': 'sys.placed',
  'payment failed': 'sys.failed',
  'payment not completed': 'sys.unpaid',
  'not confirmed': 'sys.unconfirmed',
  'PayPal was not available': 'sys.noPaypal',
  'Refunded in PayPal': 'sys.dashboardRefund',
};

export function shopWords(t: Translate, text: string): string | null {
  const id = SHOP_WORDS[text];
  return id ? t(id) : null;
}
