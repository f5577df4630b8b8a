/**
 * The WHERE of a PATCH or DELETE, with PostgREST 12's limited writes: `limit`/`offset` on the
 * root pick the first rows by `order` (which must be given, else 400 PGRST109), matched back by
 * the ordered columns; touching more rows than the limit (the order was not unique) is refused
 * with 400 PGRST110 and rolled back.
 */
import { RestError } from '../errors';
import type { QueryParams } from '../parse/query-params';
import type { Relation } from '../schema-cache';
import { ident, qualifiedIdent, type SqlBuilder } from '../sql/builder';
import { conditionSql, fieldSql } from '../sql/conditions';

const LIMITED = 'pgrst_limited';

export function mutationWhere(
  relation: Relation,
  params: QueryParams,
  sql: SqlBuilder,
  alias: string,
): string {
  const root = params.resources.get('')!;
  const where = (scope: string) => {
    const conditions = root.conditions.map((c) => conditionSql(c, { alias: scope, relation }, sql));
    return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '';
  };
  if (root.limit === undefined && root.offset === undefined) return where(alias);
  if (root.order.length === 0) {
    throw new RestError(
      400,
      'PGRST109',
      "A 'limit' was applied without an explicit 'order'",
      null,
      "Apply an 'order' using unique column(s)",
    );
  }
  const related = root.order.find((term) => term.relation);
  if (related) {
    // The rows to write are matched back by the ordered columns, so they must be the table's own.
    throw new RestError(
      400,
      'PGRST100',
      `A limited write is ordered by its own columns, not by '${related.relation}(${related.field.name})'`,
    );
  }
  const scope = { alias: LIMITED, relation };
  const order = root.order.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${fieldSql(term.field, scope, sql)}${direction}${nulls}`;
  });
  const columns = [...new Set(root.order.map((term) => term.field.name))];
  const limit = root.limit === undefined ? '' : ` limit ${root.limit}`;
  const offset = root.offset === undefined ? '' : ` offset ${root.offset}`;
  const picked = `select ${columns.map((c) => `${LIMITED}.${ident(c)}`).join(', ')} from ${qualifiedIdent(relation.schema, relation.name)} as ${LIMITED}${where(LIMITED)} order by ${order.join(', ')}${limit}${offset}`;
  return ` where (${columns.map((c) => `${ident(alias)}.${ident(c)}`).join(', ')}) in (${picked})`;
}

/** PGRST110 when a limited write touched more rows than its limit. */
export function checkLimited(params: QueryParams, affected: number): void {
  const max = params.resources.get('')!.limit;
  if (max === undefined || affected <= max) return;
  throw new RestError(
    400,
    'PGRST110',
    'The maximum number of rows allowed to change was surpassed',
    `Results contain ${affected} rows changed but the maximum number allowed is ${max}`,
  );
}
