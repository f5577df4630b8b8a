/** The outer query that turns a row set into PostgREST's JSON body and a row count. */
import type { ResponseFormat } from '../parse/headers';

export function jsonBodySql(inner: string, format: ResponseFormat): string {
  const row = format.stripNulls ? 'json_strip_nulls(row_to_json(pgrst_t))' : 'pgrst_t';
  const body = format.single
    ? `case when count(*) = 1 then (json_agg(${row}) -> 0)::text end`
    : `coalesce(json_agg(${row}), '[]'::json)::text`;
  return `select ${body} as body, count(*)::int as page_total from (${inner}) as pgrst_t`;
}

export const countSql = (inner: string) => `select count(*)::int as total from (${inner}) as pgrst_c`;

export interface JsonBodyRow {
  body: string | null;
  page_total: number;
}
