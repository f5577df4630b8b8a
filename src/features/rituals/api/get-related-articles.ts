import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { publishedSummaries, SUMMARY_FIELDS, translatedRow } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { inOrderOf } from '@/lib/rows-in-order';
import { getSupabase } from '@/lib/supabase';

import type { Ritual } from '../types';

const RELATED_MAX = 3;

type RelatedTo = Pick<Ritual, 'id' | 'category' | 'related_articles'>;

/**
 * The editor's related_articles when set (in their order), else the latest published rituals of the
 * same category; the article itself is never among them.
 */
export async function getRelatedArticles(article: RelatedTo, locale: Locale) {
  const supabase = await getSupabase();
  const base = () => publishedSummaries(supabase, locale).neq('id', article.id);
  if (article.related_articles.length > 0) {
    const { data, error } = await base().in('id', article.related_articles);
    if (error) throw error;
    return inOrderOf(article.related_articles, data)
      .slice(0, RELATED_MAX)
      .map((row) => translatedRow(row, SUMMARY_FIELDS, locale));
  }
  const { data, error } = await base()
    .eq('category', article.category)
    .order('created_at', { ascending: false })
    .limit(RELATED_MAX);
  if (error) throw error;
  return data.map((row) => translatedRow(row, SUMMARY_FIELDS, locale));
}

export const relatedArticlesQueryOptions = ({ id, category, related_articles }: RelatedTo, locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'related', id, category, related_articles, locale],
    queryFn: () => getRelatedArticles({ id, category, related_articles }, locale),
  });

export function useRelatedArticles(article: RelatedTo) {
  return useQuery(relatedArticlesQueryOptions(article, useLocale()));
}
