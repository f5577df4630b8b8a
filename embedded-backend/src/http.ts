/**
 * Adapts Node's http server to the web-standard handlers every part of the backend is written
 * as (`(Request) => Promise<Response>`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MAX_BODY_BYTES } from './config';
import type { Handler } from './types';

/** A body over the limit: answered with hosted Supabase's gateway (Kong) 413. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('Request size limit exceeded');
  }
}

const declaredLength = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0);

/**
 * Collects the body while counting the bytes as they arrive. Past `maxBytes` it stops collecting at
 * once (the rest is never buffered), so a client streaming an endless body costs nothing.
 */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (declaredLength(req) > maxBytes) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      reject(new BodyTooLargeError());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** A body limit for every path, or one per path (uploads to Storage may be larger than API calls). */
export type BodyLimit = number | ((pathname: string) => number);

export async function toWebRequest(
  req: IncomingMessage,
  origin: string,
  bodyLimit: BodyLimit = DEFAULT_MAX_BODY_BYTES,
): Promise<Request> {
  const url = new URL(req.url ?? '/', origin);
  const maxBodyBytes = typeof bodyLimit === 'number' ? bodyLimit : bodyLimit(url.pathname);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // This server is the edge, as hosted Supabase's gateway is: the address rate limits key on is
  // the connecting socket's, never one a client wrote into the request.
  headers.set('x-forwarded-for', req.socket.remoteAddress ?? '');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // A GET's body is never read, but Node would drain it all: refuse a declared oversize one too.
  if (!hasBody && declaredLength(req) > maxBodyBytes) throw new BodyTooLargeError();
  const body = hasBody ? await readBody(req, maxBodyBytes) : undefined;
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (method === 'HEAD' || !response.body) {
    res.end();
    return;
  }
  // Stream, so long-lived responses (e.g. server-sent events from functions) flow as produced.
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** How long a refused upload may go on so the client can read the 413 before the connection drops. */
const REFUSED_UPLOAD_GRACE_MS = 200;

/**
 * Answers 413 as hosted Supabase's gateway does and ends the upload: whatever else arrives is
 * discarded unread, and the connection is closed shortly after the answer is out.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  const body = JSON.stringify({ message: new BodyTooLargeError().message });
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'access-control-allow-origin': '*',
    connection: 'close',
  });
  res.end(body, () => {
    setTimeout(() => req.socket.destroy(), REFUSED_UPLOAD_GRACE_MS).unref();
  });
}

/**
 * A Node request listener that serves `handler`; `origin` is the public base URL. Bodies over
 * `maxBodyBytes` never reach the handler.
 */
export function nodeListener(
  handler: Handler,
  origin: () => string,
  maxBodyBytes: BodyLimit = DEFAULT_MAX_BODY_BYTES,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        const request = await toWebRequest(req, origin(), maxBodyBytes);
        const response = await handler(request);
        await sendWebResponse(res, response, request.method);
      } catch (error) {
        if (error instanceof BodyTooLargeError && !res.headersSent) {
          refuseBody(req, res);
        } else if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `Internal error: ${(error as Error).message}` }));
        } else {
          res.destroy();
        }
      }
    })();
  };
}
