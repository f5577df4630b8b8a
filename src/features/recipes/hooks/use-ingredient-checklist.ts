import { useCallback, useState } from 'react';

import { storedValue, useStoredValue, type StoredValue } from '@/lib/stored-value';

const NOTHING_CHECKED: ReadonlySet<number> = new Set();

function checklistOf(recipeId: string): StoredValue<ReadonlySet<number>> {
  return storedValue(`zellij-recipe-checklist:${recipeId}`, {
    initial: NOTHING_CHECKED,
    parse: (raw) => {
      const saved: unknown = JSON.parse(raw);
      if (!Array.isArray(saved)) throw new Error('Saved checklist is not a list');
      return new Set(saved.filter((n): n is number => Number.isInteger(n)));
    },
    serialize: (checked) => (checked.size === 0 ? null : JSON.stringify([...checked].sort((a, b) => a - b))),
  });
}

/**
 * Which ingredients the cook has ticked off, kept per recipe in local storage across visits. The
 * recipe screen is keyed by recipe, so another recipe gets a fresh hook (and store).
 */
export function useIngredientChecklist(recipeId: string) {
  const [store] = useState(() => checklistOf(recipeId));
  const checked = useStoredValue(store);

  const toggle = useCallback(
    (index: number) =>
      store.set((previous) => {
        const next = new Set(previous);
        if (next.has(index)) next.delete(index);
        else next.add(index);
        return next;
      }),
    [store],
  );

  return { checked, toggle };
}
