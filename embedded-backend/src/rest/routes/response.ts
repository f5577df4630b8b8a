/** Shapes PostgREST's successful answers: status, Content-Range and the JSON body. */
import { RestError } from '../errors';
import type { Preferences, ResponseFormat } from '../parse/headers';
import type { RestRequest } from './context';
import { appliedPreferences } from '../parse/headers';

export function singleObjectError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return pageTotal === 0 ? `*/${totalText}` : `${offset}-${offset + pageTotal - 1}/${totalText}`;
}

/** PostgREST's rangeStatus: 206 when the page is a strict part of a known total. */
export function readStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      { 'content-range': `*/${total}` },
    );
  }
  return pageTotal < total ? 206 : 200;
}

export function jsonResponse(
  status: number,
  body: string | null,
  format: ResponseFormat,
  prefs: Preferences,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers: Record<string, string> = { ...extraHeaders };
  if (body !== null) headers['content-type'] = format.contentType;
  const applied = appliedPreferences(prefs);
  if (applied) headers['preference-applied'] = applied;
  return new Response(body, { status, headers });
}

/** `Prefer: handling=strict, max-affected=n` refuses (and rolls back) a write touching more rows. */
export function checkMaxAffected(rest: RestRequest, affected: number): void {
  const max = rest.prefs.maxAffected;
  if (rest.prefs.handling !== 'strict' || max === undefined || affected <= max) return;
  throw new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}
