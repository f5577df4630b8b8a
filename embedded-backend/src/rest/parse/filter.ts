/**
 * Filters: `col=[not.]op[(any|all)|(lang)].value`, and the logic trees of `or=(...)` /
 * `and=(...)` with nesting and `not.` negation.
 */
import { parseError } from '../errors';
import { readField, type Field } from './field';
import { splitTopLevel, unquote } from './split';

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

/** Parses the right-hand side of a filter, `[not.]op.value`, for the given field. */
export function parseOperation(field: Field, expression: string, inLogicTree = false): Filter {
  const match = OPERATION.exec(expression);
  if (!match || !OPERATORS.has(match[2]!)) {
    throw parseError(`"failed to parse filter (${expression})" (line 1, column 1)`, expression);
  }
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
    else throw parseError(`"failed to parse filter (${expression})"`, expression);
  }
  if (op === 'in') {
    if (!rawValue.startsWith('(') || !rawValue.endsWith(')')) {
      throw parseError(`"failed to parse filter (${expression})" (expecting "(")`, expression);
    }
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

/** `(a.eq.1,or(b.gt.2,c.is.null))` */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(`"failed to parse logic tree (${value})" (expecting "(")`, value);
  }
  const children = splitTopLevel(value.slice(1, -1)).map((element) => parseTreeElement(element.trim()));
  return { kind: 'logic', op, negate, children };
}

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** `order=col.desc.nullslast,other` */
export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value)
    .filter(Boolean)
    .map((item) => {
      const { field, rest } = readField(item);
      const term: OrderTerm = { field };
      for (const modifier of rest.split('.').filter(Boolean)) {
        if (modifier === 'asc' || modifier === 'desc') term.direction = modifier;
        else if (modifier === 'nullsfirst') term.nulls = 'first';
        else if (modifier === 'nullslast') term.nulls = 'last';
        else throw parseError(`"failed to parse order (${item})"`, value);
      }
      return term;
    });
}
