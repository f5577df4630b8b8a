import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Locale } from '@rules/locales';

import { publishedArticles, translatedRow } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';
import { getDatabase, request } from '@/lib/supabase';

import { readIngredients, readSteps, RECIPE_COLUMNS, RECIPE_FIELDS, type Recipe } from '../types';

/**
 * SPEC §7: by slug, category recipe and published (single); null shows 'Recipe not found'. Read in the
 * page's language: each translated field where written (ingredients and steps as whole lists).
 */
export async function getRecipe(slug: string, locale: Locale = 'en'): Promise<Recipe | null> {
  const data = await request(getDatabase, (supabase) =>
    publishedArticles(supabase, RECIPE_COLUMNS, locale)
      .eq('slug', slug)
      .eq('category', 'recipe')
      .maybeSingle(),
  );
  if (!data) return null;
  const recipe = translatedRow(data, RECIPE_FIELDS, locale);
  return {
    ...recipe,
    ingredients: readIngredients(recipe.ingredients, 'articles.ingredients'),
    steps: readSteps(recipe.steps, 'articles.steps'),
  };
}

/** Every recipe's query key starts so (then slug and language). */
export const RECIPE_DETAIL = ['articles', 'recipe'] as const;

export const recipeQueryOptions = (slug: string, locale: Locale) =>
  queryOptions({ queryKey: [...RECIPE_DETAIL, slug, locale], queryFn: () => getRecipe(slug, locale) });

export function useRecipe(slug: string) {
  return useQuery(recipeQueryOptions(slug, useLocale()));
}
