import { DEFAULT_LOCALE, type Locale } from '@rules/locales';

import type { LocalizedSummary, ProductSummary } from './types';

type Translated = { title: string | null; alt_text: string | null };

/**
 * Cards read from the products table with their embedded `product_translations(title, alt_text)`
 * (filtered to the page's locale, see translationLocales): the translated title and alt text where written, else English,
 * with `lang` saying which, as browse_products answers.
 */
export function localizeCards<Row extends ProductSummary & { product_translations: Translated[] }>(
  rows: Row[],
  locale: Locale,
): LocalizedSummary[] {
  return rows.map(({ product_translations: [translation], ...card }) => {
    if (locale === DEFAULT_LOCALE) return card;
    const title = translation?.title?.trim() ? translation.title : null;
    const alt = translation?.alt_text?.trim() ? translation.alt_text : null;
    return {
      ...card,
      title: title ?? card.title,
      alt_text: alt ?? card.alt_text,
      lang: { title: title ? locale : 'en', alt_text: alt ? locale : 'en' },
    };
  });
}

/** The filter for the embedded translations: none in English (an empty list embeds nothing). */
export const translationLocales = (locale: Locale) => (locale === DEFAULT_LOCALE ? [] : [locale]);
