import { BellRing } from 'lucide-react';

import { useRecipeText } from '../i18n';
import { useCookingText } from '../i18n/later';
import type { RecipeStep } from '../types';

import { StepTimer } from './step-timer';
import type { StepTimerState } from './use-step-timer';
import { formatCountdown } from './use-step-timer';

interface CookingStepProps {
  index: number;
  total: number;
  step: RecipeStep;
  dark: boolean;
  timer: StepTimerState | null;
  onStartTimer: (minutes: number) => void;
  onPause: () => void;
  onResume: () => void;
  onReset: () => void;
  alarmStep: number | null;
  onDismissAlarm: () => void;
  onGoToStep: (index: number) => void;
}

/** One step, large: progress, the time and its timer, the instruction and the cook's notes. */
export function CookingStep(props: CookingStepProps) {
  const { index, total, step, dark, timer, alarmStep } = props;
  const t = useCookingText();
  const recipeText = useRecipeText();
  const percent = Math.round(((index + 1) / total) * 100);
  const otherTimer =
    timer && timer.stepIndex !== index && (timer.running || timer.remainingSeconds < timer.totalSeconds)
      ? timer
      : null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col px-5 py-6 sm:px-8 sm:py-10">
      <div className="flex items-baseline justify-between gap-4">
        <p aria-live="polite" className="font-display text-base sm:text-lg">
          {t('of', { n: index + 1, total })}
        </p>
        {otherTimer && (
          <button
            type="button"
            onClick={() => props.onGoToStep(otherTimer.stepIndex)}
            className={`rounded-full px-3 py-1 text-sm tabular-nums ${dark ? 'bg-white/10' : 'bg-sand-200/70'}`}
          >
            {t('other', { n: otherTimer.stepIndex + 1, time: formatCountdown(otherTimer.remainingSeconds) })}
          </button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
        aria-valuetext={t('of', { n: index + 1, total })}
        className={`mt-3 h-1.5 overflow-hidden rounded-full ${dark ? 'bg-white/15' : 'bg-sand-200'}`}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-300 ${dark ? 'bg-saffron-300' : 'bg-clay-600'}`}
          style={{ width: `${percent}%` }}
        />
      </div>

      {alarmStep !== null && (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center gap-3 rounded-md bg-saffron-300 px-4 py-3 text-indigo-900"
        >
          <BellRing aria-hidden className="h-5 w-5" />
          <p className="flex-1 font-medium">{t('up', { n: alarmStep + 1 })}</p>
          <button
            type="button"
            onClick={props.onDismissAlarm}
            className="rounded-full bg-indigo-900 px-4 py-1.5 text-sm text-white"
          >
            {t('dismiss')}
          </button>
        </div>
      )}

      <div className="flex flex-1 flex-col justify-center gap-8 py-8">
        {step.time != null && step.time > 0 && (
          <StepTimer
            stepIndex={index}
            minutes={step.time}
            timer={timer}
            dark={dark}
            onStart={() => props.onStartTimer(step.time ?? 0)}
            onPause={props.onPause}
            onResume={props.onResume}
            onReset={props.onReset}
          />
        )}
        <p className="text-balance font-display text-2xl font-light leading-snug sm:text-4xl sm:leading-tight">
          {step.instruction?.trim() || recipeText('noInst')}
        </p>
        {step.notes && (
          <p
            className={`border-s-2 ps-4 text-lg italic leading-relaxed ${
              dark ? 'border-saffron-300 text-sand-200' : 'border-saffron-400 text-ink-soft'
            }`}
          >
            {step.notes}
          </p>
        )}
      </div>
    </div>
  );
}
