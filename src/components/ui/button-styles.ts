/** Button looks, shared by <Button>, <ButtonLink> and any link that should look like a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors duration-200 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-indigo-800 text-white hover:bg-indigo-900',
  secondary: 'border border-ink/70 bg-transparent text-ink hover:bg-ink hover:text-sand-50',
  ghost: 'bg-transparent text-ink hover:bg-sand-200/70',
  accent: 'bg-clay-600 text-white hover:bg-clay-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-xs',
  md: 'h-11 px-6 text-sm',
  lg: 'min-h-[3.25rem] px-8 text-sm uppercase tracking-[0.14em]',
};

/** Class names of a button, for links that should look like one. */
export function buttonClassName(
  { variant = 'primary', size = 'md' }: { variant?: ButtonVariant; size?: ButtonSize } = {},
  extra = '',
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/** A quiet small-caps link on its own ("Shop all", "View all rituals"): underlined on hover. */
export const smallCapsLinkClassName =
  'text-xs font-semibold uppercase tracking-label text-clay-700 underline-offset-8 hover:underline';
