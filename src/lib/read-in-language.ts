import type { Locale } from '@rules/locales';

import { dataOf, type Answer, type SupabaseDatabase } from './supabase';

/**
 * A read of rows with their translation in the page's language embedded (`base`: the table, its
 * columns, the translations' locale), which each caller narrows (a filter, an order, a limit) and
 * which `localize` turns into what screens show: the translated fields where written, else English.
 */
export const readInLanguage =
  <Rows, Query extends PromiseLike<Answer<Rows>>, Shown>(
    base: (database: SupabaseDatabase, locale: Locale) => Query & PromiseLike<Answer<Rows>>,
    localize: (rows: Rows, locale: Locale) => Shown[],
  ) =>
  async (database: SupabaseDatabase, locale: Locale, narrow: (query: Query) => Query): Promise<Shown[]> =>
    localize(await dataOf(narrow(base(database, locale))), locale);
