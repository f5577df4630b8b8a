import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { getPublishedSummaries, type ArticleSummary } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase } from '@/lib/supabase';

/** SPEC §7: published rituals, newest first, in the page's language where translated. */
export async function getRituals(locale: Locale): Promise<ArticleSummary[]> {
  return getPublishedSummaries(await getDatabase(), locale, (articles) =>
    articles.eq('category', 'ritual').order('created_at', { ascending: false }),
  );
}

export const ritualsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['articles', 'rituals', locale], queryFn: () => getRituals(locale) });

export function useRituals() {
  return useQuery(ritualsQueryOptions(useLocale()));
}
