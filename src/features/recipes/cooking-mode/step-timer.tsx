import { Pause, Play, RotateCcw, Timer } from 'lucide-react';

import { useRecipeText } from '../i18n';
import { useCookingText } from '../i18n/later';
import { formatMinutes } from '../lib/format-minutes';

import { formatCountdown, type StepTimerState } from './use-step-timer';

interface StepTimerProps {
  stepIndex: number;
  minutes: number;
  timer: StepTimerState | null;
  dark: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
}

/** The step's time, and a countdown the cook can start from it, pause and reset. */
export function StepTimer({
  stepIndex,
  minutes,
  timer,
  dark,
  onStart,
  onPause,
  onResume,
  onReset,
}: StepTimerProps) {
  const mine = timer?.stepIndex === stepIndex ? timer : null;
  const t = useCookingText();
  const recipeText = useRecipeText();
  const control = `inline-flex h-11 items-center gap-2 rounded-full px-5 text-sm font-medium transition-colors ${
    dark ? 'bg-sand-50 text-indigo-900 hover:bg-white' : 'bg-indigo-800 text-white hover:bg-indigo-900'
  }`;
  const quiet = `inline-flex h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
    dark ? 'border-sand-50/40 hover:bg-white/10' : 'border-ink/30 hover:bg-sand-100'
  }`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <p
        className={`inline-flex items-center gap-2 text-sm font-medium ${dark ? 'text-saffron-300' : 'text-clay-700'}`}
      >
        <Timer aria-hidden className="h-4 w-4" />
        {formatMinutes(minutes, recipeText)}
      </p>
      {!mine ? (
        <button type="button" className={control} onClick={onStart}>
          <Play aria-hidden className="h-4 w-4" />
          {t('startTimer')}
        </button>
      ) : (
        <>
          <span
            role="timer"
            aria-label={t('left')}
            className="font-display text-3xl tabular-nums tracking-tight"
          >
            {formatCountdown(mine.remainingSeconds)}
          </span>
          {mine.running ? (
            <button type="button" className={control} onClick={onPause}>
              <Pause aria-hidden className="h-4 w-4" />
              {t('pause')}
            </button>
          ) : (
            !mine.finished && (
              <button type="button" className={control} onClick={onResume}>
                <Play aria-hidden className="h-4 w-4" />
                {mine.remainingSeconds === mine.totalSeconds ? t('start') : t('resume')}
              </button>
            )
          )}
          <button type="button" className={quiet} onClick={onReset}>
            <RotateCcw aria-hidden className="h-4 w-4" />
            {recipeText('reset')}
          </button>
        </>
      )}
    </div>
  );
}
