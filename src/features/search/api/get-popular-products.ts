import type { Locale } from '@rules/locales';

import { cardListQueryOptions, getCardsInLanguage, type LocalizedSummary } from '@/features/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

const POPULAR_PRODUCTS = 4;

/** Offered when a search finds nothing: the pieces the shop features, in stock, newest first, in the page's language. */
export async function getPopularProducts(locale: Locale = 'en'): Promise<LocalizedSummary[]> {
  return getCardsInLanguage(await getDatabase(), locale, (products) =>
    products
      .eq('in_stock', true)
      .order('is_featured', { ascending: false })
      .order('created_at', { ascending: false })
      .limit(POPULAR_PRODUCTS),
  );
}

export const popularProductsQueryOptions = (locale: Locale = 'en') => ({
  ...cardListQueryOptions('popular', locale, getPopularProducts),
  staleTime: 5 * 60_000,
});

export function usePopularProducts(enabled: boolean) {
  return useListQuery({ ...popularProductsQueryOptions(useLocale()), enabled }, 'popular products');
}
