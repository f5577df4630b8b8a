import { useId } from 'react';

interface ChoiceSelectProps<V extends string> {
  /** The select's id; a generated one by default. */
  id?: string;
  label: string;
  labelClassName: string;
  value: V;
  /** Each choice's value and the words shown for it, in order. */
  options: readonly { value: V; label: string }[];
  /** A select hands back a string: only one of the choices is passed on. */
  isChoice: (value: string) => value is V;
  onChange: (value: V) => void;
  className: string;
}

/**
 * A native select of a fixed set of choices with its label (keyboard and screen readers get it for
 * free); the caller places the two in its own wrapper.
 */
export function ChoiceSelect<V extends string>({
  id,
  label,
  labelClassName,
  value,
  options,
  isChoice,
  onChange,
  className,
}: ChoiceSelectProps<V>) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <>
      <label htmlFor={selectId} className={labelClassName}>
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          if (isChoice(event.target.value)) onChange(event.target.value);
        }}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
