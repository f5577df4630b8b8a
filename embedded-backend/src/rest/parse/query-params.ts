/**
 * Sorts a request's query string into per-resource buckets: the root, and each embedded resource
 * addressed by its path (`order_items.quantity=gt.1`, `order_items.order=...`,
 * `order_items.limit=2`, `order_items.or=(...)`).
 */
import { parseError } from '../errors';
import { readField } from './field';
import { parseLogicTree, parseOperation, parseOrder, type Condition, type OrderTerm } from './filter';

export interface ResourceParams {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryParams {
  select: string | null;
  columns: string | null;
  onConflict: string | null;
  /** '' is the root; embedded resources by dotted path, e.g. 'order_items' or 'a.b'. */
  resources: Map<string, ResourceParams>;
}

/** Query keys that are never filters. */
const ROOT_ONLY = new Set(['select', 'columns', 'on_conflict']);

function parseCount(key: string, value: string): number {
  if (!/^\d+$/.test(value)) throw parseError(`"failed to parse ${key} parameter (${value})"`, value);
  return Number(value);
}

function bucket(resources: Map<string, ResourceParams>, path: string): ResourceParams {
  let found = resources.get(path);
  if (!found) {
    found = { conditions: [], order: [] };
    resources.set(path, found);
  }
  return found;
}

/**
 * `skip` names query keys to leave alone (the arguments of a function called with GET).
 */
export function parseQueryParams(search: URLSearchParams, skip: Set<string> = new Set()): QueryParams {
  const result: QueryParams = {
    select: search.get('select'),
    columns: search.get('columns'),
    onConflict: search.get('on_conflict'),
    resources: new Map([['', { conditions: [], order: [] }]]),
  };
  for (const [key, value] of search) {
    if (ROOT_ONLY.has(key) || skip.has(key)) continue;
    const parts = key.split('.');
    const last = parts.at(-1)!;
    const negatedTree = parts.length >= 2 && parts.at(-2) === 'not' && (last === 'or' || last === 'and');
    const pathParts = parts.slice(0, negatedTree ? -2 : -1);
    const resource = bucket(result.resources, pathParts.join('.'));
    if (last === 'or' || last === 'and') {
      resource.conditions.push(parseLogicTree(last, negatedTree, value));
    } else if (last === 'order') {
      resource.order.push(...parseOrder(value));
    } else if (last === 'limit') {
      resource.limit = parseCount(key, value);
    } else if (last === 'offset') {
      resource.offset = parseCount(key, value);
    } else {
      const { field, rest } = readField(last);
      if (rest !== '') throw parseError(`"failed to parse filter (${key})"`, key);
      resource.conditions.push(parseOperation(field, value));
    }
  }
  return result;
}
