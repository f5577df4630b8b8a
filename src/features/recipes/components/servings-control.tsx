import { Minus, Plus } from 'lucide-react';

import { useRecipeText } from '../i18n';

export const MAX_SERVINGS = 48;

/** − n + for the number of servings the ingredient amounts are scaled to. */
export function ServingsControl({
  servings,
  onChange,
}: {
  servings: number;
  onChange: (servings: number) => void;
}) {
  const t = useRecipeText();
  const button =
    'inline-flex h-9 w-9 items-center justify-center rounded-full border border-sand-300 bg-white text-ink transition-colors hover:border-indigo-700 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div role="group" aria-label={t('servings')} className="inline-flex items-center gap-3">
      <button
        type="button"
        className={button}
        onClick={() => onChange(servings - 1)}
        disabled={servings <= 1}
        aria-label={t('fewer')}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="min-w-[5.5rem] text-center text-sm font-medium text-ink">
        {t('serves', { count: servings })}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(servings + 1)}
        disabled={servings >= MAX_SERVINGS}
        aria-label={t('moreS')}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
