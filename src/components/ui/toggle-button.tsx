import type { ButtonHTMLAttributes } from 'react';

interface ToggleButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-pressed'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** A button that is on or off (aria-pressed says which), flipping with each press. */
export function ToggleButton({ pressed, onPressedChange, ...props }: ToggleButtonProps) {
  return (
    <button {...props} type="button" aria-pressed={pressed} onClick={() => onPressedChange(!pressed)} />
  );
}
