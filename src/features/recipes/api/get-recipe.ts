import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { readIngredients, readSteps, RECIPE_COLUMNS, type Recipe } from '../types';

/** SPEC §7: by slug, category recipe and published (single); null shows 'Recipe not found'. */
export async function getRecipe(slug: string): Promise<Recipe | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('articles')
    .select(RECIPE_COLUMNS)
    .eq('slug', slug)
    .eq('category', 'recipe')
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    ...data,
    ingredients: readIngredients(data.ingredients, 'articles.ingredients'),
    steps: readSteps(data.steps, 'articles.steps'),
  };
}

export const recipeQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['articles', 'recipe', slug], queryFn: () => getRecipe(slug) });

export function useRecipe(slug: string) {
  return useQuery(recipeQueryOptions(slug));
}
