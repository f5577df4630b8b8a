/** GET / HEAD on a table or view. */
import { parseRange } from '../parse/headers';
import { parseQueryParams, type QueryParams } from '../parse/query-params';
import { parseSelect } from '../parse/select';
import type { Relation } from '../schema-cache';
import { qualifiedIdent, SqlBuilder } from '../sql/builder';
import { assertAllPathsUsed, newReadContext, renderNode, type ReadSource } from '../sql/read';
import { countSql, jsonBodySql, type JsonBodyRow } from '../sql/wrap';
import type { RestRequest } from './context';
import { inRequestTransaction } from './context';
import { checkMaxAffected, contentRange, jsonResponse, readStatus, singleObjectError } from './response';

/** Applies `Range: a-b` when the query string does not page the root itself. */
export function applyRangeHeader(rest: RestRequest, params: QueryParams): void {
  const root = params.resources.get('')!;
  const range = parseRange(rest.req.headers);
  if (!range || root.limit !== undefined || root.offset !== undefined) return;
  root.offset = range.offset;
  if (range.limit !== undefined) root.limit = range.limit;
}

export interface ReadQuery {
  body: { text: string; params: unknown[] };
  count: { text: string; params: unknown[] } | null;
}

/** Builds the body query and, when a count is wanted, the count query over the same source. */
export function buildReadQuery(
  rest: RestRequest,
  params: QueryParams,
  source: (sql: SqlBuilder) => ReadSource,
): ReadQuery {
  const select = parseSelect(params.select);
  const sql = new SqlBuilder();
  const ctx = newReadContext(rest.cache, sql, params);
  const inner = renderNode(ctx, source(sql), select, '');
  assertAllPathsUsed(ctx);
  const body = { text: jsonBodySql(inner, rest.format), params: sql.params };
  if (!rest.prefs.count) return { body, count: null };
  const countBuilder = new SqlBuilder();
  const countCtx = newReadContext(rest.cache, countBuilder, params);
  const countInner = renderNode(countCtx, source(countBuilder), select, '', { forCount: true });
  return { body, count: { text: countSql(countInner), params: countBuilder.params } };
}

/**
 * Runs a read (or a function call shaped as one). The checks that refuse the answer run inside the
 * transaction, so a function's writes are rolled back with them, as PostgREST does. `maxAffected`
 * (functions only) applies `Prefer: handling=strict, max-affected=n` to the rows returned.
 */
export async function answerRead(
  rest: RestRequest,
  params: QueryParams,
  query: ReadQuery,
  { maxAffected = false, forTable = false }: { maxAffected?: boolean; forTable?: boolean } = {},
): Promise<Response> {
  const { rows, total } = await inRequestTransaction(rest, async (tx) => {
    const result = await tx.query<JsonBodyRow>(query.body.text, query.body.params);
    const counted = query.count
      ? await tx.query<{ total: number }>(query.count.text, query.count.params)
      : null;
    const row = result.rows[0]!;
    if (rest.format.single && row.page_total !== 1) throw singleObjectError(row.page_total);
    if (maxAffected) checkMaxAffected(rest, row.page_total);
    return { rows: row, total: counted ? counted.rows[0]!.total : null };
  });
  const offset = params.resources.get('')!.offset ?? 0;
  const status = rest.format.single ? 200 : readStatus(offset, rows.page_total, total);
  const body = rest.req.method === 'HEAD' ? null : rows.body;
  // A read reports only the preferences that act on reads (PostgREST 12 leaves out return=, …).
  const { count, tx, handling, timezone } = rest.prefs;
  const applied = forTable ? { count, tx, handling, timezone } : rest.prefs;
  return jsonResponse(status, body, rest.format, applied, {
    'content-range': contentRange(offset, rows.page_total, total),
  });
}

export async function readRelation(rest: RestRequest, relation: Relation): Promise<Response> {
  const params = parseQueryParams(rest.url.searchParams);
  applyRangeHeader(rest, params);
  const query = buildReadQuery(rest, params, () => ({
    from: qualifiedIdent(relation.schema, relation.name),
    relation,
  }));
  return answerRead(rest, params, query, { forTable: true });
}
