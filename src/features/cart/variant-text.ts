import { SIZES, type Size } from '@/lib/constants';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How a size reads on screen: "Size: Small 15cm" in English (see useVariantText for the page's language). */
export type SizeWords = (size: Size) => string;

const englishSize: SizeWords = (size) => `Size: ${SIZES[size]}`;

/**
 * A line's options in words: { size: 'small' } -> "Size: Small 15cm". Empty when there are none.
 * Options other than the size have no translation yet and read as their stored value.
 */
export function variantText(
  variant: Record<string, unknown> | null | undefined,
  sizeWords: SizeWords = englishSize,
): string {
  if (!variant) return '';
  return Object.keys(variant)
    .sort()
    .map((name) => {
      const value = String(variant[name]);
      if (name === 'size' && value in SIZES) return sizeWords(value as Size);
      return `${capitalise(name)}: ${capitalise(value)}`;
    })
    .join(' · ');
}
