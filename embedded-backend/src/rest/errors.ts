/**
 * PostgREST's error answers: the body `{code, message, details, hint}` and the HTTP status it
 * derives from a PGRST code or a Postgres SQLSTATE.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as PgError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code);

/** PostgREST's SQLSTATE -> HTTP status table (src/PostgREST/Error.hs). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
  };
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code in exact) return exact[code]!;
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function toRestError(error: unknown, authenticated: boolean): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      headers,
    );
  }
  return new RestError(500, 'PGRST000', (error as Error)?.message ?? String(error));
}

export function errorResponse(error: RestError): Response {
  const body = { code: error.code, details: error.details, hint: error.hint, message: error.message };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  });
}

/**
 * PGRST100 as PostgREST words a query parameter its parser stopped on: the message names the
 * parameter, its whole value and the (1-based) column; the details say what was found there.
 */
export const queryParamError = (what: string, value: string, column: number, details: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column ${column})`, details);

/**
 * queryParamError for parsing stopped at `index` of `text`: details say what was found there and
 * what would have been accepted. `text` is what the column counts in (PostgREST prefixes a logic
 * tree's value with its operator, `or(...`); `value` defaults to it.
 */
export function unexpectedAt(what: string, text: string, index: number, expecting: string, value = text) {
  const found = index >= text.length ? 'end of input' : JSON.stringify(text[index]);
  return queryParamError(what, value, index + 1, `unexpected ${found} expecting ${expecting}`);
}

/** PGRST100: the query string could not be parsed. */
export const parseError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details);

/** 42703 as Postgres words it, which is what PostgREST passes through for unknown columns. */
export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);
