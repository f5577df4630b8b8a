/**
 * Adapts Node's http server to the web-standard handlers every part of the backend is written
 * as (`(Request) => Promise<Response>`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from './types';

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function toWebRequest(req: IncomingMessage, origin: string): Promise<Request> {
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
  const body = hasBody ? await readBody(req) : undefined;
  return new Request(new URL(req.url ?? '/', origin), {
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

/** A Node request listener that serves `handler`; `origin` is the public base URL. */
export function nodeListener(handler: Handler, origin: () => string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        const request = await toWebRequest(req, origin());
        const response = await handler(request);
        await sendWebResponse(res, response, request.method);
      } catch (error) {
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: `Internal error: ${(error as Error).message}` }));
        } else {
          res.destroy();
        }
      }
    })();
  };
}
