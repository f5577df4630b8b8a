import { SIZES } from '@/lib/constants';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A line's options in words: { size: 'small' } -> "Size: Small 15cm". Empty when there are none. */
export function variantText(variant: Record<string, unknown> | null | undefined): string {
  if (!variant) return '';
  return Object.keys(variant)
    .sort()
    .map((name) => {
      const value = String(variant[name]);
      const label =
        name === 'size' && value in SIZES ? SIZES[value as keyof typeof SIZES] : capitalise(value);
      return `${capitalise(name)}: ${label}`;
    })
    .join(' · ');
}
