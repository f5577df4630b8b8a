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
  /** `timezone=…` naming one of pg_timezone_names: the request's TimeZone setting. */
  timezone?: string;
}

/** The Prefer tokens PostgREST 12 knows (besides `max-affected=n` and `timezone=…`). */
const KNOWN: Record<string, (prefs: Preferences, value: string) => void> = {
  'resolution=merge-duplicates': (p) => (p.resolution ??= 'merge-duplicates'),
  'resolution=ignore-duplicates': (p) => (p.resolution ??= 'ignore-duplicates'),
  'return=representation': (p) => (p.return ??= 'representation'),
  'return=minimal': (p) => (p.return ??= 'minimal'),
  'return=headers-only': (p) => (p.return ??= 'headers-only'),
  'params=single-object': (p) => (p.params ??= 'single-object'),
  'count=exact': (p) => (p.count ??= 'exact'),
  'count=planned': (p) => (p.count ??= 'planned'),
  'count=estimated': (p) => (p.count ??= 'estimated'),
  'tx=commit': (p) => (p.tx ??= 'commit'),
  'tx=rollback': (p) => (p.tx ??= 'rollback'),
  'missing=default': (p) => (p.missing ??= 'default'),
  'missing=null': (p) => (p.missing ??= 'null'),
  'handling=strict': (p) => (p.handling ??= 'strict'),
  'handling=lenient': (p) => (p.handling ??= 'lenient'),
};

/**
 * Prefer as PostgREST 12 reads it: comma-separated tokens, the first of each kind wins, and with
 * `handling=strict` an unknown token is `400 PGRST122` instead of being ignored.
 */
export function parsePrefer(headers: Headers, timezones: ReadonlySet<string> = new Set()): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  const tokens = (headers.get('prefer') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const known = KNOWN[token];
    if (known) known(prefs, token);
    else if (token.startsWith('max-affected=')) {
      if (prefs.maxAffected === undefined && /^\d+$/.test(token.slice(13)))
        prefs.maxAffected = Number(token.slice(13));
    } else if (token.startsWith('timezone=') && timezones.has(token.slice(9))) {
      prefs.timezone ??= token.slice(9);
    } else invalid.push(token);
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/** Which of the preferences were honoured, for Preference-Applied, in PostgREST's order. */
export function appliedPreferences(prefs: Preferences): string {
  const applied: string[] = [];
  if (prefs.resolution) applied.push(`resolution=${prefs.resolution}`);
  if (prefs.missing) applied.push(`missing=${prefs.missing}`);
  if (prefs.return) applied.push(`return=${prefs.return}`);
  if (prefs.params) applied.push(`params=${prefs.params}`);
  if (prefs.count) applied.push(`count=${prefs.count}`);
  if (prefs.tx) applied.push(`tx=${prefs.tx}`);
  if (prefs.handling) applied.push(`handling=${prefs.handling}`);
  if (prefs.timezone) applied.push(`timezone=${prefs.timezone}`);
  if (prefs.handling === 'strict' && prefs.maxAffected !== undefined)
    applied.push(`max-affected=${prefs.maxAffected}`);
  return applied.join(', ');
}

export interface ResponseFormat {
  /** application/vnd.pgrst.object+json: exactly one row, as an object. */
  single: boolean;
  stripNulls: boolean;
  contentType: string;
  /** text/csv: a header line of the column names, then one line per row. */
  csv?: boolean;
  /** application/geo+json: a FeatureCollection built with PostGIS's ST_AsGeoJSON. */
  geojson?: boolean;
}

export { parseAccept } from './accept';

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
