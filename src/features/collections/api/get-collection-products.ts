import type { Locale } from '@rules/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { localizeCards, translationLocales, type LocalizedSummary } from '@/features/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { getSupabase } from '@/lib/supabase';

/** Products whose collection matches the slug case-insensitively (SPEC §2), newest first, in the page's language. */
export async function getCollectionProducts(
  slug: string,
  locale: Locale = 'en',
): Promise<LocalizedSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('products')
    .select(
      'id, slug, title, price, image_url, alt_text, category, product_type, collection, tags, is_featured, is_new, in_stock, created_at, product_translations(title, alt_text)',
    )
    .ilike('collection', slug.replace(/[%_\\]/g, ''))
    .in('product_translations.locale', translationLocales(locale))
    .order('created_at', { ascending: false });
  if (error) throw error;
  return localizeCards(data, locale);
}

export const collectionProductsQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['products', 'collection', slug.toLowerCase(), locale],
    queryFn: () => getCollectionProducts(slug, locale),
  });

export function useCollectionProducts(slug: string) {
  return useQuery(collectionProductsQueryOptions(slug, useLocale()));
}
