import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { readRecipeFilters, recipesHref, type RecipeFilters } from '../lib/recipe-filters';

/** The recipe filters live in the URL so a filtered list can be shared and Back restores it. */
export function useRecipeFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => readRecipeFilters(params), [params]);

  /** Typing replaces the entry so Back leaves the page instead of undoing one letter at a time. */
  const setSearch = useCallback(
    (search: string) =>
      navigate(recipesHref(filters, { search }), { replace: true, preventScrollReset: true }),
    [filters, navigate],
  );

  const setSort = useCallback(
    (sort: RecipeFilters['sort']) => navigate(recipesHref(filters, { sort }), { preventScrollReset: true }),
    [filters, navigate],
  );

  return { filters, setSearch, setSort };
}
