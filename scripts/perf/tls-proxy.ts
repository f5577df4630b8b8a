/**
 * HTTPS with HTTP/2 in front of a local HTTP server: the embedded backend speaks HTTP/1.1, while the
 * hosted Supabase API and storage the shop talks to in production answer over HTTPS and HTTP/2.
 * Requests and responses are streamed through unchanged, minus the hop-by-hop headers HTTP/2 forbids.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';

import { listen } from './listen';
import type { Certificate } from './local-certificate';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** `headers` without the pseudo-headers of HTTP/2 and the hop-by-hop headers of HTTP/1.1. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

export interface TlsProxy {
  url: string;
  close(): Promise<void>;
}

export async function startTlsProxy(
  targetUrl: string,
  port: number,
  certificate: Certificate,
): Promise<TlsProxy> {
  const target = new URL(targetUrl);
  const server = createSecureServer({ ...certificate, allowHTTP1: true }, (req, res) => {
    const headers = { ...endToEnd(req.headers), host: target.host };
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The backend did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  const listening = await listen(server, port, target.hostname);
  return { url: `https://${target.hostname}:${listening.port}`, close: listening.close };
}
