import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { fallbackLang } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { readBrowsePage, readFacet, type BrowsePage, type FacetChoice } from '@/lib/facets';
import { arrayOf, fields, nullable, number, oneOf, record, text, type JsonReader } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import { ArticlesChecks } from '@/types/database.types';

import type { RecipeFilters } from '../lib/recipe-filters';
import { DIFFICULTIES, type RecipeSummary } from '../types';

/** Recipes per page of /recipes. */
export const RECIPES_PAGE_SIZE = 12;

export interface RecipeFacets {
  difficulty: FacetChoice[];
  time: FacetChoice[];
  tag: FacetChoice[];
}

export type RecipesPage = BrowsePage<RecipeSummary, RecipeFacets>;

const readLang: JsonReader<Partial<Record<'title' | 'excerpt' | 'alt_text', string>>> = record({
  title: text,
  excerpt: text,
  alt_text: text,
});

const readCardColumns: JsonReader<Omit<RecipeSummary, 'lang'>> = record({
  id: text,
  slug: text,
  title: text,
  excerpt: nullable(text),
  author: nullable(text),
  category: oneOf(ArticlesChecks.category),
  image_url: nullable(text),
  alt_text: nullable(text),
  created_at: text,
  tags: arrayOf(text),
  difficulty_level: nullable(oneOf(DIFFICULTIES)),
  prep_time: nullable(number),
  cook_time: nullable(number),
  servings: nullable(number),
});

/** A card, with its fields in the page's language where translated (`lang` names the English ones). */
const readCard =
  (locale: Locale): JsonReader<RecipeSummary> =>
  (value, path) => ({
    ...readCardColumns(value, path),
    lang: fallbackLang(fields(value, path)('lang', readLang), locale),
  });

const readRecipesPage = (locale: Locale): JsonReader<RecipesPage> =>
  readBrowsePage(readCard(locale), record({ difficulty: readFacet, time: readFacet, tag: readFacet }));

/**
 * rpc browse_recipes: the page of /recipes for the URL's filters, its total and every facet's counts,
 * its cards in the page's language where translated.
 */
export async function browseRecipes(filters: RecipeFilters, locale: Locale = 'en'): Promise<RecipesPage> {
  const data = await request(getDatabase, (supabase) =>
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
  return readRecipesPage(locale)(data, 'browse_recipes');
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
