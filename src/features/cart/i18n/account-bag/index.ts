import { INTL_LOCALE, type Locale } from '@rules/locales';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';

import { defineCatalogue } from '@/lib/i18n/catalogue';

import type english from './en.json';
import en from './en.json?messages';

/**
 * What the bag says when it follows a customer into their account (server-bag/follow-bag.ts): loaded
 * with that code, only for someone signed in, never with a page.
 */
export const accountBagMessages = defineCatalogue<typeof english>(en, {
  fr: () => import('./fr.json?messages'),
  ar: () => import('./ar.json?messages'),
});

export type AccountBagMessageId = keyof typeof english;

/** The words in `locale` outside React (the bag follows the account from a background task). */
export async function accountBagText(locale: Locale) {
  await accountBagMessages.load(locale);
  const messages = accountBagMessages.messagesFor(locale) ?? {};
  return (id: AccountBagMessageId, values?: Record<string, PrimitiveType>) => {
    const own = messages[id];
    const message = own ?? accountBagMessages.english[id];
    return String(new IntlMessageFormat(message, INTL_LOCALE[own ? locale : 'en']).format(values));
  };
}
