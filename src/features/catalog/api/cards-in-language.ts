import type { Locale } from '@rules/locales';

import type { SupabaseDatabase } from '@/lib/supabase';

import { translationLocales } from '../localize-cards';
import { PRODUCT_SUMMARY_COLUMNS } from '../types';

const LOCALIZED_CARD_COLUMNS = `${PRODUCT_SUMMARY_COLUMNS}, product_translations(title, alt_text)` as const;

/**
 * Products as cards with their translation in the page's language embedded (none on English pages): the
 * caller narrows and orders the list, then hands the rows to localizeCards.
 */
export const cardsInLanguage = (database: SupabaseDatabase, locale: Locale) =>
  database
    .from('products')
    .select(LOCALIZED_CARD_COLUMNS)
    .in('product_translations.locale', translationLocales(locale));
