import type { Locale } from '@rules/locales';

import type { SupabaseDatabase } from '@/lib/supabase';

import { localizeCards, translationLocales } from '../localize-cards';
import { PRODUCT_SUMMARY_COLUMNS, type LocalizedSummary } from '../types';

const LOCALIZED_CARD_COLUMNS = `${PRODUCT_SUMMARY_COLUMNS}, product_translations(title, alt_text)` as const;

/** Products as cards with their translation in the page's language embedded (none on English pages). */
const cardsWithTranslation = (database: SupabaseDatabase, locale: Locale) =>
  database
    .from('products')
    .select(LOCALIZED_CARD_COLUMNS)
    .in('product_translations.locale', translationLocales(locale));

type CardsQuery = ReturnType<typeof cardsWithTranslation>;

/**
 * The products that `narrow` keeps and orders (featured, in a collection, in stock), as cards in the
 * page's language: the translated title and alt text where written, else English (see localizeCards).
 */
export async function getCardsInLanguage(
  database: SupabaseDatabase,
  locale: Locale,
  narrow: (products: CardsQuery) => CardsQuery,
): Promise<LocalizedSummary[]> {
  const { data, error } = await narrow(cardsWithTranslation(database, locale));
  if (error) throw error;
  return localizeCards(data, locale);
}
