import * as Dialog from '@radix-ui/react-dialog';
import { List, Moon, Sun, X } from 'lucide-react';
import { useCallback, useState, type KeyboardEvent } from 'react';

import { ToggleButton } from '@/components/ui/toggle-button';

import { AddRecipePieces } from '../components/add-recipe-pieces';
import { IngredientList } from '../components/ingredient-list';
import { useRecipeText } from '../i18n';
import { useCookingText } from '../i18n/later';
import type { Recipe } from '../types';

import { playBeep, unlockAudio } from './beep';
import { CookingStep } from './cooking-step';
import { StepNavigation } from './step-navigation';
import { useStepTimer } from './use-step-timer';
import { useWakeLock } from './use-wake-lock';

interface CookingModeProps {
  recipe: Recipe;
  factor: number;
  servings: number;
  checked: ReadonlySet<number>;
  onToggleIngredient: (index: number) => void;
  onExit: () => void;
}

/**
 * Full-screen, one step at a time, for reading at arm's length by the stove. A Radix dialog gives the
 * focus trap, Escape to exit and focus back on the trigger; arrows move between steps.
 */
export function CookingMode({
  recipe,
  factor,
  servings,
  checked,
  onToggleIngredient,
  onExit,
}: CookingModeProps) {
  const steps = recipe.steps.length > 0 ? recipe.steps : [{ instruction: null }];
  const [current, setCurrent] = useState(0);
  const t = useCookingText();
  const recipeText = useRecipeText();
  const [dark, setDark] = useState(false);
  const [showIngredients, setShowIngredients] = useState(false);
  const [alarmStep, setAlarmStep] = useState<number | null>(null);
  const onFinish = useCallback((stepIndex: number) => {
    setAlarmStep(stepIndex);
    playBeep();
  }, []);
  const { timer, start, pause, resume, reset } = useStepTimer(onFinish);
  useWakeLock(true);
  // Radix returns focus to a Dialog.Trigger; this dialog is opened by a plain button, so remember it.
  const [returnFocusTo] = useState(() => document.activeElement as HTMLElement | null);

  const go = (index: number) => setCurrent(Math.min(steps.length - 1, Math.max(0, index)));
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrow pointing along the reading direction goes forward: left on an Arabic page.
    const forward = document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(current + 1);
    else if (event.key === back) go(current - 1);
    else return;
    event.preventDefault();
  };

  const theme = dark ? 'bg-indigo-900 text-sand-50' : 'bg-sand-50 text-ink';
  const iconButton = `inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium transition-colors sm:px-4 ${
    dark ? 'hover:bg-white/10' : 'hover:bg-sand-200/70'
  }`;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onExit()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          className={`fixed inset-0 z-50 flex flex-col overflow-hidden ${theme} focus:outline-none`}
        >
          <header
            className={`flex items-center gap-2 border-b px-4 py-3 sm:px-8 ${dark ? 'border-white/10' : 'border-sand-200'}`}
          >
            <div className="min-w-0 flex-1">
              <p
                className={`text-[0.65rem] font-semibold uppercase tracking-label ${dark ? 'text-saffron-300' : 'text-clay-700'}`}
              >
                {t('mode')}
              </p>
              <Dialog.Title
                lang={recipe.lang?.title}
                className="truncate font-display text-lg font-normal sm:text-xl"
              >
                {recipe.title}
              </Dialog.Title>
            </div>
            <button
              type="button"
              className={iconButton}
              aria-expanded={showIngredients}
              aria-controls="cooking-ingredients"
              onClick={() => setShowIngredients((shown) => !shown)}
            >
              <List aria-hidden className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only">{showIngredients ? t('hide') : t('show')}</span>
            </button>
            <ToggleButton className={iconButton} pressed={dark} onPressedChange={setDark}>
              {dark ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
              <span className="sr-only">{t('dark')}</span>
            </ToggleButton>
            <Dialog.Close className={iconButton} aria-label={t('exit.label')}>
              <X aria-hidden className="h-5 w-5" />
              {t('exit')}
            </Dialog.Close>
          </header>

          <div className="flex min-h-0 flex-1">
            <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
              <CookingStep
                index={current}
                total={steps.length}
                step={steps[current] ?? {}}
                dark={dark}
                timer={timer}
                onStartTimer={(minutes) => {
                  unlockAudio();
                  setAlarmStep(null);
                  start(current, minutes);
                }}
                onPause={pause}
                onResume={resume}
                onReset={() => {
                  setAlarmStep(null);
                  reset();
                }}
                alarmStep={alarmStep}
                onDismissAlarm={() => setAlarmStep(null)}
                onGoToStep={go}
              />
            </div>
            {showIngredients && (
              <aside
                id="cooking-ingredients"
                aria-label={recipeText('ingredients')}
                className={`absolute inset-x-0 bottom-0 top-[4.5rem] z-10 overflow-y-auto p-5 sm:static sm:w-96 sm:border-s ${
                  dark ? 'bg-indigo-900 sm:border-white/10' : 'bg-sand-50 sm:border-sand-200'
                }`}
              >
                <h2 className="mb-1 font-display text-2xl font-light">{recipeText('ingredients')}</h2>
                <p className={`mb-4 text-sm ${dark ? 'text-sand-300' : 'text-ink-soft'}`}>
                  {t('for', { count: servings })}
                </p>
                <IngredientList
                  ingredients={recipe.ingredients}
                  factor={factor}
                  checked={checked}
                  onToggle={onToggleIngredient}
                  tone={dark ? 'dark' : 'light'}
                />
                {recipe.linked_products.length > 0 && (
                  <AddRecipePieces productIds={recipe.linked_products} dark={dark} className="mt-6" />
                )}
              </aside>
            )}
          </div>

          <footer
            className={`border-t px-4 py-3 sm:px-8 sm:py-4 ${dark ? 'border-white/10' : 'border-sand-200'}`}
          >
            <StepNavigation current={current} total={steps.length} dark={dark} onGo={go} />
          </footer>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
