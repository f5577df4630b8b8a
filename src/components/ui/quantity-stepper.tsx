import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';

import { useUiText } from './i18n';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers, e.g. "Quantity of Fes Blue Tea Bowl". */
  label: string;
  min?: number;
  /** Upper bound, e.g. the stock left; unbounded when undefined. */
  max?: number;
  /** Why the quantity stops at `max`, said when a typed quantity is brought down to it. */
  maxNote?: string;
  size?: 'sm' | 'md';
}

/**
 * A minus / typed value / plus control. Minus is disabled at the minimum (SPEC: 1), plus at the
 * maximum. A typed quantity is taken on Enter or when the field is left, brought within the bounds,
 * and the reason is said in a polite live region beside it.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max,
  maxNote,
  size = 'md',
}: QuantityStepperProps) {
  const t = useUiText();
  const noteId = useId();
  // What the shopper is typing, until they commit it; null shows the value.
  const [typing, setTyping] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // The buttons' change is spoken too: focus stays on the button, away from the number.
  const [spoken, setSpoken] = useState('');
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  const button = `inline-flex ${box} items-center justify-center text-ink transition-colors hover:bg-sand-200 disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent`;

  function step(next: number) {
    setNote(null);
    setSpoken(t('qty.now', { n: next }));
    onChange(next);
  }

  function commit() {
    if (typing === null) return;
    setTyping(null);
    const typed = Number.parseInt(typing, 10);
    if (Number.isNaN(typed)) return; // left empty: the quantity stays as it was
    let next = typed;
    if (max !== undefined && typed > max) next = max;
    if (next < min) next = min;
    setNote(
      next === typed
        ? null
        : typed > next
          ? (maxNote ?? t('qty.max', { n: next }))
          : t('qty.min', { n: min }),
    );
    if (next !== value) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className="inline-flex flex-col">
      <div
        role="group"
        aria-label={label}
        className="inline-flex items-center self-start rounded-full border border-ink/20 bg-white"
      >
        <button
          type="button"
          aria-label={t('qty.dec')}
          disabled={atMin}
          onClick={() => step(value - 1)}
          className={`${button} rounded-s-full`}
        >
          <Minus aria-hidden className="h-4 w-4" />
        </button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={t('qty')}
          aria-describedby={note ? noteId : undefined}
          value={typing ?? String(value)}
          onChange={(event) => setTyping(event.target.value.replace(/\D/g, '').slice(0, 4))}
          onBlur={commit}
          onKeyDown={onKeyDown}
          className="w-10 bg-transparent text-center text-sm font-semibold tabular-nums text-ink focus:outline-none focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-indigo-700/40"
        />
        <button
          type="button"
          aria-label={t('qty.inc')}
          disabled={atMax}
          onClick={() => step(value + 1)}
          className={`${button} rounded-e-full`}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <p id={noteId} role="status" className="text-sm text-clay-700 [&:not(:empty)]:mt-1.5">
        {note}
      </p>
      <span aria-live="polite" className="sr-only">
        {spoken}
      </span>
    </div>
  );
}
