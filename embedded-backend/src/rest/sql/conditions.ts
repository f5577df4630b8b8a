/** Filters and logic trees -> SQL boolean expressions over one relation alias. */
import { RestError, parseError, unexpectedAt, unknownColumn } from '../errors';
import type { Field } from '../parse/field';
import type { Condition, Filter } from '../parse/filter';
import type { Relation } from '../schema-cache';
import { ident, qualifiedIdent, type SqlBuilder } from './builder';

/** What a filter may refer to besides columns: embedded resources, by their output name. */
export interface ConditionScope {
  alias: string;
  relation: Relation;
  /** output name -> SQL expression of the embed's JSON (null when absent/empty) */
  embeds?: Map<string, string>;
}

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const TEXT_SEARCH: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS_VALUES: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

/** `"alias"."col"->'a'->>'b'` with the JSON keys bound as parameters. */
export function fieldSql(field: Field, scope: ConditionScope, sql: SqlBuilder): string {
  let expression = `${ident(scope.alias)}.${ident(field.name)}`;
  if (!scope.relation.columnsByName.has(field.name)) {
    // A computed field: the function called with the whole row, as PostgREST does.
    const computed = scope.relation.computedFields.get(field.name);
    if (!computed) throw unknownColumn(scope.relation.name, field.name);
    expression = `${qualifiedIdent(computed.schema, computed.name)}(${ident(scope.alias)})`;
  }
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key)
      ? `${sql.param(Number(step.key))}::int`
      : `${sql.param(step.key)}::text`;
    expression = `${expression}${step.arrow}${key}`;
  }
  return expression;
}

/** Postgres array literal of the given items, each quoted: `{"a","b c"}`. */
export const arrayLiteral = (items: string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

function embedCondition(filter: Filter, embedJson: string): string {
  const value = String(filter.value).toLowerCase();
  if (filter.op !== 'is' || (value !== 'null' && value !== 'not_null')) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse filter" (only is.null and not.is.null apply to the embedded resource '${filter.field.name}')`,
    );
  }
  const test = `${embedJson} ${value === 'null' ? 'is null' : 'is not null'}`;
  return filter.negate ? `not (${test})` : test;
}

function filterSql(filter: Filter, scope: ConditionScope, sql: SqlBuilder): string {
  const embedJson = filter.field.jsonPath.length === 0 ? scope.embeds?.get(filter.field.name) : undefined;
  if (embedJson && !scope.relation.columnsByName.has(filter.field.name))
    return embedCondition(filter, embedJson);
  const column = fieldSql(filter.field, scope, sql);
  const { op } = filter;
  let test: string;
  if (op === 'is') {
    const is = IS_VALUES[String(filter.value).toLowerCase()];
    if (!is) {
      const expecting = 'null or trilean value (unknown, true, false)';
      throw unexpectedAt('filter', `is.${String(filter.value)}`, 3, expecting);
    }
    test = `${column} ${is}`;
  } else if (op === 'in') {
    const items = filter.value as string[];
    test = items.length === 0 ? 'false' : `${column} = any(${sql.param(arrayLiteral(items))})`;
  } else if (op in TEXT_SEARCH) {
    const query = String(filter.value);
    const fn = TEXT_SEARCH[op]!;
    test = filter.language
      ? `${column} @@ ${fn}(${sql.param(filter.language)}::regconfig, ${sql.param(query)})`
      : `${column} @@ ${fn}(${sql.param(query)})`;
  } else {
    const operator = BINARY[op]!;
    const isPattern = op === 'like' || op === 'ilike';
    const raw = String(filter.value);
    const value = isPattern ? raw.replace(/\*/g, '%') : raw;
    if (filter.quantifier) {
      if (!/^(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch)$/.test(op)) {
        throw parseError(`"failed to parse filter (${op}(${filter.quantifier}))"`, raw);
      }
      test = `${column} ${operator} ${filter.quantifier}(${sql.param(value)})`;
    } else {
      test = `${column} ${operator} ${sql.param(value)}`;
    }
  }
  return filter.negate ? `not (${test})` : test;
}

export function conditionSql(condition: Condition, scope: ConditionScope, sql: SqlBuilder): string {
  if (condition.kind === 'filter') return filterSql(condition, scope, sql);
  const parts = condition.children.map((child) => conditionSql(child, scope, sql));
  const joined =
    parts.length === 0 ? (condition.op === 'and' ? 'true' : 'false') : parts.join(` ${condition.op} `);
  return condition.negate ? `not (${joined})` : `(${joined})`;
}
