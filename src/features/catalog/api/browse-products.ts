import { DEFAULT_LOCALE, type Locale } from '@rules/locales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { useLocale } from '@/lib/i18n/locale';
import { readBrowsePage, readFacet, type BrowsePage, type FacetChoice } from '@/lib/facets';
import {
  arrayOf,
  boolean,
  nullable,
  number,
  oneOf,
  optional,
  record,
  text,
  type JsonReader,
} from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import { ProductsChecks } from '@/types/database.types';

import type { ShopFilters } from '../shop-filters';
import type { CardLanguages, LocalizedSummary } from '../types';

/** Products per page of /shop: four rows of three on a desktop. */
export const SHOP_PAGE_SIZE = 12;

export interface ShopFacets {
  category: FacetChoice[];
  collection: FacetChoice[];
  price: FacetChoice[];
  stock: FacetChoice[];
  maker: FacetChoice[];
}

export type ShopPage = BrowsePage<LocalizedSummary, ShopFacets>;

const checks = ProductsChecks;

const readLanguages: JsonReader<CardLanguages> = record({ title: optional(text), alt_text: optional(text) });

const readCard: JsonReader<LocalizedSummary> = record({
  id: text,
  slug: text,
  title: text,
  price: number,
  price_varies: boolean,
  image_url: nullable(text),
  alt_text: nullable(text),
  category: oneOf(checks.category),
  product_type: oneOf(checks.product_type),
  collection: nullable(text),
  tags: arrayOf(text),
  is_featured: boolean,
  is_new: boolean,
  in_stock: boolean,
  created_at: text,
  lang: optional(readLanguages),
});

const readShopPage: JsonReader<ShopPage> = readBrowsePage(
  readCard,
  record({
    category: readFacet,
    collection: readFacet,
    price: readFacet,
    stock: readFacet,
    maker: readFacet,
  }),
);

/** rpc browse_products: the page of /shop for the URL's filters, its total and every facet's counts. */
export async function browseProducts(
  filters: ShopFilters,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ShopPage> {
  const data = await request(getDatabase, (supabase) =>
    supabase.rpc('browse_products', {
      p_category: filters.category ?? undefined,
      p_collection: filters.collection ?? undefined,
      p_price: filters.price ?? undefined,
      p_stock: filters.stock,
      p_maker: filters.maker ?? undefined,
      p_type: filters.type ?? undefined,
      p_featured: filters.featured,
      p_new: filters.isNew,
      p_spotlight: filters.artisan,
      p_search: filters.search ?? undefined,
      p_sort: filters.sort,
      p_page: filters.page,
      p_page_size: SHOP_PAGE_SIZE,
      p_locale: locale,
    }),
  );
  return readShopPage(data, 'browse_products');
}

export const browseProductsQueryOptions = (filters: ShopFilters, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ['products', 'browse', filters, locale],
    queryFn: () => browseProducts(filters, locale),
  });

export function useBrowseProducts(filters: ShopFilters) {
  const locale = useLocale();
  // While another view loads, the previous one stays on screen (dimmed) instead of a spinner.
  return useQuery({ ...browseProductsQueryOptions(filters, locale), placeholderData: keepPreviousData });
}
