/**
 * POST (insert, bulk insert, upsert), PUT (single-row upsert), PATCH and DELETE on a table or
 * updatable view, with the request's filters, `Prefer: return=...` and an optional representation
 * shaped by `select=`.
 */
import type { Db } from '../../types';
import { RestError } from '../errors';
import { parseQueryParams, type QueryParams } from '../parse/query-params';
import { parseSelect } from '../parse/select';
import type { Relation } from '../schema-cache';
import { ident, qualifiedIdent, SqlBuilder } from '../sql/builder';
import { assertAllPathsUsed, newReadContext, renderNode } from '../sql/read';
import { jsonBodySql, type JsonBodyRow } from '../sql/wrap';
import { inRequestTransaction, type RestRequest } from './context';
import { checkLimited, mutationWhere } from './limited';
import { assertPutRequest, checkPut, putStatement } from './put';
import { assertColumns, payloadColumns, payloadRows, readBody, type JsonObject } from './payload';
import { checkMaxAffected, contentRange, jsonResponse, singleObjectError } from './response';

const TARGET = 'pgrst_target';

/** A data-modifying statement (without RETURNING), binding its values into the given builder. */
type Statement = (sql: SqlBuilder) => string;

function insertStatements(
  rest: RestRequest,
  relation: Relation,
  params: QueryParams,
  rows: JsonObject[],
): Statement[] {
  const table = qualifiedIdent(relation.schema, relation.name);
  const columns = payloadColumns(rows, params.columns);
  assertColumns(relation, columns);
  const conflict = conflictClause(rest, relation, params)(columns);
  const list = columns.map(ident).join(', ');
  const lacksSome = rows.some((row) => columns.some((c) => !(c in row)));
  if (rest.prefs.missing === 'default' && lacksSome) {
    // missing=default: a key absent from a row is DEFAULT there; VALUES keeps the body's row order.
    return [
      (sql) => {
        const body = sql.param(JSON.stringify(rows));
        const values = rows.map((row, i) => {
          const record = `json_populate_record(null::${table}, ${body}::json -> ${i})`;
          return `(${columns.map((c) => (c in row ? `(${record}).${ident(c)}` : 'default')).join(', ')})`;
        });
        return `insert into ${table} as ${TARGET} (${list}) values ${values.join(', ')}${conflict}`;
      },
    ];
  }
  return [
    (sql) => {
      const body = sql.param(JSON.stringify(rows));
      const source = `from json_populate_recordset(null::${table}, ${body}::json) as pgrst_body`;
      const insert =
        columns.length === 0
          ? `insert into ${table} as ${TARGET} select ${source}`
          : `insert into ${table} as ${TARGET} (${list}) select ${list} ${source}`;
      return `${insert}${conflict}`;
    },
  ];
}

function conflictClause(
  rest: RestRequest,
  relation: Relation,
  params: QueryParams,
): (columns: string[]) => string {
  const resolution = rest.prefs.resolution;
  if (!resolution) return () => '';
  const target = params.onConflict ? params.onConflict.split(',').map((c) => c.trim()) : relation.primaryKey;
  // Like PostgREST, no primary key and no on_conflict leaves a plain insert.
  if (target.length === 0) return () => '';
  assertColumns(relation, target);
  return (columns) => {
    const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`);
    const action =
      resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.join(', ')}`;
    return ` on conflict (${target.map(ident).join(', ')}) ${action}`;
  };
}

function updateStatement(relation: Relation, params: QueryParams, row: JsonObject): Statement {
  const table = qualifiedIdent(relation.schema, relation.name);
  const columns = Object.keys(row);
  assertColumns(relation, columns);
  if (columns.length === 0) return () => `select * from ${table} as ${TARGET} where false`;
  const sets = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`).join(', ');
  return (sql) => {
    const body = sql.param(JSON.stringify(row));
    const where = mutationWhere(relation, params, sql, TARGET);
    return `update ${table} as ${TARGET} set ${sets} from (select * from json_populate_record(null::${table}, ${body}::json)) as pgrst_body${where}`;
  };
}

const deleteStatement =
  (relation: Relation, params: QueryParams): Statement =>
  (sql) =>
    `delete from ${qualifiedIdent(relation.schema, relation.name)} as ${TARGET}${mutationWhere(relation, params, sql, TARGET)}`;

async function buildMutation(
  rest: RestRequest,
  relation: Relation,
  params: QueryParams,
): Promise<Statement[]> {
  if (relation.kind === 'composite') throw new RestError(405, 'PGRST105', 'Not a table or view');
  const method = rest.req.method;
  if (method === 'DELETE') return [deleteStatement(relation, params)];
  if (method === 'PUT') assertPutRequest(relation, params);
  const { value, csv } = await readBody(rest.req, { forFunction: false });
  const { rows, bulk } = payloadRows(value, params.columns !== null);
  if (method === 'PUT') return [putStatement(relation, params, rows, TARGET)];
  if (method === 'PATCH') {
    // A CSV body is always a list; one data line updates like a JSON object.
    if (bulk && !(csv && rows.length === 1)) {
      throw new RestError(400, 'PGRST102', 'Bulk updates need a single JSON object body');
    }
    return [updateStatement(relation, params, rows[0] ?? {})];
  }
  // PostgREST takes a CSV body's columns from its header line, not from `columns=`.
  return insertStatements(rest, relation, csv ? { ...params, columns: null } : params, rows);
}

/** `with m0 as (... returning *), ... select <representation> from (m0 union all m1 ...)` */
function representationQuery(
  rest: RestRequest,
  relation: Relation,
  params: QueryParams,
  statements: Statement[],
  upsert: boolean,
) {
  const sql = new SqlBuilder();
  const marker = upsert ? `, ${INSERTED}` : '';
  const ctes = statements.map(
    (statement, i) => `pgrst_m${i} as (${statement(sql)} returning ${TARGET}.*${marker})`,
  );
  const columns = upsert ? relation.columns.map((c) => ident(c.name)).join(', ') : '*';
  const union = statements.map((_, i) => `select ${columns} from pgrst_m${i}`).join(' union all ');
  // The rows written are the representation: a limited write's limit/offset are not applied twice.
  const resources = new Map(params.resources);
  resources.set('', { ...params.resources.get('')!, limit: undefined, offset: undefined });
  const ctx = newReadContext(rest.cache, sql, { ...params, resources });
  const inner = renderNode(ctx, { from: `(${union})`, relation }, parseSelect(params.select), '', {
    skipConditions: true,
  });
  assertAllPathsUsed(ctx);
  const inserted = upsert
    ? statements.map((_, i) => `(select count(*) from pgrst_m${i} where pgrst_inserted)`).join(' + ')
    : 'null';
  const body = `select pgrst_b.*, (${inserted})::int as inserted from (${jsonBodySql(inner, rest.format)}) as pgrst_b`;
  return { text: `with ${ctes.join(', ')} ${body}`, params: sql.params };
}

/** True for a row an upsert inserted (a row it updated has a non-zero xmax). */
const INSERTED = `(${TARGET}.xmax = 0) as pgrst_inserted`;

interface Written {
  affected: number;
  /** Rows an upsert inserted (null when not an upsert). */
  inserted: number | null;
}

async function runMinimal(tx: Db, statements: Statement[], upsert: boolean): Promise<Written> {
  let affected = 0;
  let inserted = 0;
  for (const statement of statements) {
    // Without RETURNING, so an insert-only policy (no SELECT policy) still allows the insert. An
    // upsert's update needs the SELECT policy anyway, so it returns which rows it inserted.
    const sql = new SqlBuilder();
    const text = statement(sql);
    if (upsert) {
      const result = await tx.query<{ pgrst_inserted: boolean }>(`${text} returning ${INSERTED}`, sql.params);
      affected += result.rows.length;
      inserted += result.rows.filter((row) => row.pgrst_inserted).length;
    } else {
      const result = await tx.query(text, sql.params);
      affected += result.affectedRows ?? 0;
    }
  }
  return { affected, inserted: upsert ? inserted : null };
}

/** PostgREST's Location for an inserted row: `/table?pk=eq.value`. */
function locationOf(relation: Relation, body: string | null): string | null {
  const parsed = body ? (JSON.parse(body) as unknown) : [];
  const rows = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
  if (rows.length !== 1 || relation.primaryKey.length === 0) return null;
  const query = relation.primaryKey.map(
    (c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(rows[0]![c]))}`,
  );
  return `/${relation.name}?${query.join('&')}`;
}

export async function writeRelation(rest: RestRequest, relation: Relation): Promise<Response> {
  const params = parseQueryParams(rest.url.searchParams);
  const statements = await buildMutation(rest, relation, params);
  const returning = rest.prefs.return === 'representation';
  const wantsLocation = rest.prefs.return === 'headers-only' && rest.req.method === 'POST';
  const selectParams = wantsLocation ? { ...params, select: relation.primaryKey.join(',') || '*' } : params;
  const isInsert = rest.req.method === 'POST';
  const isPut = rest.req.method === 'PUT';
  // PostgREST 12 counts the rows PATCH and DELETE touch against max-affected (and a function's).
  const limited = !isInsert && !isPut;
  // Only a table has xmax to tell an upsert's inserted rows from its updated ones.
  const upsert = isInsert && rest.prefs.resolution === 'merge-duplicates' && relation.kind === 'table';
  const query =
    returning || wantsLocation ? representationQuery(rest, relation, selectParams, statements, upsert) : null;
  const outcome = await inRequestTransaction(rest, async (tx) => {
    if (query) {
      const row = (await tx.query<JsonBodyRow & { inserted: number | null }>(query.text, query.params))
        .rows[0]!;
      if (rest.format.single && row.page_total !== 1) throw singleObjectError(row.page_total);
      if (limited) checkMaxAffected(rest, row.page_total);
      if (limited) checkLimited(params, row.page_total);
      if (isPut) checkPut(row.page_total);
      return { body: row.body, affected: row.page_total, inserted: row.inserted };
    }
    const written = await runMinimal(tx, statements, upsert);
    if (rest.format.single && written.affected !== 1) throw singleObjectError(written.affected);
    if (limited) checkMaxAffected(rest, written.affected);
    if (limited) checkLimited(params, written.affected);
    if (isPut) checkPut(written.affected);
    return { body: null, ...written };
  });
  // PostgREST 12: an upsert that only updated rows answers 200, one that inserted any 201.
  const status = isInsert ? (upsert && outcome.inserted === 0 ? 200 : 201) : returning ? 200 : 204;
  const total = rest.prefs.count ? outcome.affected : null;
  // PostgREST gives an insert no row range (`*/*`, or `*/n` when counted).
  const range = isInsert ? `*/${total ?? '*'}` : contentRange(0, outcome.affected, total);
  const headers: Record<string, string> = { 'content-range': range };
  const location = wantsLocation ? locationOf(relation, outcome.body) : null;
  if (location) headers.location = location;
  // The resolution is reported only where it had a key to act on (primary key or on_conflict).
  const hasKey = relation.primaryKey.length > 0 || params.onConflict !== null;
  const prefs = hasKey ? rest.prefs : { ...rest.prefs, resolution: undefined };
  return jsonResponse(status, returning ? outcome.body : null, rest.format, prefs, headers);
}
