import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { NO_FILTERS, type RecipeFilters } from '../lib/filter-recipes';
import { isDifficulty } from '../types';

/** The recipe filters live in the URL (?q=&difficulty=&tag=) so a filtered list can be shared and restored. */
export function useRecipeFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<RecipeFilters>(() => {
    const difficulty = params.get('difficulty');
    return {
      search: params.get('q') ?? '',
      difficulty: isDifficulty(difficulty) ? difficulty : 'all',
      tag: params.get('tag') || null,
    };
  }, [params]);

  const setFilters = useCallback(
    (change: Partial<RecipeFilters>) => {
      const next = { ...filters, ...change };
      const search = new URLSearchParams();
      if (next.search) search.set('q', next.search);
      if (next.difficulty !== 'all') search.set('difficulty', next.difficulty);
      if (next.tag) search.set('tag', next.tag);
      // Typing replaces the entry so Back leaves the page instead of undoing one letter at a time.
      setParams(search, { replace: true });
    },
    [filters, setParams],
  );

  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);

  return { filters, setFilters, clearFilters };
}
