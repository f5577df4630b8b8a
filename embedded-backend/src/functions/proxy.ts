/**
 * Forwards one gateway request to the Deno worker and streams the answer back. The function sees
 * the path without the /functions/v1 prefix (`/<name>/...`), as on hosted Supabase.
 */
/** Hop-by-hop and transport headers that must not be copied between the two connections. */
const DROPPED_REQUEST_HEADERS = [
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'accept-encoding',
];
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
];

/**
 * The runtime's own errors (timeout, worker down). They carry CORS headers like the functions'
 * answers do, so a browser sees the status instead of an opaque CORS failure.
 */
export const jsonError = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
  });

/** `/functions/v1/<name>/rest?query` -> `/<name>/rest?query`; null when no name is given. */
export function functionPath(url: URL): string | null {
  const rest = url.pathname.replace(/^.*?\/functions\/v1(?=\/|$)/, '');
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  return path === '/' ? null : path + url.search;
}

export async function forwardToWorker(
  req: Request,
  port: number,
  timeoutMs: number,
  maxBodyBytes: number,
): Promise<Response> {
  const url = new URL(req.url);
  const path = functionPath(url);
  if (!path) return jsonError(404, 'Function name missing: call /functions/v1/<name>.');

  let body: ArrayBuffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // The gateway already refuses these; this guards the runtime when it is used on its own.
    if (Number(req.headers.get('content-length') ?? 0) > maxBodyBytes) {
      return jsonError(413, 'The request body is too large.');
    }
    body = await req.arrayBuffer();
    if (body.byteLength > maxBodyBytes) return jsonError(413, 'The request body is too large.');
  }
  const headers = new Headers(req.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));

  let upstream: Response;
  try {
    upstream = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: req.method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return jsonError(504, 'The function did not answer in time.');
    }
    throw error;
  }
  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
