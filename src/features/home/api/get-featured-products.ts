import type { Locale } from '@rules/locales';

import { cardListQueryOptions, getCardsInLanguage, type LocalizedSummary } from '@/features/catalog';
import { HOME_FEATURED_PRODUCTS } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** Home 'New Arrivals' (SPEC §2/§7): featured and in stock, newest first, limit 3, in the page's language. */
export async function getFeaturedProducts(locale: Locale = 'en'): Promise<LocalizedSummary[]> {
  return getCardsInLanguage(await getDatabase(), locale, (products) =>
    products
      .eq('is_featured', true)
      .eq('in_stock', true)
      .order('created_at', { ascending: false })
      .limit(HOME_FEATURED_PRODUCTS),
  );
}

export const featuredProductsQueryOptions = (locale: Locale = 'en') =>
  cardListQueryOptions('featured', locale, getFeaturedProducts);

export function useFeaturedProducts() {
  return useListQuery(featuredProductsQueryOptions(useLocale()), 'featured products');
}
