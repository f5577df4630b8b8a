import { formatAmount } from '@rules/money';

import { isProductCategory } from '@/lib/constants';
import type { FacetChoice } from '@/lib/facets';
import { readPage } from '@/lib/pages';

import type { ChromeMessageId } from '@/components/layout/i18n';
import type { Translate } from '@/lib/i18n/use-messages';

import type { ShopMessageId } from './i18n/shop';
import { categoryLabel, productTypeLabel } from './labels';
import type { CatalogLabels } from './use-labels';

export { categoryLabel, productTypeLabel };

/**
 * The shop's URL state: the menu's parameters (category, type, featured, new, artisan = Artisan
 * Spotlight, search), the facets (collection, price band, stock, maker = the artisan's name), the sort
 * and the page. Every choice is a link to another URL, so a view can be shared and Back restores it.
 */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const;
export type ShopSort = (typeof SORT_OPTIONS)[number]['value'];

/** 'in': in-stock pieces only (the shop's default); 'all': sold-out pieces too. */
export type StockChoice = 'in' | 'all';

export interface ShopFilters {
  category: string | null;
  collection: string | null;
  price: string | null;
  stock: StockChoice;
  maker: string | null;
  search: string | null;
  type: string | null;
  featured: boolean;
  isNew: boolean;
  artisan: boolean;
  sort: ShopSort;
  page: number;
}

export const isShopSort = (value: string | null): value is ShopSort =>
  SORT_OPTIONS.some((option) => option.value === value);
const flag = (params: URLSearchParams, name: string) => params.get(name) === 'true';
const word = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

/** Control characters and wildcards never reach the query; spaces are folded. */
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
    category: word(params, 'category')?.toLowerCase() ?? null,
    collection: word(params, 'collection')?.toLowerCase() ?? null,
    price: word(params, 'price'),
    stock: params.get('stock') === 'all' ? 'all' : 'in',
    maker: word(params, 'maker'),
    search: cleanSearchTerm(params.get('search')),
    type: word(params, 'type')?.toLowerCase() ?? null,
    featured: flag(params, 'featured'),
    isNew: flag(params, 'new'),
    artisan: flag(params, 'artisan'),
    sort: isShopSort(sort) ? sort : 'newest',
    page: readPage(params),
  };
}

/**
 * The query string of a view, parameters in a fixed order and defaults left out, so one view has one
 * address. Changing any filter goes back to the first page; `change.page` alone keeps the filters.
 */
export function shopQuery(filters: ShopFilters, change: Partial<ShopFilters> = {}): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  const put = (name: string, value: string | null | false) => {
    if (value) params.set(name, value);
  };
  put('category', next.category);
  put('collection', next.collection);
  put('price', next.price);
  put('stock', next.stock === 'all' && 'all');
  put('maker', next.maker);
  put('type', next.type);
  put('featured', next.featured && 'true');
  put('new', next.isNew && 'true');
  put('artisan', next.artisan && 'true');
  put('search', next.search);
  put('sort', next.sort !== 'newest' && next.sort);
  put('page', next.page > 1 && String(next.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The address of a view of /shop, for links. */
export const shopHref = (filters: ShopFilters, change: Partial<ShopFilters> = {}) =>
  `/shop${shopQuery(filters, change)}`;

const mad = (amount: number) => formatAmount(amount, 'MAD');

/** "Under 150 MAD", "150–250 MAD", "400 MAD and over": the bands browse_products counts, in MAD. */
export function priceBandLabel({ min, max }: Pick<FacetChoice, 'min' | 'max'>): string {
  if (min === null && max !== null) return `Under ${mad(max)}`;
  if (min !== null && max === null) return `${mad(min)} and over`;
  return `${min ?? 0}–${mad(max ?? 0)}`;
}

/** How a shop view's words are told: the shop catalogue's messages and the page's names of things. */
export interface ShopWords {
  t: Translate<ShopMessageId>;
  labels: CatalogLabels;
  chrome: Translate<ChromeMessageId>;
  /** A MAD amount in the page's language. */
  mad: (amount: number) => string;
}

/** priceBandLabel in the page's language. */
export function localPriceBand({ min, max }: Pick<FacetChoice, 'min' | 'max'>, words: ShopWords): string {
  if (min === null && max !== null) return words.t('price.under', { max: words.mad(max) });
  if (min !== null && max === null) return words.t('price.over', { min: words.mad(min) });
  return words.t('price.band', { min: min ?? 0, max: words.mad(max ?? 0) });
}

/** shopTitle in the page's language. */
export function localShopTitle(filters: ShopFilters, { t, labels, chrome }: ShopWords): string {
  if (filters.search) return t('results', { term: filters.search });
  if (filters.featured) return t('title.featured');
  if (filters.isNew) return t('title.new');
  if (filters.artisan) return t('title.artisan');
  if (filters.type) return labels.productType(filters.type);
  if (filters.category && isProductCategory(filters.category)) return labels.category(filters.category);
  return chrome('nav.shop');
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
