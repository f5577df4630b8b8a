import type { Locale } from '@rules/locales';

import type { Database } from '@/types/database.types';

import { getDatabase, request } from './supabase';

/**
 * The site search (rpc search_site), shared by the header's suggestions and the /search page. The
 * database ranks, corrects spelling and counts; this only asks and names where each result lives.
 */
export type SearchRow = Database['public']['Functions']['search_site']['Returns'][number];
export type SearchKind = 'product' | 'collection' | 'recipe' | 'ritual' | 'article';

export interface SearchRequest {
  q: string;
  kinds?: SearchKind[];
  limit: number;
  offset?: number;
  /** The page's language: titles and excerpts in it where translated (row.lang says which are not). */
  locale?: Locale;
}

export interface SearchAnswer {
  rows: SearchRow[];
  total: number;
  /** False when the catalogue holds more matches than the search ranks: "at least total". */
  exact: boolean;
  /** The query that ran instead, when the shopper's words found nothing as typed. */
  corrected: string | null;
}

/** The search page's address for a query (and a page of it). */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** Where a result opens. Pages (kind article) live at the root, e.g. /delivery. */
export function resultHref(row: Pick<SearchRow, 'kind' | 'slug'>): string {
  const base: Record<string, string> = {
    product: '/product/',
    collection: '/collection/',
    recipe: '/recipe/',
    ritual: '/ritual/',
  };
  return `${base[row.kind] ?? '/'}${row.slug}`;
}

/** Whether a result's field is shown in English on a page in another language (row.lang, from search_site). */
export function englishField(row: Pick<SearchRow, 'lang'>, field: 'title' | 'excerpt'): 'en' | undefined {
  const lang = row.lang;
  return typeof lang === 'object' && lang !== null && !Array.isArray(lang) && lang[field] === 'en'
    ? 'en'
    : undefined;
}

/** Asked through PostgREST's own client (getDatabase), so /search needs no supabase-js to show results. */
export async function searchSite({
  q,
  kinds,
  limit,
  offset = 0,
  locale,
}: SearchRequest): Promise<SearchAnswer> {
  const data = await request(getDatabase, (database) =>
    database.rpc('search_site', {
      q,
      lim: limit,
      off: offset,
      ...(kinds ? { kinds } : {}),
      ...(locale ? { p_locale: locale } : {}),
    }),
  );
  const first = data[0];
  return {
    rows: data,
    total: first?.total ?? 0,
    exact: first?.total_exact ?? true,
    corrected: first?.corrected ?? null,
  };
}
