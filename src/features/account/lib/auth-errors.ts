/**
 * Reading Supabase Auth's errors for the account forms. A 429 (over_request_rate_limit,
 * over_email_send_rate_limit) is a pause, not a fault: the forms say so calmly instead of showing
 * the server's wording. Errors are read by shape so supabase-js stays out of the route chunks.
 */
export const RATE_LIMITED_MESSAGE =
  'Too many attempts in a short time. Please wait a minute, then try again.';

function field(error: unknown, key: 'code' | 'status' | 'message'): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const value: unknown = Reflect.get(error, key);
  return value;
}

export function authErrorCode(error: unknown): string | null {
  const code = field(error, 'code');
  return typeof code === 'string' ? code : null;
}

export function isRateLimited(error: unknown): boolean {
  const code = authErrorCode(error);
  return (
    field(error, 'status') === 429 ||
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit'
  );
}

/**
 * The one-address wait of [auth.email] max_frequency ("For security purposes, you can only request
 * this after N seconds."): an e-mail did go out to that address a moment ago.
 */
export function isRecentlyMailed(error: unknown): boolean {
  const message = field(error, 'message');
  return (
    authErrorCode(error) === 'over_email_send_rate_limit' &&
    typeof message === 'string' &&
    message.startsWith('For security purposes')
  );
}

/** What a form shows for a failed auth call: the server's message, or the calm one for a rate limit. */
export function authErrorMessage(
  error: unknown,
  fallback: string,
  limited: string = RATE_LIMITED_MESSAGE,
): string {
  if (isRateLimited(error)) return limited;
  const message = field(error, 'message');
  return typeof message === 'string' && message !== '' ? message : fallback;
}
