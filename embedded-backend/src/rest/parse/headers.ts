/** The request headers PostgREST acts on: Prefer, Accept and Range. */
import { RestError } from '../errors';

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  params?: 'single-object';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  handling?: 'strict' | 'lenient';
}

export function parsePrefer(headers: Headers): Preferences {
  const prefs: Preferences = {};
  const tokens = (headers.get('prefer') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [key, value = ''] = token.split('=').map((part) => part.trim()) as [string, string?];
    if (key === 'return' && ['minimal', 'representation', 'headers-only'].includes(value))
      prefs.return = value as Preferences['return'];
    else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value))
      prefs.count = value as Preferences['count'];
    else if (key === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(value))
      prefs.resolution = value as Preferences['resolution'];
    else if (key === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value;
    else if (key === 'params' && value === 'single-object') prefs.params = value;
    else if (key === 'tx' && (value === 'commit' || value === 'rollback')) prefs.tx = value;
    else if (key === 'max-affected' && /^\d+$/.test(value)) prefs.maxAffected = Number(value);
    else if (key === 'handling' && (value === 'strict' || value === 'lenient')) prefs.handling = value;
  }
  return prefs;
}

/** Which of the preferences were honoured, for the Preference-Applied header. */
export function appliedPreferences(prefs: Preferences): string {
  const applied: string[] = [];
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.params) applied.push(`params=${prefs.params}`);
  if (prefs.tx) applied.push(`tx=${prefs.tx}`);
  return applied.join(', ');
}

export interface ResponseFormat {
  /** application/vnd.pgrst.object+json: exactly one row, as an object. */
  single: boolean;
  stripNulls: boolean;
  contentType: string;
  /** text/csv: a header line of the column names, then one line per row. */
  csv?: boolean;
}

const ARRAY_TYPES = new Set([
  'application/json',
  'application/vnd.pgrst.array+json',
  'application/vnd.pgrst.array',
  '*/*',
  'application/*',
]);
const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);

export function parseAccept(headers: Headers): ResponseFormat {
  const accept = headers.get('accept');
  if (!accept) return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' };
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'text/csv') {
      return { single: false, stripNulls: false, csv: true, contentType: 'text/csv; charset=utf-8' };
    }
    if (OBJECT_TYPES.has(type)) {
      return { single: true, stripNulls, contentType: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
    if (ARRAY_TYPES.has(type)) {
      const contentType = type.startsWith('application/vnd')
        ? 'application/vnd.pgrst.array+json; charset=utf-8'
        : 'application/json; charset=utf-8';
      return { single: false, stripNulls, contentType };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** `Range: 0-9` -> offset 0, limit 10 (only when the query string sets no limit/offset). */
export function parseRange(headers: Headers): { offset: number; limit?: number } | null {
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(headers.get('range') ?? '');
  if (!match) return null;
  const from = Number(match[1]);
  if (match[2] === '') return { offset: from };
  const to = Number(match[2]);
  if (to < from) throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', null, null);
  return { offset: from, limit: to - from + 1 };
}
