import { forwardRef, useId, type InputHTMLAttributes } from 'react';

import { PASSWORD_MIN_LENGTH } from '@rules/password';

import { useFormsText } from '../i18n/forms';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Why the password cannot be used; announced as it appears. */
  error?: string | null;
}

/**
 * A new-password input that states the rule under it (read with the field through
 * aria-describedby) and announces what is wrong before the form is sent.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, id, ...props },
  ref,
) {
  const generated = useId();
  const t = useFormsText();
  const inputId = id ?? generated;
  const ruleId = `${inputId}-rule`;
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type="password"
        autoComplete="new-password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ruleId} ${errorId}` : ruleId}
        className={`mt-1.5 block h-12 w-full rounded-md border bg-white px-4 text-base text-ink focus:outline-none focus:ring-2 ${
          error
            ? 'border-clay-700 focus:ring-clay-600/30'
            : 'border-sand-300 focus:border-indigo-700 focus:ring-indigo-700/20'
        }`}
        {...props}
      />
      <p id={ruleId} className="mt-1.5 text-sm text-ink-soft">
        {t('pw.rule', { min: PASSWORD_MIN_LENGTH })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-clay-700">
          {error}
        </p>
      )}
    </div>
  );
});
