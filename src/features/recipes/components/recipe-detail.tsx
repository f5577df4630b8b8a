import { lazy, Suspense, useState } from 'react';

import { ProseHtml } from '@/components/ui/prose-html';

import { useIngredientChecklist } from '../hooks/use-ingredient-checklist';
import { useRecipeText } from '../i18n';
import type { Recipe } from '../types';

import { IngredientList } from './ingredient-list';
import { MethodSteps } from './method-steps';
import { RecipeHeader } from './recipe-header';
import { RecipeProducts } from './recipe-products-part';
import { MAX_SERVINGS, ServingsControl } from './servings-control';

// Cooking mode (a Radix dialog, ~15 KB gzip with its focus and scroll locks) loads when a cook opens
// it, not with the recipe: it kept /recipe's initial JavaScript over the 150 KB budget.
const CookingMode = lazy(() =>
  import('../cooking-mode/cooking-mode').then((module) => ({ default: module.CookingMode })),
);

/** The recipe once loaded. Servings and ticks are shared with cooking mode. */
export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const baseServings = recipe.servings ?? 1;
  const [servings, setServings] = useState(baseServings);
  const [cooking, setCooking] = useState(false);
  const { checked, toggle } = useIngredientChecklist(recipe.id);
  const factor = servings / baseServings;
  const t = useRecipeText();

  return (
    <>
      <div className="mx-auto max-w-content px-5 sm:px-8">
        <RecipeHeader recipe={recipe} onCook={() => setCooking(true)} />
        {recipe.body.trim() && (
          <div lang={recipe.lang?.body} className="mx-auto mt-14 max-w-[65ch]">
            <ProseHtml html={recipe.body} />
          </div>
        )}
        <div className="mt-16 grid gap-14 border-t border-sand-200 pt-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
          <section aria-labelledby="ingredients-heading" className="lg:sticky lg:top-24 lg:self-start">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 id="ingredients-heading" className="text-3xl font-light text-ink">
                {t('ingredients')}
              </h2>
              <ServingsControl
                servings={servings}
                onChange={(next) => setServings(Math.min(MAX_SERVINGS, Math.max(1, next)))}
              />
            </div>
            {factor !== 1 && (
              <p className="mt-3 text-sm text-ink-soft">
                {t('scaled', { from: baseServings, to: servings })}{' '}
                <button
                  type="button"
                  className="underline underline-offset-4"
                  onClick={() => setServings(baseServings)}
                >
                  {t('reset')}
                </button>
              </p>
            )}
            <div lang={recipe.lang?.ingredients} className="mt-5">
              {recipe.ingredients.length > 0 ? (
                <IngredientList
                  ingredients={recipe.ingredients}
                  factor={factor}
                  checked={checked}
                  onToggle={toggle}
                />
              ) : (
                <p className="text-ink-soft">{t('noIng')}</p>
              )}
            </div>
          </section>
          <section aria-labelledby="method-heading">
            <h2 id="method-heading" className="mb-8 text-3xl font-light text-ink">
              {t('method')}
            </h2>
            {recipe.steps.length > 0 ? (
              <div lang={recipe.lang?.steps}>
                <MethodSteps steps={recipe.steps} />
              </div>
            ) : (
              <p className="text-ink-soft">{t('noSteps')}</p>
            )}
          </section>
        </div>
      </div>
      {recipe.linked_products.length > 0 && (
        <Suspense fallback={null}>
          <RecipeProducts productIds={recipe.linked_products} />
        </Suspense>
      )}
      {cooking && (
        <Suspense fallback={null}>
          <CookingMode
            recipe={recipe}
            factor={factor}
            servings={servings}
            checked={checked}
            onToggleIngredient={toggle}
            onExit={() => setCooking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
