/**
 * Filters: `col=[not.]op[(any|all)|(lang)].value`, and the logic trees of `or=(...)` /
 * `and=(...)` with nesting and `not.` negation.
 */
import { parseError, queryParamError, unexpectedAt } from '../errors';
import { readField, type Field } from './field';
import { splitTopLevel, splitTopLevelAt, unquote } from './split';

export const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);

export interface Filter {
  kind: 'filter';
  field: Field;
  negate: boolean;
  op: string;
  /** `(any)` / `(all)` quantifier of eq, like, gt, ... */
  quantifier?: 'any' | 'all';
  /** `fts(english)` text-search configuration */
  language?: string;
  /** The raw value; for `in`, the unquoted items. */
  value: string | string[];
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

const OPERATION = /^(not\.)?([a-z]+)(?:\(([a-zA-Z_]+)\))?\.([\s\S]*)$/;

/** PGRST100 at `index` of a filter's value, saying what was found there. */
const filterError = (expression: string, index: number, expecting: string) =>
  unexpectedAt('filter', expression, index, expecting);

/** `noop.1`: PostgREST reads up to the first `.` and names the operator it does not know. */
function unknownOperator(expression: string) {
  const body = expression.startsWith('not.') ? expression.slice(4) : expression;
  const dot = body.indexOf('.');
  if (dot < 0) return filterError(expression, expression.length, 'delimiter (.)');
  const column = expression.length - body.length + dot + 2;
  return queryParamError('filter', expression, column, `unknown single value operator ${body.slice(0, dot)}`);
}

/** Parses the right-hand side of a filter, `[not.]op.value`, for the given field. */
export function parseOperation(field: Field, expression: string, inLogicTree = false): Filter {
  const match = OPERATION.exec(expression);
  if (!match || !OPERATORS.has(match[2]!)) throw unknownOperator(expression);
  const [, not, op, modifier, rawValue] = match as unknown as [
    string,
    string | undefined,
    string,
    string | undefined,
    string,
  ];
  const filter: Filter = { kind: 'filter', field, negate: Boolean(not), op, value: rawValue };
  if (modifier) {
    if (op.endsWith('fts')) filter.language = modifier;
    else if (modifier === 'any' || modifier === 'all') filter.quantifier = modifier;
    else throw unknownOperator(expression);
  }
  if (op === 'in') {
    const valueAt = expression.length - rawValue.length;
    if (!rawValue.startsWith('(')) throw filterError(expression, valueAt, '"("');
    if (!rawValue.endsWith(')')) throw filterError(expression, expression.length, '"," or ")"');
    const inner = rawValue.slice(1, -1);
    filter.value = inner === '' ? [] : splitTopLevel(inner).map((item) => unquote(item));
  } else if (inLogicTree) {
    filter.value = unquote(rawValue);
  }
  return filter;
}

const TREE = /^(not\.)?(and|or)\(([\s\S]*)\)$/;

function parseTreeElement(element: string): Condition {
  const tree = TREE.exec(element);
  if (tree) return parseLogicTree(tree[2] as 'and' | 'or', Boolean(tree[1]), `(${tree[3]})`);
  const { field, rest } = readField(element);
  if (!rest.startsWith('.')) throw parseError(`"failed to parse logic tree (${element})"`, element);
  return parseOperation(field, rest.slice(1), true);
}

/** PGRST100 for an and/or value; PostgREST counts columns in `<op><value>`, e.g. `or(a.eq.1`. */
const logicTreeError = (op: string, value: string, index: number, expecting: string) =>
  unexpectedAt('logic tree', op + value, op.length + index, expecting, value);

/** `(a.eq.1,or(b.gt.2,c.is.null))` */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (!value.startsWith('(')) throw logicTreeError(op, value, 0, '"("');
  if (!value.endsWith(')')) throw logicTreeError(op, value, value.length, '"," or ")"');
  const children = splitTopLevel(value.slice(1, -1)).map((element) => parseTreeElement(element.trim()));
  return { kind: 'logic', op, negate, children };
}

export interface OrderTerm {
  field: Field;
  /** `order=customers(name)`: a column of a to-one embed of the same request (PostgREST 11+). */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevelAt(value).map(({ text: item, start }) => {
    if (item.trim() === '') throw unexpectedAt('order', value, start, 'field name (* or [a..z0..9_$])');
    const read = readField(item);
    let { rest } = read;
    let term: OrderTerm = { field: read.field };
    const close = rest.indexOf(')');
    if (rest.startsWith('(') && close > 0) {
      const inner = readField(rest.slice(1, close));
      if (inner.rest === '') {
        term = { field: inner.field, relation: read.field.name };
        rest = rest.slice(close + 1);
      }
    }
    let at = start + item.length - rest.length;
    for (const modifier of rest.split('.')) {
      if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
      else if (modifier === 'nullsfirst') term.nulls = 'first';
      else if (modifier === 'nullslast') term.nulls = 'last';
      else if (modifier !== '') {
        throw unexpectedAt('order', value, at, '"asc", "desc", "nullsfirst" or "nullslast"');
      }
      at += modifier.length + 1;
    }
    return term;
  });
}
