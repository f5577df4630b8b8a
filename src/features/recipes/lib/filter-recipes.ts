import { RECIPE_TAG_FILTER_COUNT } from '@/lib/constants';

import type { Difficulty, RecipeSummary } from '../types';

export interface RecipeFilters {
  search: string;
  difficulty: Difficulty | 'all';
  tag: string | null;
}

export const NO_FILTERS: RecipeFilters = { search: '', difficulty: 'all', tag: null };

export function hasActiveFilters(filters: RecipeFilters): boolean {
  return filters.search.trim() !== '' || filters.difficulty !== 'all' || filters.tag !== null;
}

/** SPEC: the tag filter offers the first 5 tags in sorted order. */
export function filterTags(recipes: readonly RecipeSummary[]): string[] {
  const tags = new Set(recipes.flatMap((recipe) => recipe.tags));
  return [...tags].sort((a, b) => a.localeCompare(b)).slice(0, RECIPE_TAG_FILTER_COUNT);
}

/** Text search over title, excerpt and tags (case-insensitive), then difficulty and tag. */
export function filterRecipes(recipes: readonly RecipeSummary[], filters: RecipeFilters): RecipeSummary[] {
  const needle = filters.search.trim().toLowerCase();
  return recipes.filter((recipe) => {
    if (needle) {
      const haystack = [recipe.title, recipe.excerpt ?? '', ...recipe.tags].join('\n').toLowerCase();
      if (!haystack.includes(needle)) return false;
    }
    if (filters.difficulty !== 'all' && (recipe.difficulty_level ?? 'easy') !== filters.difficulty)
      return false;
    if (filters.tag !== null && !recipe.tags.includes(filters.tag)) return false;
    return true;
  });
}
