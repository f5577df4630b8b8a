/**
 * PUT: PostgREST 12's single-row upsert. The filters must be exactly the primary key with `eq`
 * (else 405 PGRST105), no limit/offset (400 PGRST114), and the body's key must be the URL's: the
 * row is inserted only where it matches them, so a mismatch writes nothing and answers 400
 * PGRST115, rolled back.
 */
import { RestError } from '../errors';
import type { QueryParams } from '../parse/query-params';
import type { Relation } from '../schema-cache';
import { ident, qualifiedIdent, type SqlBuilder } from '../sql/builder';
import { conditionSql } from '../sql/conditions';
import { assertColumns, type JsonObject } from './payload';

export function assertPutRequest(relation: Relation, params: QueryParams): void {
  const root = params.resources.get('')!;
  if (root.limit !== undefined || root.offset !== undefined) {
    throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
  }
  const names = root.conditions.map((c) =>
    c.kind === 'filter' && c.op === 'eq' && !c.negate && !c.quantifier && c.field.jsonPath.length === 0
      ? c.field.name
      : null,
  );
  const key = new Set(relation.primaryKey);
  const exact =
    key.size > 0 &&
    names.length === key.size &&
    names.every((name) => name !== null && key.has(name)) &&
    new Set(names).size === key.size;
  if (!exact) {
    throw new RestError(
      405,
      'PGRST105',
      "Filters must include all and only primary key columns with 'eq' operators",
    );
  }
}

export function putStatement(relation: Relation, params: QueryParams, rows: JsonObject[], target: string) {
  const table = qualifiedIdent(relation.schema, relation.name);
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  assertColumns(relation, columns);
  const list = columns.map(ident).join(', ');
  const updates = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
  const action = updates ? `do update set ${updates}` : 'do nothing';
  return (sql: SqlBuilder) => {
    const body = sql.param(JSON.stringify(rows));
    const scope = { alias: 'pgrst_body', relation };
    const where = params.resources.get('')!.conditions.map((c) => conditionSql(c, scope, sql));
    return `insert into ${table} as ${target} (${list}) select ${list} from json_populate_recordset(null::${table}, ${body}::json) as pgrst_body where ${where.join(' and ')} on conflict (${relation.primaryKey.map(ident).join(', ')}) ${action}`;
  };
}

/** PGRST115 unless exactly the one row of the URL was written. */
export function checkPut(affected: number): void {
  if (affected !== 1) {
    throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
  }
}
