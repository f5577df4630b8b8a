import type { Locale } from '@rules/locales';
import { queryOptions } from '@tanstack/react-query';

import { readInLanguage } from '@/lib/read-in-language';
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

/**
 * The products that `narrow` keeps and orders (featured, in a collection, in stock), as cards in the
 * page's language: the translated title and alt text where written, else English (see localizeCards).
 */
export const getCardsInLanguage = readInLanguage(cardsWithTranslation, localizeCards);

/**
 * The query of a list of cards that a screen names ('featured', 'popular'), in the page's language:
 * keyed under 'products' with the other product reads, `read` fetches it (with getCardsInLanguage).
 */
export const cardListQueryOptions = (
  name: string,
  locale: Locale,
  read: (locale: Locale) => Promise<LocalizedSummary[]>,
) => queryOptions({ queryKey: ['products', name, locale], queryFn: () => read(locale) });
