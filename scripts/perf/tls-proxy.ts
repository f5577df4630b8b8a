/**
 * HTTPS with HTTP/2 in front of a local HTTP server: the embedded backend speaks HTTP/1.1, while the
 * hosted Supabase API and storage the shop talks to in production answer over HTTPS and HTTP/2.
 * Requests and responses are streamed through unchanged, minus the hop-by-hop headers HTTP/2 forbids.
 */
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';

import type { Certificate } from './local-certificate';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

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
    const headers: Record<string, string | string[]> = { host: target.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (answer) => {
        const answerHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) answerHeaders[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The backend did not answer: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, target.hostname, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `https://${target.hostname}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
