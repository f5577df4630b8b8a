import type { Locale } from '@rules/locales';
import { queryOptions } from '@tanstack/react-query';

import { localizeCards, translationLocales, type LocalizedSummary } from '@/features/catalog';
import { HOME_FEATURED_PRODUCTS } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/locale';
import { getSupabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** Home 'New Arrivals' (SPEC §2/§7): featured and in stock, newest first, limit 3, in the page's language. */
export async function getFeaturedProducts(locale: Locale = 'en'): Promise<LocalizedSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(
      'id, slug, title, price, image_url, alt_text, category, product_type, collection, tags, is_featured, is_new, in_stock, created_at, product_translations(title, alt_text)',
    )
    .eq('is_featured', true)
    .eq('in_stock', true)
    .in('product_translations.locale', translationLocales(locale))
    .order('created_at', { ascending: false })
    .limit(HOME_FEATURED_PRODUCTS);
  if (error) throw error;
  return localizeCards(data, locale);
}

export const featuredProductsQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['products', 'featured', locale],
    queryFn: () => getFeaturedProducts(locale),
  });

export function useFeaturedProducts() {
  return useListQuery(featuredProductsQueryOptions(useLocale()), 'featured products');
}
