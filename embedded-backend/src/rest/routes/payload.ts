/** Reading and checking the JSON body of a write. */
import { RestError } from '../errors';
import { csvRows } from '../parse/csv';
import { splitTopLevel, unquote } from '../parse/split';
import type { Relation } from '../schema-cache';

export type JsonObject = Record<string, unknown>;

export interface Body {
  value: unknown;
  /** Read from `Content-Type: text/csv`: its columns come from the header line, never `columns=`. */
  csv: boolean;
}

/**
 * The request body: JSON, or for writes to a table or view (`csv`) also CSV as PostgREST reads it.
 * Functions take JSON only here, and say so rather than misread a CSV body.
 */
export async function readBody(req: Request, { csv }: { csv: boolean }): Promise<Body> {
  const raw = await req.text();
  if (/^\s*text\/csv\s*(;|$)/i.test(req.headers.get('content-type') ?? '')) {
    if (!csv) {
      throw new RestError(
        415,
        'PGRST107',
        'CSV request bodies (Content-Type: text/csv) are not supported for functions by the local backend; send JSON',
      );
    }
    return { value: csvRows(raw), csv: true };
  }
  if (raw.trim() === '') return { value: {}, csv: false };
  try {
    return { value: JSON.parse(raw) as unknown, csv: false };
  } catch (error) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', (error as Error).message);
  }
}

export function payloadRows(value: unknown): { rows: JsonObject[]; bulk: boolean } {
  const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(value)) return { rows: [value], bulk: false };
  if (Array.isArray(value) && value.every(isObject)) return { rows: value, bulk: true };
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
