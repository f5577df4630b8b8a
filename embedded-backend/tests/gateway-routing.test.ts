/** The gateway without a database: routing, CORS, logging, stand-ins, and the Node adapter. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createGateway, jsonResponse, unavailable } from '../src/gateway';
import { nodeListener } from '../src/http';

const echo = async (req: Request) =>
  jsonResponse(200, { path: new URL(req.url).pathname, method: req.method, body: await req.text() });

function gateway(log?: (line: string) => void) {
  return createGateway({
    mounts: [
      { prefix: '/rest/v1', handler: echo },
      {
        prefix: '/functions/v1',
        handler: async () =>
          new Response('fn', { headers: { 'access-control-allow-origin': 'https://fn.example' } }),
        cors: false,
      },
      { prefix: '/auth/v1', handler: unavailable('Auth is not available') },
      { prefix: '/boom', handler: async () => Promise.reject(new Error('kaput')) },
    ],
    log,
  });
}

describe('gateway', () => {
  it('routes by prefix, passing the full request through', async () => {
    const res = await gateway()(
      new Request('http://x/rest/v1/products?select=*', { method: 'POST', body: 'hi' }),
    );
    expect(await res.json()).toEqual({ path: '/rest/v1/products', method: 'POST', body: 'hi' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers browser preflight for every CORS-managed route', async () => {
    const res = await gateway()(
      new Request('http://x/rest/v1/products', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:5173',
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'x-custom, prefer',
        },
      }),
    );
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers')!.split(', ');
    for (const header of [
      'apikey',
      'authorization',
      'x-client-info',
      'content-type',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'idempotency-key',
      'x-custom',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    // supabase-js reads Auth's error codes only when it can see the negotiated API version.
    expect(res.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('leaves CORS to parts that manage it and never duplicates headers', async () => {
    const res = await gateway()(new Request('http://x/functions/v1/hello'));
    expect(res.headers.get('access-control-allow-origin')).toBe('https://fn.example');
    const preflight = await gateway()(
      new Request('http://x/functions/v1/hello', {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'POST' },
      }),
    );
    expect(await preflight.text()).toBe('fn');
  });

  it('answers unknown prefixes, missing parts and crashes with JSON', async () => {
    const unknown = await gateway()(new Request('http://x/nothing/here'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'no Route matched with those values' });
    const missing = await gateway()(new Request('http://x/auth/v1/settings'));
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({ message: 'Auth is not available' });
    const crash = await gateway()(new Request('http://x/boom'));
    expect(crash.status).toBe(500);
    expect(crash.headers.get('content-type')).toContain('application/json');
  });

  it('logs one line per request: method, path, status, duration', async () => {
    const lines: string[] = [];
    await gateway((line) => lines.push(line))(new Request('http://x/rest/v1/products?secret=1'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/rest\/v1\/products 200 \d+ms$/);
  });
});

describe('node adapter', () => {
  it('serves web handlers over node:http with bodies, headers and HEAD', async () => {
    const server = createServer(
      nodeListener(
        async (req) => {
          const headers = new Headers({ 'x-echo': req.headers.get('x-in') ?? '' });
          headers.append('set-cookie', 'a=1');
          headers.append('set-cookie', 'b=2');
          return new Response(`${req.method} ${await req.text()}`, { status: 201, headers });
        },
        () => 'http://127.0.0.1',
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const res = await fetch(url, { method: 'PUT', body: 'payload', headers: { 'x-in': 'hello' } });
      expect(res.status).toBe(201);
      expect(res.headers.get('x-echo')).toBe('hello');
      expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      expect(await res.text()).toBe('PUT payload');
      const head = await fetch(url, { method: 'HEAD' });
      expect(head.status).toBe(201);
      expect(await head.text()).toBe('');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
