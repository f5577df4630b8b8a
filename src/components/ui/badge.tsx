import type { ReactNode } from 'react';

export type BadgeTone =
  'neutral' | 'clay' | 'indigo' | 'saffron' | 'green' | 'yellow' | 'red' | 'blue' | 'grey';

// Every pair passes WCAG AA for small text.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-sand-100 text-ink border-sand-300',
  clay: 'bg-clay-600 text-white border-clay-600',
  indigo: 'bg-indigo-800 text-white border-indigo-800',
  saffron: 'bg-saffron-300 text-ink border-saffron-400',
  green: 'bg-mint-100 text-mint-700 border-mint-600/40',
  yellow: 'bg-amber-100 text-amber-900 border-amber-300',
  red: 'bg-red-50 text-red-800 border-red-300',
  blue: 'bg-sky-50 text-sky-900 border-sky-300',
  grey: 'bg-stone-100 text-stone-700 border-stone-300',
};

export function Badge({
  tone = 'neutral',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-[0.68rem] font-semibold uppercase tracking-[0.14em] ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
