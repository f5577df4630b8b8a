import { Timer } from 'lucide-react';

import { formatMinutes } from '../lib/format-minutes';
import { useRecipeText } from '../i18n';
import type { RecipeStep } from '../types';

/** The method: numbered steps with their time and the cook's notes. */
export function MethodSteps({ steps }: { steps: RecipeStep[] }) {
  const t = useRecipeText();
  return (
    <ol className="space-y-10">
      {steps.map((step, index) => (
        <li key={index} className="grid grid-cols-[2.75rem_1fr] gap-x-4 sm:grid-cols-[3.5rem_1fr]">
          <span
            aria-hidden
            className="font-display text-4xl font-light leading-none text-clay-500 sm:text-5xl"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="sr-only">{t('step', { n: index + 1 })}</h3>
            <p className="font-display text-lg leading-relaxed text-ink">{step.instruction || t('noInst')}</p>
            {step.time != null && step.time > 0 && (
              <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-sand-100 px-3 py-1 text-sm text-ink-soft">
                <Timer aria-hidden className="h-4 w-4 text-clay-600" />
                {formatMinutes(step.time, t)}
              </p>
            )}
            {step.notes && (
              <p className="mt-3 border-s-2 border-saffron-400 ps-4 text-[0.95rem] italic leading-relaxed text-ink-soft">
                {step.notes}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
