/** Reading and checking the JSON body of a write. */
import { RestError } from '../errors';
import { splitTopLevel, unquote } from '../parse/split';
import type { Relation } from '../schema-cache';

export type JsonObject = Record<string, unknown>;

export async function readJsonBody(req: Request): Promise<{ raw: string; value: unknown }> {
  // PostgREST also takes CSV bodies; the local backend does not, and says so instead of misreading.
  if (/^text\/csv\b/i.test(req.headers.get('content-type') ?? '')) {
    throw new RestError(
      415,
      'PGRST107',
      'CSV request bodies (Content-Type: text/csv) are not supported by the local backend; send JSON',
    );
  }
  const raw = await req.text();
  if (raw.trim() === '') return { raw: '{}', value: {} };
  try {
    return { raw, value: JSON.parse(raw) as unknown };
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
