/** The outer query that turns a row set into PostgREST's JSON body and a row count. */
import type { ResponseFormat } from '../parse/headers';

/**
 * CSV as PostgREST renders it: the first row's keys as the header, then each row's composite text
 * without its parentheses (Postgres quotes values holding commas, quotes or spaces).
 */
const CSV_BODY = `(select coalesce(string_agg(pgrst_k, ','), '') from json_object_keys(json_agg(pgrst_t) -> 0) as pgrst_k)
  || chr(10) || coalesce(string_agg(substring(pgrst_t::text, 2, length(pgrst_t::text) - 2), chr(10)), '')`;

export function jsonBodySql(inner: string, format: ResponseFormat): string {
  if (format.csv) return `select ${CSV_BODY} as body, count(*)::int as page_total from (${inner}) as pgrst_t`;
  if (format.geojson) {
    // PostgREST's GeoJSON body; without PostGIS, Postgres itself refuses it (42883), as on hosted.
    const features = `coalesce(json_agg(st_asgeojson(pgrst_t)::json), '[]')`;
    const body = `json_build_object('type', 'FeatureCollection', 'features', ${features})::text`;
    return `select ${body} as body, count(*)::int as page_total from (${inner}) as pgrst_t`;
  }
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
