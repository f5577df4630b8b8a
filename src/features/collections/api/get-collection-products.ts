import type { Locale } from '@rules/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { cardsInLanguage, localizeCards, type LocalizedSummary } from '@/features/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { getSupabase } from '@/lib/supabase';

/** Products whose collection matches the slug case-insensitively (SPEC §2), newest first, in the page's language. */
export async function getCollectionProducts(
  slug: string,
  locale: Locale = 'en',
): Promise<LocalizedSummary[]> {
  const { data, error } = await cardsInLanguage(await getSupabase(), locale)
    .ilike('collection', slug.replace(/[%_\\]/g, ''))
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
