/**
 * Renders a select tree (with embedded resources, their filters, order and limits) into one SQL
 * SELECT. Each embed is a LEFT JOIN LATERAL producing JSON (row_to_json / json_agg), so values
 * keep Postgres's own JSON rendering exactly as PostgREST returns them.
 */
import { RestError } from '../errors';
import { outputName } from '../parse/field';
import type { OrderTerm } from '../parse/filter';
import type { QueryParams, ResourceParams } from '../parse/query-params';
import type { SelectItem } from '../parse/select';
import { isToOne, resolveRelationship, type Relationship } from '../relationships';
import type { Relation, SchemaCache } from '../schema-cache';
import { ident, qualifiedIdent, type SqlBuilder } from './builder';
import { conditionSql, fieldSql, type ConditionScope } from './conditions';

export interface ReadContext {
  cache: SchemaCache;
  sql: SqlBuilder;
  params: QueryParams;
  /** Resource paths of params that matched a resource (the rest are errors). */
  usedPaths: Set<string>;
}

export interface ReadSource {
  /** A FROM item without alias: `"public"."orders"`, a CTE name, or a function call. */
  from: string;
  relation: Relation;
}

interface NodeOptions {
  /** Only the row set (for counting): no projection, order or paging. */
  forCount?: boolean;
  /** Leave out the query string's filters (a representation of rows a write just changed). */
  skipConditions?: boolean;
  /** Conditions tying this node to its parent alias. */
  join?: (alias: string) => { joins: string; conditions: string[] };
}

const EMPTY: ResourceParams = { conditions: [], order: [] };

function resourceFor(ctx: ReadContext, path: string): ResourceParams {
  const found = ctx.params.resources.get(path);
  if (found) ctx.usedPaths.add(path);
  return found ?? EMPTY;
}

const pairs = (left: string, leftCols: string[], right: string, rightCols: string[]) =>
  leftCols.map((col, i) => `${ident(left)}.${ident(col)} = ${ident(right)}.${ident(rightCols[i]!)}`);

/** How the embedded node's rows are tied to the parent row. */
function joinFor(rel: Relationship, parentAlias: string, ctx: ReadContext): NodeOptions['join'] {
  return (alias) => {
    if (rel.kind === 'many-to-one') {
      return { joins: '', conditions: pairs(alias, rel.fk.refColumns, parentAlias, rel.fk.columns) };
    }
    if (rel.kind === 'one-to-many') {
      return { joins: '', conditions: pairs(alias, rel.fk.columns, parentAlias, rel.fk.refColumns) };
    }
    // The function call in FROM already ties its rows to the parent.
    if (rel.kind === 'computed') return { joins: '', conditions: [] };
    const junction = ctx.sql.alias('pgrst_j');
    return {
      joins: `join ${qualifiedIdent(rel.junction.schema, rel.junction.name)} as ${ident(junction)} on ${pairs(junction, rel.toTarget.columns, alias, rel.toTarget.refColumns).join(' and ')}`,
      conditions: pairs(junction, rel.toParent.columns, parentAlias, rel.toParent.refColumns),
    };
  };
}

/** PostgREST's answer to an order, filter or paging addressed to an embed the select does not contain. */
const notEmbedded = (path: string) =>
  new RestError(
    400,
    'PGRST108',
    `'${path}' is not an embedded resource in this request`,
    null,
    `Verify that '${path}' is included in the 'select' query parameter.`,
  );

/** `related` maps a related order term to the to-one embed's column that carries its value. */
function orderSql(
  terms: OrderTerm[],
  scope: ConditionScope,
  ctx: ReadContext,
  related: Map<OrderTerm, string>,
): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    if (term.relation && !related.has(term)) throw notEmbedded(term.relation);
    return `${related.get(term) ?? fieldSql(term.field, scope, ctx.sql)}${direction}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

function embedPath(ctx: ReadContext, parentPath: string, item: Extract<SelectItem, { kind: 'embed' }>) {
  const prefix = parentPath ? `${parentPath}.` : '';
  const byAlias = item.alias ? `${prefix}${item.alias}` : null;
  if (byAlias && ctx.params.resources.has(byAlias)) return byAlias;
  return `${prefix}${item.target}`;
}

export function renderNode(
  ctx: ReadContext,
  source: ReadSource,
  items: SelectItem[],
  path: string,
  options: NodeOptions = {},
): string {
  const { relation } = source;
  const alias = ctx.sql.alias();
  const projection: string[] = [];
  const groupBy: string[] = [];
  let aggregate = false;
  const laterals: string[] = [];
  const embeds = new Map<string, string>();
  const where: string[] = [];
  const scope: ConditionScope = { alias, relation, embeds };
  const resource = resourceFor(ctx, path);
  const related = new Map<OrderTerm, string>();

  for (const item of items) {
    if (item.kind === 'star') {
      projection.push(`${ident(alias)}.*`);
    } else if (item.kind === 'count') {
      assertAggregatesEnabled(ctx);
      aggregate = true;
      projection.push(`count(*) as ${ident(item.alias ?? 'count')}`);
    } else if (item.kind === 'column') {
      // `count` inside an embed is the related rows' count unless the table has such a column.
      if (
        item.field.name === 'count' &&
        item.field.jsonPath.length === 0 &&
        !relation.columnsByName.has('count') &&
        path
      ) {
        aggregate = true;
        projection.push(`count(*) as ${ident(item.alias ?? 'count')}`);
        continue;
      }
      let expression = fieldSql(item.field, scope, ctx.sql);
      if (item.cast) expression = `cast(${expression} as ${item.cast})`;
      if (item.aggregate) {
        assertAggregatesEnabled(ctx);
        aggregate = true;
        let result = `${item.aggregate}(${expression})`;
        if (item.aggregateCast) result = `cast(${result} as ${item.aggregateCast})`;
        projection.push(`${result} as ${ident(item.alias ?? item.aggregate)}`);
        continue;
      }
      groupBy.push(expression);
      projection.push(`${expression} as ${ident(item.alias ?? outputName(item.field))}`);
    } else {
      const rel = resolveRelationship(ctx.cache, relation, item.target, item.hint);
      const childPath = embedPath(ctx, path, item);
      const from =
        rel.kind === 'computed'
          ? `${qualifiedIdent(rel.fn.schema, rel.fn.name)}(${ident(alias)})`
          : qualifiedIdent(rel.target.schema, rel.target.name);
      const target = { from, relation: rel.target };
      const child = renderNode(ctx, target, item.select, childPath, { join: joinFor(rel, alias, ctx) });
      const lateral = ctx.sql.alias('pgrst_e');
      const name = item.alias ?? item.target;
      const toOne = isToOne(rel);
      if (item.spread) {
        if (!toOne)
          throw new RestError(
            400,
            'PGRST119',
            `A spread operation on '${item.target}' is not possible`,
            `'${relation.name}' and '${item.target}' do not form a many-to-one or one-to-one relationship`,
          );
        laterals.push(`left join lateral (${child}) as ${ident(lateral)} on true`);
        projection.push(`${ident(lateral)}.*`);
        continue;
      }
      const body = toOne ? 'row_to_json(pgrst_row)' : 'json_agg(pgrst_row)';
      // `order=embed(col)` orders by the embed's own column (typed), which must be to-one.
      const orderedBy = resource.order.filter((term) => term.relation === name);
      if (orderedBy.length > 0 && !toOne) {
        throw new RestError(
          400,
          'PGRST118',
          `A related order on '${name}' is not possible`,
          `'${relation.name}' and '${name}' do not form a many-to-one or one-to-one relationship`,
        );
      }
      const extra = orderedBy.map((term, i) => {
        related.set(term, `${ident(lateral)}.${ident(`pgrst_order_${i}`)}`);
        return `, pgrst_row.${ident(term.field.name)} as ${ident(`pgrst_order_${i}`)}`;
      });
      laterals.push(
        `left join lateral (select ${body} as body${extra.join('')} from (${child}) as pgrst_row) as ${ident(lateral)} on true`,
      );
      const json = `${ident(lateral)}.body`;
      embeds.set(name, json);
      if (item.join === 'inner') where.push(`${json} is not null`);
      // An empty embed (`orders!inner()`) only filters the parent; PostgREST leaves it out.
      if (item.select.length === 0) continue;
      groupBy.push(json);
      projection.push(
        toOne ? `${json} as ${ident(name)}` : `coalesce(${json}, '[]'::json) as ${ident(name)}`,
      );
    }
  }

  const joined = options.join?.(alias) ?? { joins: '', conditions: [] };
  where.unshift(...joined.conditions);
  if (!options.skipConditions)
    for (const condition of resource.conditions) where.push(conditionSql(condition, scope, ctx.sql));

  let text = `select ${options.forCount ? '1' : projection.join(', ') || 'null'} from ${source.from} as ${ident(alias)}`;
  if (joined.joins) text += ` ${joined.joins}`;
  if (laterals.length > 0) text += ` ${laterals.join(' ')}`;
  if (where.length > 0) text += ` where ${where.join(' and ')}`;
  if (options.forCount) return text;
  if (aggregate && groupBy.length > 0) text += ` group by ${groupBy.join(', ')}`;
  text += orderSql(resource.order, scope, ctx, related);
  if (resource.limit !== undefined) text += ` limit ${ctx.sql.param(resource.limit)}`;
  if (resource.offset !== undefined) text += ` offset ${ctx.sql.param(resource.offset)}`;
  return text;
}

function assertAggregatesEnabled(ctx: ReadContext): void {
  if (!ctx.cache.aggregatesEnabled) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
}

/** Errors for filters or paging addressed to an embed that the select does not contain. */
export function assertAllPathsUsed(ctx: ReadContext): void {
  for (const [path, resource] of ctx.params.resources) {
    if (path === '' || ctx.usedPaths.has(path)) continue;
    const empty = resource.conditions.length === 0 && resource.order.length === 0;
    if (empty && resource.limit === undefined && resource.offset === undefined) continue;
    throw notEmbedded(path);
  }
}

export function newReadContext(cache: SchemaCache, sql: SqlBuilder, params: QueryParams): ReadContext {
  return { cache, sql, params, usedPaths: new Set() };
}
