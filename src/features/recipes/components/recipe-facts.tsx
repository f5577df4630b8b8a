import { formatMinutes } from '../lib/format-minutes';
import { useRecipeText } from '../i18n';
import type { Recipe } from '../types';

/** Prep, cook, servings (default 1) and difficulty (default easy), as the recipe is written. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const t = useRecipeText();
  const facts = [
    { label: t('prep'), value: formatMinutes(recipe.prep_time ?? 0, t) },
    { label: t('cookTime'), value: formatMinutes(recipe.cook_time ?? 0, t) },
    { label: t('servings'), value: String(recipe.servings ?? 1) },
    { label: t('difficulty'), value: t('level', { level: recipe.difficulty_level ?? 'easy' }) },
  ];
  return (
    <dl className="grid grid-cols-2 divide-sand-200 border-y border-sand-200 sm:grid-cols-4 sm:divide-x rtl:sm:divide-x-reverse">
      {facts.map((fact) => (
        <div key={fact.label} className="px-1 py-4 sm:px-4 sm:first:ps-0">
          <dt className="text-[0.7rem] font-semibold uppercase tracking-label text-ink-soft">{fact.label}</dt>
          <dd className="mt-1 font-display text-xl capitalize text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
