import { FactList, type FactListLook } from '@/components/ui/fact-list';

import { formatMinutes } from '../lib/format-minutes';
import { useRecipeText } from '../i18n';
import type { Recipe } from '../types';

const FACTS_LOOK: FactListLook = {
  list: 'grid grid-cols-2 divide-sand-200 border-y border-sand-200 sm:grid-cols-4 sm:divide-x rtl:sm:divide-x-reverse',
  item: 'px-1 py-4 sm:px-4 sm:first:ps-0',
  term: 'text-[0.7rem] font-semibold uppercase tracking-label text-ink-soft',
  value: 'mt-1 font-display text-xl capitalize text-ink',
};

/** Prep, cook, servings (default 1) and difficulty (default easy), as the recipe is written. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const t = useRecipeText();
  const facts = [
    { term: t('prep'), value: formatMinutes(recipe.prep_time ?? 0, t) },
    { term: t('cookTime'), value: formatMinutes(recipe.cook_time ?? 0, t) },
    { term: t('servings'), value: String(recipe.servings ?? 1) },
    { term: t('difficulty'), value: t('level', { level: recipe.difficulty_level ?? 'easy' }) },
  ];
  return <FactList facts={facts} look={FACTS_LOOK} />;
}
