import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import { RECIPE_SUMMARY_COLUMNS, type RecipeSummary } from '../types';

/** SPEC §7: published recipes, newest first (filtering happens on the client, over this list). */
export async function getRecipes(): Promise<RecipeSummary[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('articles')
    .select(RECIPE_SUMMARY_COLUMNS)
    .eq('published', true)
    .eq('category', 'recipe')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const recipesQueryOptions = () =>
  queryOptions({ queryKey: ['articles', 'recipes'], queryFn: getRecipes });

export function useRecipes() {
  return useQuery(recipesQueryOptions());
}
