import type { FunctionsHttpError } from '@supabase/supabase-js';

/** What an edge function says a refusal is: a stable code and the values its sentence needs. */
export interface RefusalReason {
  code: string;
  values: Record<string, string | number>;
}

/**
 * A refusal a person can act on (a 4xx with `{ error }`): the function's own English sentence, and its
 * reason when it gave one, for the screen to word in the page's language.
 */
export class FunctionRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly reason?: RefusalReason,
  ) {
    super(message);
    this.name = 'FunctionRefusedError';
  }
}

function reasonOf(body: object): RefusalReason | undefined {
  if (!('code' in body) || typeof body.code !== 'string') return undefined;
  const values =
    'values' in body && typeof body.values === 'object' && body.values !== null ? body.values : {};
  return {
    code: body.code,
    values: Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string | number] =>
        ['string', 'number'].includes(typeof entry[1]),
      ),
    ),
  };
}

/** Told by name: `instanceof` would need supabase-js's classes, which load only with the client. */
function isHttpError(error: Error): error is FunctionsHttpError {
  return error.name === 'FunctionsHttpError';
}

/**
 * The error `functions.invoke` answered, as a FunctionRefusedError when the function refused with a
 * 4xx and a sentence (also a 5xx's sentence with `serverErrors`, for a screen that says what the
 * function reports, such as "PayPal did not answer"); anything else (the network, a body that is not
 * JSON) as it came.
 */
export async function functionError(error: Error, { serverErrors = false } = {}): Promise<Error> {
  if (!isHttpError(error)) return error;
  // supabase-js types the failed response as any; it is the fetch Response of the call.
  const response: unknown = error.context;
  if (!(response instanceof Response)) return error;
  return (await refusalOf(response, { serverErrors })) ?? error;
}

/**
 * A function's failed answer read directly (a call made with fetch, such as a file download), as a
 * FunctionRefusedError by the rule above; undefined when it is not a refusal with a sentence.
 */
export async function refusalOf(
  response: Response,
  { serverErrors = false } = {},
): Promise<FunctionRefusedError | undefined> {
  const status = response.status;
  if (status < 400 || (status >= 500 && !serverErrors)) return undefined;
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
    if (typeof message === 'string' && message && typeof body === 'object' && body !== null)
      return new FunctionRefusedError(message, status, reasonOf(body));
  } catch {
    // Not JSON: the caller falls back to a generic message.
  }
  return undefined;
}
