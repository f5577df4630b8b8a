import type { Locale } from '@rules/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { getCardsInLanguage, type LocalizedSummary } from '@/features/catalog';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';

/** Products whose collection matches the slug case-insensitively (SPEC §2), newest first, in the page's language. */
export async function getCollectionProducts(
  slug: string,
  locale: Locale = 'en',
): Promise<LocalizedSummary[]> {
  return getCardsInLanguage(await getDatabase(), locale, (products) =>
    products.ilike('collection', slug.replace(/[%_\\]/g, '')).order('created_at', { ascending: false }),
  );
}

export const collectionProductsQueryOptions = (slug: string, locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['products', 'collection', slug.toLowerCase(), locale],
    queryFn: () => getCollectionProducts(slug, locale),
  });

export function useCollectionProducts(slug: string) {
  return useQuery(collectionProductsQueryOptions(slug, useLocale()));
}
