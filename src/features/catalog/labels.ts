import { PRODUCT_TYPES } from '@/lib/constants';

/** Names of categories and product types as the shop shows them (kept small: product pages load it). */
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function categoryLabel(category: string): string {
  return capitalise(category);
}

export function productTypeLabel(type: string): string {
  return PRODUCT_TYPES.find((t) => t.value === type)?.label ?? capitalise(type.replace(/-/g, ' '));
}
