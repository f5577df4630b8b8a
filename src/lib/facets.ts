import { arrayOf, fields, nullable, number, record, text, type JsonReader } from './json-reader';

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

export const readFacet: JsonReader<FacetChoice[]> = arrayOf(
  record({ value: text, count: number, min: nullable(number), max: nullable(number) }),
);

/** The page of a list and its place in the whole: what paginated browse answers share. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Suggestions for when nothing matches. */
  popular: T[];
}

/** What a browse rpc answers: a page of the list and every facet's counts (`Facets`, by filter). */
export type BrowsePage<T, Facets> = ListPage<T> & { facets: Facets };

/** A browse rpc's answer, its items read with `item` and its facets with `facets`. */
export const readBrowsePage =
  <T, Facets>(item: JsonReader<T>, facets: JsonReader<Facets>): JsonReader<BrowsePage<T, Facets>> =>
  (value, path) => {
    const field = fields(value, path);
    return {
      items: field('items', arrayOf(item)),
      total: field('total', number),
      page: field('page', number),
      pageSize: field('page_size', number),
      popular: field('popular', arrayOf(item)),
      facets: field('facets', facets),
    };
  };
