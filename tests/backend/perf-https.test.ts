import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localCertificate, type Certificate } from '../../scripts/perf/local-certificate';
import { serveStatic, type StaticServer } from '../../scripts/perf/static-server';
import { startTlsProxy, type TlsProxy } from '../../scripts/perf/tls-proxy';

/** The benchmark serves the build and the backend over HTTPS with HTTP/2, as production hosts do. */

interface Answer {
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTP/2 request that trusts only the benchmark's own certificate. */
function h2Request(
  url: string,
  certificate: Certificate,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const { origin, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const session: ClientHttp2Session = connect(origin, { ca: certificate.cert });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname + search, ...headers });
    let answerHeaders: IncomingHttpHeaders = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => (answerHeaders = h));
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ headers: answerHeaders, body: text });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2 for npm run perf', () => {
  let certificate: Certificate;
  let dir: string;
  let site: StaticServer;
  let upstream: Server;
  let proxy: TlsProxy;
  let deadProxy: TlsProxy;

  beforeAll(async () => {
    certificate = localCertificate();
    dir = mkdtempSync(path.join(tmpdir(), 'zellij-https-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Zellij home</title>');
    writeFileSync(path.join(dir, 'shop.html'), `<!doctype html><title>Shop</title>${' '.repeat(2000)}`);
    site = await serveStatic(dir, 0, { certificate });

    // A stand-in for the embedded backend: echoes what reached it.
    upstream = createServer((req, res) => {
      let received = '';
      req.on('data', (chunk: Buffer) => (received += chunk.toString()));
      req.on('end', () => {
        res.writeHead(req.url === '/missing' ? 404 : 201, {
          'content-type': 'application/json',
          connection: 'keep-alive',
          'x-upstream': 'yes',
        });
        res.end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            host: req.headers.host,
            apikey: req.headers.apikey,
            received,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    proxy = await startTlsProxy(`http://127.0.0.1:${port}`, 0, certificate);
    // Nothing listens on port 9 (discard): the backend is down.
    deadProxy = await startTlsProxy('http://127.0.0.1:9', 0, certificate);
  });

  afterAll(async () => {
    await Promise.all([site?.close(), proxy?.close(), deadProxy?.close()]);
    await new Promise((resolve) => upstream?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes a certificate for 127.0.0.1', () => {
    expect(certificate.cert.toString()).toContain('BEGIN CERTIFICATE');
    expect(certificate.key.toString()).toContain('PRIVATE KEY');
  });

  it('serves prerendered pages over HTTP/2, compressed', async () => {
    expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const page = await h2Request(`${site.url}/shop`, certificate, { 'accept-encoding': 'gzip' });
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await h2Request(`${site.url}/assets/gone-abc.js`, certificate);
    expect(missing.headers[':status']).toBe(404);
  });

  it('passes requests and answers through to the backend, minus hop-by-hop headers', async () => {
    const answer = await h2Request(
      `${proxy.url}/rest/v1/products?select=slug`,
      certificate,
      { ':method': 'POST', apikey: 'anon-key', 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(answer.headers[':status']).toBe(201);
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(answer.headers.connection).toBeUndefined();
    const echoed = JSON.parse(answer.body) as Record<string, string>;
    expect(echoed).toMatchObject({
      method: 'POST',
      url: '/rest/v1/products?select=slug',
      apikey: 'anon-key',
      received: '{"a":1}',
    });
    expect(echoed.host).toMatch(/^127\.0\.0\.1:\d+$/);
    const missing = await h2Request(`${proxy.url}/missing`, certificate);
    expect(missing.headers[':status']).toBe(404);
  });

  it('answers 502 with a reason when the backend is down', async () => {
    const answer = await h2Request(`${deadProxy.url}/rest/v1/products`, certificate);
    expect(answer.headers[':status']).toBe(502);
    expect(answer.body).toMatch(/^The backend did not answer: .*ECONNREFUSED/);
  });
});
