import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { publishedArticles, translatedRow } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase, request } from '@/lib/supabase';

import { RITUAL_COLUMNS, RITUAL_FIELDS, type Ritual } from '../types';

/** One published ritual by slug; null when there is none (the page shows its not-found state). */
export async function getRitual(slug: string, locale: Locale): Promise<Ritual | null> {
  const data = await request(getDatabase, (supabase) =>
    publishedArticles(supabase, RITUAL_COLUMNS, locale)
      .eq('slug', slug)
      .eq('category', 'ritual')
      .maybeSingle(),
  );
  return data && translatedRow(data, RITUAL_FIELDS, locale);
}

export const ritualQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: ['articles', 'ritual', slug, locale], queryFn: () => getRitual(slug, locale) });

export function useRitual(slug: string) {
  return useQuery(ritualQueryOptions(slug, useLocale()));
}
