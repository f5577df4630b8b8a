import { ButtonLink, EmptyState } from '@/components/ui';
import { ListingHeader } from '@/components/ui/listing-header';
import { NoMatches, PopularInstead } from '@/components/ui/no-matches';
import { Pagination } from '@/components/ui/pagination';
import { listView } from '@/components/ui/query-view';
import { pageCount } from '@/lib/pages';
import { PRIORITY_CARDS } from '@/lib/constants';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useBrowseRecipes, type RecipesPage as Page } from '../api/browse-recipes';
import { RecipeCard } from '../components/recipe-card';
import { RecipeFilters } from '../components/recipe-filters';
import { useRecipeFilters } from '../hooks/use-recipe-filters';
import { hasActiveFilters, recipesHref, type RecipeFilters as Filters } from '../lib/recipe-filters';
import { useRecipeListText } from '../i18n/list';
import type { RecipeSummary } from '../types';

export const handle: ScreenHandle = { translated: true };

/** /recipes: published recipes, newest first, filtered, counted and paged by browse_recipes from the URL. */
export default function RecipesPage() {
  const { filters, setSearch, setSort } = useRecipeFilters();
  const recipes = useBrowseRecipes(filters);
  const list = recipes.data;
  const filtered = hasActiveFilters(filters);
  const t = useRecipeListText();

  return (
    <>
      <ListingHeader eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} canonical="/recipes" />
      <div className="mx-auto max-w-content px-5 pb-24 sm:px-8">
        {listView({ ...recipes, what: t('what.list') }) ??
          (list &&
            (list.total === 0 && !filtered ? (
              <EmptyState title={t('none')} description={t('none.text')} />
            ) : (
              <>
                <RecipeFilters filters={filters} facets={list.facets} onSearch={setSearch} onSort={setSort} />
                <div className="flex min-h-[3rem] items-center justify-between gap-4 py-4">
                  <p role="status" className="text-sm tabular-nums text-ink-soft">
                    {t('count', { count: list.total })}
                  </p>
                  {filtered && list.total > 0 && (
                    <ButtonLink to="/recipes" variant="ghost" size="sm">
                      {t('clear')}
                    </ButtonLink>
                  )}
                </div>
                <div
                  aria-busy={recipes.isPlaceholderData || undefined}
                  className={`transition-opacity duration-200 ${recipes.isPlaceholderData ? 'opacity-50' : ''}`}
                >
                  <Results page={list} filters={filters} />
                </div>
              </>
            )))}
      </div>
    </>
  );
}

function RecipeList({ recipes, priority }: { recipes: RecipeSummary[]; priority: boolean }) {
  return (
    <ul className="grid gap-x-8 gap-y-14 pt-4 sm:grid-cols-2 lg:grid-cols-3">
      {recipes.map((recipe, index) => (
        // One card per row on a phone: the first two fill its first screen.
        <li key={recipe.id} className={index < 2 ? undefined : 'render-when-near'}>
          <RecipeCard recipe={recipe} priority={priority && index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

function Results({ page, filters }: { page: Page; filters: Filters }) {
  const t = useRecipeListText();
  if (page.total === 0) {
    return (
      <NoMatches title={t('nomatch')} clear={{ to: '/recipes', label: t('clear') }}>
        <PopularInstead id="popular-recipes" title={t('popular')} items={page.popular}>
          {(recipes) => <RecipeList recipes={recipes} priority={false} />}
        </PopularInstead>
      </NoMatches>
    );
  }
  return (
    <>
      <RecipeList recipes={page.items} priority />
      <Pagination
        label={t('pages')}
        page={page.page}
        pageCount={pageCount(page)}
        hrefFor={(n) => recipesHref(filters, { page: n })}
      />
    </>
  );
}
