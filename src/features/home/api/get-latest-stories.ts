import { DEFAULT_LOCALE, type Locale } from '@rules/locales';
import { queryOptions } from '@tanstack/react-query';

import { publishedSummaries, type ArticleSummary } from '@/features/editorial';
import { HOME_ARTICLES } from '@/lib/constants';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase, request } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

/** A story in the page's language; `english` when it has no translation there (the page marks it lang="en"). */
export type LocalizedStory = ArticleSummary & { english: boolean };

/** Home 'Stories & Rituals' (SPEC §7): published rituals or recipes, newest first, limit 2. */
export async function getLatestStories(locale: Locale = DEFAULT_LOCALE): Promise<LocalizedStory[]> {
  const stories = await request(getDatabase, (supabase) =>
    publishedSummaries(supabase, locale)
      .in('category', ['ritual', 'recipe'])
      .order('created_at', { ascending: false })
      .limit(HOME_ARTICLES),
  );
  return stories.map(({ article_translations: [translation], ...article }) => {
    const title = translation?.title?.trim() ? translation.title : null;
    return {
      ...article,
      title: title ?? article.title,
      excerpt: title ? (translation?.excerpt ?? article.excerpt) : article.excerpt,
      alt_text: (title && translation?.alt_text) || article.alt_text,
      english: locale !== DEFAULT_LOCALE && !title,
    };
  });
}

export const latestStoriesQueryOptions = (locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ['articles', 'latest', HOME_ARTICLES, locale],
    queryFn: () => getLatestStories(locale),
  });

export function useLatestStories() {
  return useListQuery(latestStoriesQueryOptions(useLocale()), 'stories');
}
