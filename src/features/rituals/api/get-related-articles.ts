import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { getPublishedSummaries } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { inOrderOf } from '@/lib/rows-in-order';
import { getDatabase } from '@/lib/supabase';

import type { Ritual } from '../types';

const RELATED_MAX = 3;

type RelatedTo = Pick<Ritual, 'id' | 'category' | 'related_articles'>;

/**
 * The editor's related_articles when set (in their order), else the latest published rituals of the
 * same category; the article itself is never among them.
 */
export async function getRelatedArticles(article: RelatedTo, locale: Locale) {
  const supabase = await getDatabase();
  const { related_articles: ids } = article;
  if (ids.length > 0) {
    const related = await getPublishedSummaries(supabase, locale, (articles) =>
      articles.neq('id', article.id).in('id', ids),
    );
    return inOrderOf(ids, related).slice(0, RELATED_MAX);
  }
  return getPublishedSummaries(supabase, locale, (articles) =>
    articles
      .neq('id', article.id)
      .eq('category', article.category)
      .order('created_at', { ascending: false })
      .limit(RELATED_MAX),
  );
}

export const relatedArticlesQueryOptions = ({ id, category, related_articles }: RelatedTo, locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'related', id, category, related_articles, locale],
    queryFn: () => getRelatedArticles({ id, category, related_articles }, locale),
  });

export function useRelatedArticles(article: RelatedTo) {
  return useQuery(relatedArticlesQueryOptions(article, useLocale()));
}
