import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { fallbackLang } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { readFacet, readListPage, type FacetChoice, type ListPage } from '@/lib/facets';
import { arrayOf, fields, nullable, number, oneOf, text, type JsonReader } from '@/lib/json-reader';
import { getSupabase, request } from '@/lib/supabase';
import { Constants } from '@/types/database.types';

import type { RecipeFilters } from '../lib/recipe-filters';
import { DIFFICULTIES, type RecipeSummary } from '../types';

/** Recipes per page of /recipes. */
export const RECIPES_PAGE_SIZE = 12;

export interface RecipeFacets {
  difficulty: FacetChoice[];
  time: FacetChoice[];
  tag: FacetChoice[];
}

export type RecipesPage = ListPage<RecipeSummary> & { facets: RecipeFacets };

const readLang: JsonReader<Partial<Record<'title' | 'excerpt' | 'alt_text', string>>> = (value, path) => {
  const field = fields(value, path);
  return { title: field('title', text), excerpt: field('excerpt', text), alt_text: field('alt_text', text) };
};

const readCard =
  (locale: Locale): JsonReader<RecipeSummary> =>
  (value, path) => {
    const field = fields(value, path);
    return {
      lang: fallbackLang(field('lang', readLang), locale),
      id: field('id', text),
      slug: field('slug', text),
      title: field('title', text),
      excerpt: field('excerpt', nullable(text)),
      author: field('author', nullable(text)),
      category: field('category', oneOf(Constants.public.Checks.articles.category)),
      image_url: field('image_url', nullable(text)),
      alt_text: field('alt_text', nullable(text)),
      created_at: field('created_at', text),
      tags: field('tags', arrayOf(text)),
      difficulty_level: field('difficulty_level', nullable(oneOf(DIFFICULTIES))),
      prep_time: field('prep_time', nullable(number)),
      cook_time: field('cook_time', nullable(number)),
      servings: field('servings', nullable(number)),
    };
  };

function readRecipesPage(value: Parameters<JsonReader<RecipesPage>>[0], locale: Locale): RecipesPage {
  const facets = fields(value, 'browse_recipes')('facets', fields);
  return {
    ...readListPage(value, 'browse_recipes', readCard(locale)),
    facets: {
      difficulty: facets('difficulty', readFacet),
      time: facets('time', readFacet),
      tag: facets('tag', readFacet),
    },
  };
}

/**
 * rpc browse_recipes: the page of /recipes for the URL's filters, its total and every facet's counts,
 * its cards in the page's language where translated.
 */
export async function browseRecipes(filters: RecipeFilters, locale: Locale = 'en'): Promise<RecipesPage> {
  const data = await request(getSupabase, (supabase) =>
    supabase.rpc('browse_recipes', {
      p_search: filters.search.trim() || undefined,
      p_difficulty: filters.difficulty === 'all' ? undefined : filters.difficulty,
      p_time: filters.time ?? undefined,
      p_tag: filters.tag ?? undefined,
      p_sort: filters.sort,
      p_page: filters.page,
      p_page_size: RECIPES_PAGE_SIZE,
      p_locale: locale,
    }),
  );
  return readRecipesPage(data, locale);
}

export const browseRecipesQueryOptions = (filters: RecipeFilters, locale: Locale) =>
  queryOptions({
    queryKey: ['articles', 'recipes', 'browse', filters, locale],
    queryFn: () => browseRecipes(filters, locale),
  });

export function useBrowseRecipes(filters: RecipeFilters) {
  const locale = useLocale();
  // Typing in the search keeps the previous results on screen until the new ones arrive.
  return useQuery({ ...browseRecipesQueryOptions(filters, locale), placeholderData: keepPreviousData });
}
