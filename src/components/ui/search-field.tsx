import { forwardRef, type InputHTMLAttributes } from 'react';

interface SearchFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange'> {
  id: string;
  /** The field's name for screen readers, in a visually hidden label (the placeholder is not one). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search input with its hidden label: the header's field, the phone menu's and the search page's. */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { id, label, value, onValueChange, ...props },
  ref,
) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* The caller's attributes first: the label's link, the type and the value are this field's own. */}
      <input
        {...props}
        ref={ref}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
});
