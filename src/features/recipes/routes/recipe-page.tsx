import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';
import { queryView } from '@/components/ui/query-view';
import { Seo, truncateDescription } from '@/components/seo';
import { seoTitleFor } from '@/features/editorial';
import { recipe as recipeJsonLd } from '@/lib/structured-data';

import { useRecipe } from '../api/get-recipe';
import { RecipeDetail } from '../components/recipe-detail';

/** /recipe/{slug}: a published recipe (SPEC §2), with scaling, checklist and cooking mode. */
export default function RecipePage() {
  const { slug = '' } = useParams();
  const { data: recipe, view } = queryView(useRecipe(slug), {
    what: 'this recipe',
    notFound: (
      <NotFoundState
        title="Recipe not found"
        description="This recipe doesn’t exist or hasn’t been published yet."
      >
        <ButtonLink to="/recipes">Browse all recipes</ButtonLink>
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
          <ArrowLeft aria-hidden className="h-4 w-4" />
          Back to recipes
        </Link>
      </div>
      {recipe ? (
        <>
          <Seo
            title={seoTitleFor(recipe)}
            description={recipe.meta_description || truncateDescription(recipe.excerpt)}
            canonical={`/recipe/${recipe.slug}`}
            image={recipe.image_url}
            jsonLd={recipeJsonLd({
              ...recipe,
              steps: recipe.steps.map((step) => ({ ...step, instruction: step.instruction ?? '' })),
            })}
          />
          <RecipeDetail key={recipe.id} recipe={recipe} />
        </>
      ) : (
        view
      )}
    </div>
  );
}
