import { useCallback, useState } from 'react';

const storageKey = (recipeId: string) => `zellij-recipe-checklist:${recipeId}`;

function readChecked(recipeId: string): Set<number> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(recipeId)) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((n): n is number => Number.isInteger(n)) : []);
  } catch {
    return new Set();
  }
}

/**
 * Which ingredients the cook has ticked off, kept per recipe in local storage across visits. Read once
 * on mount: the recipe screen is keyed by recipe, so another recipe gets a fresh hook.
 */
export function useIngredientChecklist(recipeId: string) {
  const [checked, setChecked] = useState<Set<number>>(() => readChecked(recipeId));

  const toggle = useCallback(
    (index: number) => {
      setChecked((previous) => {
        const next = new Set(previous);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        try {
          if (next.size === 0) localStorage.removeItem(storageKey(recipeId));
          else localStorage.setItem(storageKey(recipeId), JSON.stringify([...next].sort((a, b) => a - b)));
        } catch {
          // Storage full or blocked: the ticks still work for this visit.
        }
        return next;
      });
    },
    [recipeId],
  );

  return { checked, toggle };
}
