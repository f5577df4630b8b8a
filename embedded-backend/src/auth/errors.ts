/**
 * GoTrue's error responses. The body depends on the X-Supabase-Api-Version request header,
 * exactly as GoTrue negotiates it: supabase-js sends 2024-01-01 and gets
 * `{ code: 'invalid_credentials', message }`; a client without the header gets the original
 * `{ code: 400, error_code: 'invalid_credentials', msg }`. Both carry `x-sb-error-code`.
 */

const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024 = '2024-01-01';

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** RFC 6749 style error, which GoTrue uses for a few /token failures. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const badRequest = (code: string, msg: string) => new AuthApiError(400, code, msg);
export const unauthorized = (code: string, msg: string) => new AuthApiError(401, code, msg);
export const forbidden = (code: string, msg: string) => new AuthApiError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthApiError(404, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthApiError(422, code, msg);
export const validationFailed = (msg: string) => badRequest('validation_failed', msg);

export function weakPassword(message: string, reasons: string[]): AuthApiError {
  return new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** null for the initial API version (no header, an unreadable one, or one older than 2024-01-01). */
function negotiatedApiVersion(req: Request): string | null {
  const requested = req.headers.get(API_VERSION_HEADER);
  if (!requested || !/^\d{4}-\d{2}-\d{2}$/.test(requested) || Number.isNaN(Date.parse(requested)))
    return null;
  return requested >= API_VERSION_2024 ? API_VERSION_2024 : null;
}

export function errorResponse(req: Request, error: unknown): Response {
  if (error instanceof OAuthError) {
    return jsonResponse(400, { error: error.error, error_description: error.description });
  }
  const apiError =
    error instanceof AuthApiError
      ? error
      : new AuthApiError(
          500,
          'unexpected_failure',
          'Unexpected failure, please check server logs for more information',
        );
  const version = negotiatedApiVersion(req);
  const headers: Record<string, string> = { 'x-sb-error-code': apiError.errorCode };
  if (version) headers[API_VERSION_HEADER] = version;
  const body = version
    ? { code: apiError.errorCode, message: apiError.message, ...apiError.extra }
    : { code: apiError.status, error_code: apiError.errorCode, msg: apiError.message, ...apiError.extra };
  return jsonResponse(apiError.status, body, headers);
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
