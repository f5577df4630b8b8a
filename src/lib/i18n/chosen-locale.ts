import { isLocale, type Locale } from '@rules/locales';

import { STORAGE_KEYS } from '@/lib/constants';
import { storedValue } from '@/lib/stored-value';

/**
 * The language a shopper picked with the switcher (or kept when a page suggested another), remembered
 * across visits. null until they have chosen: only then may a page suggest one from the browser's.
 */
export const chosenLocale = storedValue<Locale | null>(STORAGE_KEYS.locale, {
  initial: null,
  parse: (raw) => {
    if (!isLocale(raw)) throw new Error(`not a language of the shop: ${raw}`);
    return raw;
  },
  serialize: (value) => value,
});

/** The shop's language closest to the browser's preferences, if it has one. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
