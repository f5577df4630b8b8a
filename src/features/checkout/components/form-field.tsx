import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

import { useCheckoutText } from '../i18n';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  optional?: boolean;
  invalid?: boolean;
}

/** What ties a control to its label and its check: its id, the same name, and whether it is invalid. */
const controlProps = (id: string, invalid: boolean) => ({
  id,
  name: id,
  'aria-invalid': invalid || undefined,
});

/**
 * A field of the shipping form: its label, then its control. A typed field is marked required for
 * sight (screen readers hear aria-required) or says it is optional; a choice from a list always has a
 * value, so it is neither.
 */
function Field({
  id,
  label,
  mark,
  className,
  children,
}: {
  id: string;
  label: string;
  mark?: 'required' | 'optional';
  className?: string;
  children: ReactNode;
}) {
  const t = useCheckoutText();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {mark === 'optional' && <span className="ms-1.5 font-normal text-ink-muted">{t('optional')}</span>}
        {mark === 'required' && (
          <span aria-hidden="true" className="ms-0.5 text-clay-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

/** A labelled input of the shipping form; required fields are marked for sight and for screen readers. */
export function FormField({
  id,
  label,
  optional = false,
  invalid = false,
  className,
  ...props
}: FormFieldProps) {
  return (
    <Field id={id} label={label} mark={optional ? 'optional' : 'required'} className={className}>
      <input
        {...controlProps(id, invalid)}
        aria-required={!optional || undefined}
        className={`mt-1.5 block h-12 w-full rounded-md border bg-white px-4 text-base text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 ${
          invalid
            ? 'border-clay-700 focus:ring-clay-600/30'
            : 'border-sand-300 focus:border-indigo-700 focus:ring-indigo-700/20'
        }`}
        {...props}
      />
    </Field>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** The choices, as [value, words] in the order shown. */
  options: readonly (readonly [string, string])[];
  /** What to say under the list. */
  note: string;
  invalid?: boolean;
}

/** A labelled choice from a list of the shipping form (the country), with a note under it. */
export function SelectField({
  id,
  label,
  options,
  note,
  invalid = false,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} className={className}>
      <select
        {...controlProps(id, invalid)}
        className="mt-1.5 block h-12 w-full rounded-md border border-sand-300 bg-white px-4 text-base text-ink focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
        {...props}
      >
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
      <p className="mt-1.5 text-xs text-ink-muted">{note}</p>
    </Field>
  );
}
