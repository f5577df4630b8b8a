import { forwardRef, type InputHTMLAttributes } from 'react';

interface LabelledInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: string;
  /** Visually hidden by default: a field whose placeholder and place say what it is for. */
  labelClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * An input with its label, styled by the caller: the search fields (header, phone menu, search page)
 * and the newsletter sign-up.
 */
export const LabelledInput = forwardRef<HTMLInputElement, LabelledInputProps>(function LabelledInput(
  { id, label, labelClassName = 'sr-only', value, onValueChange, ...props },
  ref,
) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {/* The caller's attributes first: the label's link and the value are this field's own. */}
      <input
        {...props}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
});
