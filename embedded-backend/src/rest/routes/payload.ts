/** Reading and checking the body of a write or a function call. */
import { RestError } from '../errors';
import { csvRows } from '../parse/csv';
import { splitTopLevel, unquote } from '../parse/split';
import type { Relation } from '../schema-cache';

export type JsonObject = Record<string, unknown>;

/** A body PostgREST hands to a function's single unnamed text, xml or bytea parameter. */
export interface RawBody {
  type: 'text' | 'xml' | 'bytea';
  /** The body as text (hex digits for bytea). */
  text: string;
}

export interface Body {
  value: unknown;
  /** Read from `Content-Type: text/csv`: its columns come from the header line, never `columns=`. */
  csv: boolean;
  raw?: RawBody;
}

const RAW_TYPES: Record<string, RawBody['type']> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

const notAcceptable = (mime: string) =>
  new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`, null);

/**
 * The request body by its Content-Type, as PostgREST 12 reads it: JSON (also when the header is
 * missing), CSV, a form (`application/x-www-form-urlencoded`: one object of text values), and for
 * functions the raw text/plain, text/xml or octet-stream body; any other type is PGRST102.
 */
export async function readBody(req: Request, { forFunction }: { forFunction: boolean }): Promise<Body> {
  const mime = (req.headers.get('content-type') ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  const rawType = RAW_TYPES[mime];
  if (rawType) {
    if (!forFunction) throw notAcceptable(mime);
    const text =
      rawType === 'bytea' ? Buffer.from(await req.arrayBuffer()).toString('hex') : await req.text();
    return { value: {}, csv: false, raw: { type: rawType, text } };
  }
  const raw = await req.text();
  if (mime === 'application/x-www-form-urlencoded') {
    return { value: Object.fromEntries(new URLSearchParams(raw)), csv: false };
  }
  if (mime === 'text/csv') {
    if (forFunction) {
      throw new RestError(
        415,
        'PGRST107',
        'CSV request bodies (Content-Type: text/csv) are not supported for functions by the local backend; send JSON',
      );
    }
    return { value: csvRows(raw), csv: true };
  }
  if (mime !== 'application/json') throw notAcceptable(mime);
  // Only a function takes an empty body (as no arguments); PostgREST refuses it for a table.
  if (forFunction && raw.trim() === '') return { value: {}, csv: false };
  try {
    return { value: JSON.parse(raw) as unknown, csv: false };
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', null);
  }
}

/**
 * The rows of a body. Without `columns=`, PostgREST wants every object of an array to have the
 * same keys (a key missing from one row is not silently null there).
 */
export function payloadRows(value: unknown, hasColumns: boolean): { rows: JsonObject[]; bulk: boolean } {
  const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(value)) return { rows: [value], bulk: false };
  if (Array.isArray(value) && value.every(isObject)) {
    const keys = (row: JsonObject) => Object.keys(row).sort().join('\u0000');
    if (hasColumns || value.every((row) => keys(row) === keys(value[0]!))) return { rows: value, bulk: true };
  }
  throw new RestError(400, 'PGRST102', 'All object keys must match', null);
}

/** `columns="a","b"` or the union of the payload's keys, in first-seen order. */
export function payloadColumns(rows: JsonObject[], columnsParam: string | null): string[] {
  if (columnsParam)
    return splitTopLevel(columnsParam)
      .map((c) => unquote(c.trim()))
      .filter(Boolean);
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** PGRST204, as PostgREST answers a payload key that is not a column. */
export function assertColumns(relation: Relation, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columnsByName.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      );
    }
  }
}
