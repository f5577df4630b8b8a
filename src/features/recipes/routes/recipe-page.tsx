import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView, useSlug } from '@/components/ui/query-view';
import { Seo, truncateDescription } from '@/components/seo';
import { seoTitleFor } from '@/features/editorial';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { RECIPE_DETAIL, useRecipe } from '../api/get-recipe';
import { RecipeDetail } from '../components/recipe-detail';
import { recipeProductsPart } from '../components/recipe-products-part';
import type { Recipe } from '../types';
import { useRecipeText } from '../i18n';

export const handle: ScreenHandle = {
  translated: true,
  // A prerendered recipe with featured products hydrates with their section, whose code is then needed first.
  beforeHydration: (queryClient) =>
    queryClient
      .getQueriesData<Recipe | null>({ queryKey: RECIPE_DETAIL })
      .some(([, recipe]) => (recipe?.linked_products.length ?? 0) > 0)
      ? recipeProductsPart.load()
      : undefined,
};

/** /recipe/{slug}: a published recipe (SPEC §2), with scaling, checklist and cooking mode. */
export default function RecipePage() {
  const t = useRecipeText();
  const { data: recipe, view } = queryView(useRecipe(useSlug()), {
    what: t('what.one'),
    notFound: (
      <NotFoundState title={t('nf')} description={t('nf.text')}>
        <ButtonLink to="/recipes">{t('nf.link')}</ButtonLink>
      </NotFoundState>
    ),
  });

  return (
    <div className="pb-8">
      <div className="mx-auto max-w-content px-5 pb-6 pt-8 sm:px-8">
        <Link
          to="/recipes"
          className="inline-flex items-center gap-2 text-sm font-medium text-ink-soft hover:text-clay-700"
        >
          <ArrowLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
          {t('back')}
        </Link>
      </div>
      {recipe ? (
        <>
          <Seo
            title={seoTitleFor(recipe)}
            description={recipe.meta_description || truncateDescription(recipe.excerpt)}
            canonical={`/recipe/${recipe.slug}`}
            image={recipe.image_url}
            jsonLd={(ld) =>
              ld.recipe({
                ...recipe,
                steps: recipe.steps.map((step) => ({ ...step, instruction: step.instruction ?? '' })),
              })
            }
          />
          <RecipeDetail key={recipe.id} recipe={recipe} />
        </>
      ) : (
        view
      )}
    </div>
  );
}
