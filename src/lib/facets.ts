import { arrayOf, fields, nullable, number, text, type JsonReader } from './json-reader';

/**
 * One choice of a filter as browse_products and browse_recipes count it: how many results picking it
 * gives under the other filters. Bands (price, time) also carry their bounds, [min, max).
 */
export interface FacetChoice {
  value: string;
  count: number;
  min: number | null;
  max: number | null;
}

export const readFacet: JsonReader<FacetChoice[]> = arrayOf((value, path) => {
  const field = fields(value, path);
  return {
    value: field('value', text),
    count: field('count', number),
    min: field('min', nullable(number)),
    max: field('max', nullable(number)),
  };
});

/** The page of a list and its place in the whole: what paginated browse answers share. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Suggestions for when nothing matches. */
  popular: T[];
}

export function readListPage<T>(
  value: Parameters<JsonReader<T>>[0],
  path: string,
  item: JsonReader<T>,
): ListPage<T> {
  const field = fields(value, path);
  return {
    items: field('items', arrayOf(item)),
    total: field('total', number),
    page: field('page', number),
    pageSize: field('page_size', number),
    popular: field('popular', arrayOf(item)),
  };
}

/** A page number from the URL: a whole number from 1, anything else is the first page. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageCount = (list: Pick<ListPage<unknown>, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(list.total / list.pageSize));

/** The first and last page, and the current one with its neighbours; null where pages are skipped. */
export function shownPages(page: number, pageCount: number): (number | null)[] {
  const wanted = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return wanted.flatMap((n, i) => (i > 0 && n - wanted[i - 1]! > 1 ? [null, n] : [n]));
}
