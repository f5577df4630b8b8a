import { INTL_LOCALE, type Locale } from '@rules/locales';
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { useMemo } from 'react';

import type { Catalogue, CompiledMessages } from './catalogue';
import { useLocale } from './locale';

export type MessageValues = Record<string, PrimitiveType>;
export type Translate<K extends string> = (id: K, values?: MessageValues) => string;

// Keyed by the compiled message itself (each catalogue's AST is its own object), then by language:
// two catalogues may well use the same id ('count') for different messages.
const formatters = new WeakMap<object, Map<Locale, IntlMessageFormat>>();

function format(message: CompiledMessages[string], locale: Locale, values?: MessageValues) {
  if (typeof message === 'string') return message;
  let byLocale = formatters.get(message);
  if (!byLocale) formatters.set(message, (byLocale = new Map()));
  let formatter = byLocale.get(locale);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, INTL_LOCALE[locale]);
    byLocale.set(locale, formatter);
  }
  return String(formatter.format(values));
}

/**
 * The page's strings from one catalogue: `t('bag.label', { count })`. English is always at hand; another
 * language is normally loaded with the route (loadCatalogues), and a component that still meets it
 * missing (a part of the page fetched later, such as a menu) suspends until it arrives. A message the
 * language lacks is shown in English rather than as its id. `inLanguage` asks for another language than
 * the page's (an offer to read the page in the visitor's own).
 */
export function useMessages<K extends string>(catalogue: Catalogue<K>, inLanguage?: Locale): Translate<K> {
  const pageLocale = useLocale();
  const locale = inLanguage ?? pageLocale;
  const inLocale = catalogue.messagesFor(locale);
  // Suspends the component (React's Suspense contract: throw the promise it waits for) only while the
  // strings are on their way. `use()` would have to be called on every render, and React counts each
  // call inside tests' act() as waiting on a promise.
  if (!inLocale) throw catalogue.load(locale);
  return useMemo(
    () => (id, values) => {
      const own = inLocale?.[id];
      return own === undefined
        ? format(catalogue.english[id], 'en', values)
        : format(own, locale, values);
    },
    [catalogue, inLocale, locale],
  );
}
