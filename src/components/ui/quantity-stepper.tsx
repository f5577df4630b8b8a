import { Minus, Plus } from 'lucide-react';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** What is being counted, for screen readers, e.g. "Quantity of Fes Blue Tea Bowl". */
  label: string;
  min?: number;
  /** Upper bound, e.g. the stock left; unbounded when undefined. */
  max?: number;
  size?: 'sm' | 'md';
}

/** A minus / value / plus control. Minus is disabled at the minimum (SPEC: 1), plus at the maximum. */
export function QuantityStepper({ value, onChange, label, min = 1, max, size = 'md' }: QuantityStepperProps) {
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;
  const box = size === 'sm' ? 'h-9 w-9' : 'h-11 w-11';
  const button = `inline-flex ${box} items-center justify-center text-ink transition-colors hover:bg-sand-200 disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent`;
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-ink/20 bg-white"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        disabled={atMin}
        onClick={() => onChange(value - 1)}
        className={`${button} rounded-l-full`}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className="min-w-[2.5rem] text-center text-sm font-semibold tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        disabled={atMax}
        onClick={() => onChange(value + 1)}
        className={`${button} rounded-r-full`}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
