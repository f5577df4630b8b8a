import { formatMinutes } from '../lib/format-minutes';
import type { Recipe } from '../types';

/** Prep, cook, servings (default 1) and difficulty (default easy), as the recipe is written. */
export function RecipeFacts({ recipe }: { recipe: Recipe }) {
  const facts = [
    { label: 'Prep time', value: formatMinutes(recipe.prep_time ?? 0) },
    { label: 'Cook time', value: formatMinutes(recipe.cook_time ?? 0) },
    { label: 'Servings', value: String(recipe.servings ?? 1) },
    { label: 'Difficulty', value: recipe.difficulty_level ?? 'easy' },
  ];
  return (
    <dl className="grid grid-cols-2 divide-sand-200 border-y border-sand-200 sm:grid-cols-4 sm:divide-x">
      {facts.map((fact) => (
        <div key={fact.label} className="px-1 py-4 sm:px-4 sm:first:pl-0">
          <dt className="text-[0.7rem] font-semibold uppercase tracking-label text-ink-soft">{fact.label}</dt>
          <dd className="mt-1 font-display text-xl capitalize text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
