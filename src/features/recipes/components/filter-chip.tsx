import type { ReactNode } from 'react';

/** A toggle chip of a filter group; aria-pressed tells assistive technology which one is on. */
export function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`min-h-[2.25rem] rounded-full border px-4 text-sm capitalize transition-colors ${
        pressed
          ? 'border-indigo-800 bg-indigo-800 text-white'
          : 'border-sand-300 bg-white text-ink hover:border-indigo-700 hover:text-indigo-800'
      }`}
    >
      {children}
    </button>
  );
}
