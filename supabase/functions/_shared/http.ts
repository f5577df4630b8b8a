/**
 * JSON responses with CORS, the `{ error: "human message" }` error shape, and the wrapper every
 * handler uses so that nothing escapes as an unlabelled 500 or loses its CORS headers.
 */
import { corsHeaders, preflight } from './cors.ts';

/**
 * What a refusal is, for a client that words it in the shopper's language: a stable code and the values
 * its sentence needs. The English sentence (`error`) stays for everyone else.
 */
export interface Refusal {
  code: string;
  values?: Record<string, string | number>;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly refusal?: Refusal,
  ) {
    super(message);
  }
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/**
 * A file to save (a PDF, a ZIP, a streamed CSV), private to its caller; the browser may read its name
 * (CORS).
 */
export function download(
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  contentType: string,
  filename: string,
): Response {
  return new Response(body, {
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

export const errorResponse = (status: number, message: string, refusal?: Refusal) =>
  json({ error: message, ...refusal }, status);

export type Logger = (message: string, error?: unknown) => void;
export const consoleLogger: Logger = (message, error) => console.error(message, error ?? '');

/** Answers preflight, runs the handler, and turns thrown errors into JSON errors with CORS. */
export function withHttp(
  handle: (req: Request) => Promise<Response>,
  log: () => Logger = () => consoleLogger,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const early = preflight(req);
    if (early) return early;
    try {
      // Awaited here so a rejected promise is caught below (and keeps its CORS headers).
      return await handle(req);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.refusal);
      log()('Unexpected error in function', error);
      return errorResponse(500, 'Something went wrong. Please try again.');
    }
  };
}

export function requirePost(req: Request): void {
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST to call this function.');
}

/**
 * Reads a JSON body of at most `maxBytes`. Returns undefined for an empty body; 413 when larger,
 * 400 when it is not JSON.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new HttpError(413, 'The request is too large.');
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw new HttpError(413, 'The request is too large.');
  const text = new TextDecoder().decode(bytes).trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body must be JSON.');
  }
}

export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '');
  return match ? match[1]!.trim() : null;
}

const HTTP_STATUS = /^PT(\d{3})$/;

/**
 * A database function's refusal ('code: text', hint code, SQLSTATE PT<status>, as private.order_error
 * raises it) as the function's answer, or null when the error is not one.
 */
export function sqlRefusal(error: {
  message: string;
  hint?: string | null;
  code?: string;
}): HttpError | null {
  const status = HTTP_STATUS.exec(error.code ?? '')?.[1];
  const match = /^([a-z_]+): (.*)$/s.exec(error.message);
  if (!status || !match) return null;
  const text = match[2]!;
  return new HttpError(Number(status), text.charAt(0).toUpperCase() + text.slice(1) + '.', {
    code: error.hint || match[1]!,
  });
}
