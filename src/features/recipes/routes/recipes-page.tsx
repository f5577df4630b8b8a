import { Button, EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { Seo } from '@/components/seo';

import { useRecipes } from '../api/get-recipes';
import { RecipeCard } from '../components/recipe-card';
import { RecipeFilters } from '../components/recipe-filters';
import { useRecipeFilters } from '../hooks/use-recipe-filters';
import { filterRecipes, filterTags, hasActiveFilters } from '../lib/filter-recipes';
import { PRIORITY_CARDS } from '@/lib/constants';

const INTRO =
  'Tagines, breads, salads and the endless glass of mint tea: recipes from Moroccan kitchens, written to be cooked, with a step-by-step cooking mode for the stove.';

/** /recipes: published recipes, newest first, with search, difficulty and tag filters in the URL. */
export default function RecipesPage() {
  const recipes = useRecipes();
  const { filters, setFilters, clearFilters } = useRecipeFilters();

  return (
    <>
      <Seo title="Recipes" description={INTRO} canonical="/recipes" />
      <PageHeader eyebrow="The Kitchen" title="Recipes" description={INTRO} />
      <div className="mx-auto max-w-content px-5 pb-24 sm:px-8">
        {recipes.isPending ? (
          <LoadingState />
        ) : recipes.isError ? (
          <QueryErrorState error={recipes.error} what="the recipes" onRetry={() => void recipes.refetch()} />
        ) : recipes.data.length === 0 ? (
          <EmptyState
            title="No recipes published yet."
            description="Our cooks are testing new dishes. Come back soon."
          />
        ) : (
          <FilteredRecipes
            results={filterRecipes(recipes.data, filters)}
            tags={filterTags(recipes.data)}
            filters={filters}
            onChange={setFilters}
            onClear={clearFilters}
          />
        )}
      </div>
    </>
  );
}

function FilteredRecipes({
  results,
  tags,
  filters,
  onChange,
  onClear,
}: {
  results: ReturnType<typeof filterRecipes>;
  tags: string[];
  filters: Parameters<typeof filterRecipes>[1];
  onChange: ReturnType<typeof useRecipeFilters>['setFilters'];
  onClear: () => void;
}) {
  const filtered = hasActiveFilters(filters);
  return (
    <>
      <RecipeFilters filters={filters} tags={tags} onChange={onChange} />
      <div className="flex min-h-[3rem] items-center justify-between gap-4 py-4">
        <p role="status" className="text-sm text-ink-soft">
          {results.length} {results.length === 1 ? 'recipe' : 'recipes'}
        </p>
        {filtered && results.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear Filters
          </Button>
        )}
      </div>
      {results.length === 0 ? (
        <EmptyState title="No recipes match your search criteria.">
          <Button variant="secondary" onClick={onClear}>
            Clear Filters
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-x-8 gap-y-14 pt-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((recipe, index) => (
            // One card per row on a phone: the first two fill its first screen.
            <li key={recipe.id} className={index < 2 ? undefined : 'render-when-near'}>
              <RecipeCard recipe={recipe} priority={index < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
