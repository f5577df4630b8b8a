import { ChevronLeft, ChevronRight } from 'lucide-react';

import { useCookingText } from '../i18n/later';

interface StepNavigationProps {
  current: number;
  total: number;
  dark: boolean;
  onGo: (index: number) => void;
}

/** Previous/Next (disabled at the ends) and one dot per step. */
export function StepNavigation({ current, total, dark, onGo }: StepNavigationProps) {
  const t = useCookingText();
  const base =
    'inline-flex h-12 items-center gap-1 rounded-full px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-35 sm:px-5';
  const previous = `${base} ${dark ? 'bg-white/10 hover:bg-white/20' : 'bg-sand-200/70 hover:bg-sand-200'}`;
  const next = `${base} ${dark ? 'bg-saffron-300 text-indigo-900 hover:bg-saffron-400' : 'bg-indigo-800 text-white hover:bg-indigo-900'}`;
  return (
    <nav
      aria-label={t('steps')}
      className="grid grid-cols-2 items-center gap-x-3 gap-y-2 sm:flex sm:justify-between"
    >
      <button
        type="button"
        className={`${previous} justify-self-start`}
        onClick={() => onGo(current - 1)}
        disabled={current === 0}
      >
        <ChevronLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
        {t('prev')}
      </button>
      <ol className="order-first col-span-2 flex flex-wrap items-center justify-center gap-0.5 sm:order-none sm:flex-1">
        {Array.from({ length: total }, (_, index) => (
          <li key={index}>
            <button
              type="button"
              aria-label={t('go', { n: index + 1 })}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onGo(index)}
              className="group flex h-8 w-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block rounded-full transition-all ${
                  index === current
                    ? `h-3 w-3 ${dark ? 'bg-saffron-300' : 'bg-clay-600'}`
                    : index < current
                      ? `h-2 w-2 ${dark ? 'bg-sand-300' : 'bg-clay-400'}`
                      : `h-2 w-2 ${dark ? 'bg-sand-300/40' : 'bg-sand-300'} group-hover:scale-125`
                }`}
              />
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${next} justify-self-end`}
        onClick={() => onGo(current + 1)}
        disabled={current === total - 1}
      >
        {t('next')}
        <ChevronRight aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
      </button>
    </nav>
  );
}
