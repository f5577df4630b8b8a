import { isProductCategory, PRODUCT_TYPES } from '@/lib/constants';

/** The shop's URL state (SPEC §2 query parameters plus a sort order), shareable and back-button safe. */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;
export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

export interface ShopFilters {
  category: string | null;
  search: string | null;
  type: string | null;
  featured: boolean;
  isNew: boolean;
  artisan: boolean;
  sort: ShopSort;
}

const isSort = (value: string | null): value is ShopSort =>
  SORT_OPTIONS.some((option) => option.value === value);
const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';

/** Characters that would break PostgREST's or=() grammar or act as wildcards are dropped from a search. */
export function cleanSearchTerm(raw: string | null): string | null {
  const cleaned = (raw ?? '')
    .replace(/[%*_,()"\\:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned || null;
}

export function readShopFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  return {
    category: params.get('category')?.trim().toLowerCase() || null,
    search: cleanSearchTerm(params.get('search')),
    type: params.get('type')?.trim().toLowerCase() || null,
    featured: flag(params, 'featured'),
    isNew: flag(params, 'new'),
    artisan: flag(params, 'artisan'),
    sort: isSort(sort) ? sort : 'newest',
  };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function categoryLabel(category: string): string {
  return capitalise(category);
}

export function productTypeLabel(type: string): string {
  return PRODUCT_TYPES.find((t) => t.value === type)?.label ?? capitalise(type.replace(/-/g, ' '));
}

/** The heading of the shop for the current filters, e.g. "Ceramics" or "New Arrivals". */
export function shopTitle(filters: ShopFilters): string {
  if (filters.search) return `Results for “${filters.search}”`;
  if (filters.featured) return 'Featured Items';
  if (filters.isNew) return 'New Arrivals';
  if (filters.artisan) return 'Artisan Spotlight';
  if (filters.type) return productTypeLabel(filters.type);
  if (filters.category && isProductCategory(filters.category)) {
    return categoryLabel(filters.category);
  }
  return 'Shop';
}
