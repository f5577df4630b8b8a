import type { InputHTMLAttributes } from 'react';

import { useCheckoutText } from '../i18n';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  optional?: boolean;
  invalid?: boolean;
}

/** A labelled input of the shipping form; required fields are marked for sight and for screen readers. */
export function FormField({
  id,
  label,
  optional = false,
  invalid = false,
  className = '',
  ...props
}: FormFieldProps) {
  const t = useCheckoutText();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? (
          <span className="ms-1.5 font-normal text-ink-muted">{t('optional')}</span>
        ) : (
          <span aria-hidden="true" className="ms-0.5 text-clay-700">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={id}
        aria-required={!optional || undefined}
        aria-invalid={invalid || undefined}
        className={`mt-1.5 block h-12 w-full rounded-md border bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 ${
          invalid
            ? 'border-clay-700 focus:ring-clay-600/30'
            : 'border-sand-300 focus:border-indigo-700 focus:ring-indigo-700/20'
        }`}
        {...props}
      />
    </div>
  );
}
