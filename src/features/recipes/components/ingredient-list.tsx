import { Check } from 'lucide-react';

import { scaleAmount } from '../lib/quantity';
import type { Ingredient } from '../types';

interface IngredientListProps {
  ingredients: Ingredient[];
  /** servings chosen / servings the recipe is written for. */
  factor: number;
  checked: ReadonlySet<number>;
  onToggle: (index: number) => void;
  tone?: 'light' | 'dark';
}

/** The shopping-and-prep checklist: ticking an ingredient strikes it through. */
export function IngredientList({
  ingredients,
  factor,
  checked,
  onToggle,
  tone = 'light',
}: IngredientListProps) {
  const dark = tone === 'dark';
  return (
    <ul className="space-y-1">
      {ingredients.map((ingredient, index) => {
        const done = checked.has(index);
        const id = `ingredient-${tone}-${index}`;
        return (
          <li key={`${index}-${ingredient.item}`}>
            <label
              htmlFor={id}
              className={`flex cursor-pointer items-start gap-3 rounded-md px-2 py-2.5 transition-colors ${dark ? 'hover:bg-white/5' : 'hover:bg-sand-100'}`}
            >
              <input
                id={id}
                type="checkbox"
                checked={done}
                onChange={() => onToggle(index)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border transition-colors peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 ${
                  done
                    ? 'border-mint-600 bg-mint-600 text-white'
                    : dark
                      ? 'border-sand-300/60'
                      : 'border-ink/40 bg-white'
                }`}
              >
                {done && <Check className="h-3.5 w-3.5" strokeWidth={3} />}
              </span>
              {/* Ticked items are struck through in a muted tone (not faded: faded text fails contrast). */}
              <span
                className={`leading-snug ${done ? `line-through ${dark ? 'text-sand-300' : 'text-ink-muted'}` : ''}`}
              >
                {ingredient.amount && (
                  <span
                    className={`font-semibold ${done ? '' : dark ? 'text-saffron-300' : 'text-clay-700'}`}
                  >
                    {scaleAmount(ingredient.amount, factor)}{' '}
                  </span>
                )}
                <span>{ingredient.item}</span>
                {ingredient.notes && (
                  <span className={`mt-0.5 block text-sm ${dark ? 'text-sand-300' : 'text-ink-muted'}`}>
                    {ingredient.notes}
                  </span>
                )}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
