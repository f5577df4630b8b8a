import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown after the label in a quieter tone, e.g. "(optional)". */
  hint?: ReactNode;
  /** Error text; marks the input invalid and is announced with it. */
  error?: string | null;
}

/** A labelled text input with an optional hint and an error wired up through aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className = '', ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
        {hint && <span className="ms-1.5 font-normal text-ink-muted">{hint}</span>}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 block h-12 w-full rounded-md border bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 ${
          error
            ? 'border-clay-700 focus:ring-clay-600/30'
            : 'border-sand-300 focus:border-indigo-700 focus:ring-indigo-700/20'
        }`}
        {...props}
      />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-clay-700">
          {error}
        </p>
      )}
    </div>
  );
});
