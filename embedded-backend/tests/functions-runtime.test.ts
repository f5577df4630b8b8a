import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config';
import { createFunctionsRuntime, type FunctionsRuntime } from '../src/functions';
import { functionPath } from '../src/functions/proxy';

const BASE = 'http://127.0.0.1:54321/functions/v1';

/** Small functions written the way real ones are: index.ts calling Deno.serve, nothing else. */
const FIXTURES: Record<string, string> = {
  echo: `Deno.serve(async (req) => {
    const url = new URL(req.url);
    if (req.method === 'OPTIONS') return new Response('ok', { headers: { 'access-control-allow-origin': '*' } });
    return Response.json({
      method: req.method, path: url.pathname, query: url.search,
      authorization: req.headers.get('authorization'), apikey: req.headers.get('apikey'),
      idempotencyKey: req.headers.get('idempotency-key'), body: await req.text(),
      supabaseUrl: Deno.env.get('SUPABASE_URL'), siteUrl: Deno.env.get('SITE_URL'),
      secret: Deno.env.get('ZELLIJ_TEST_SECRET') ?? null,
    });
  });`,
  thrower: `Deno.serve({ port: 9999 }, async () => { await Promise.resolve(); throw new Error('boom'); });`,
  sleeper: `Deno.serve({ handler: () => new Promise((r) => setTimeout(() => r(new Response('late')), 5000)) });`,
  stream: `Deno.serve(() => new Response(new ReadableStream({ start(c) { c.enqueue(new TextEncoder().encode('a')); c.enqueue(new TextEncoder().encode('b')); c.close(); } })));`,
  broken: `import './missing.ts'; Deno.serve(() => new Response('never'));`,
};

let dir: string;
let runtime: FunctionsRuntime;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zellij-fn-'));
  for (const [name, source] of Object.entries(FIXTURES)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'index.ts'), source);
  }
  mkdirSync(join(dir, '_shared'));
  writeFileSync(join(dir, '_shared', 'index.ts'), 'throw new Error("helpers are not functions");');
  writeFileSync(join(dir, '.env'), 'ZELLIJ_TEST_SECRET="from-dotenv"\nSUPABASE_URL=http://overridden\n');
  runtime = createFunctionsRuntime({ config: defaultConfig(), functionsDir: dir, requestTimeoutMs: 1500 });
  await runtime.start();
}, 60_000);

afterAll(async () => {
  await runtime?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('functions runtime', () => {
  it('forwards method, path, query, headers and body, with Supabase env and .env secrets', async () => {
    const res = await runtime.handler(
      new Request(`${BASE}/echo/sub/path?x=1`, {
        method: 'POST',
        headers: { authorization: 'Bearer abc', apikey: 'anon', 'idempotency-key': 'k-1' },
        body: '{"hello":"world"}',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/echo/sub/path',
      query: '?x=1',
      authorization: 'Bearer abc',
      apikey: 'anon',
      idempotencyKey: 'k-1',
      body: '{"hello":"world"}',
      supabaseUrl: 'http://127.0.0.1:54321',
      siteUrl: 'http://127.0.0.1:5173',
      secret: 'from-dotenv',
    });
  });

  it('answers CORS preflight through the function', async () => {
    const res = await runtime.handler(new Request(`${BASE}/echo`, { method: 'OPTIONS' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('turns a thrown error into a 500 JSON answer', async () => {
    const res = await runtime.handler(new Request(`${BASE}/thrower`, { method: 'POST' }));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'The function failed unexpectedly.' });
  });

  it('answers 504 when a function takes longer than the timeout', async () => {
    const res = await runtime.handler(new Request(`${BASE}/sleeper`));
    expect(res.status).toBe(504);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((await res.json()).error).toMatch(/did not answer in time/);
  });

  it('streams a response body', async () => {
    const res = await runtime.handler(new Request(`${BASE}/stream`));
    expect(await res.text()).toBe('ab');
  });

  it('answers 404 for unknown and _-prefixed folders and 500 for a function that fails to load', async () => {
    expect((await runtime.handler(new Request(`${BASE}/nope`))).status).toBe(404);
    expect((await runtime.handler(new Request(`${BASE}/_shared`))).status).toBe(404);
    const broken = await runtime.handler(new Request(`${BASE}/broken`));
    expect(broken.status).toBe(500);
    expect((await broken.json()).error).toMatch(/broken failed to start/);
  });

  it('maps gateway paths to function paths', () => {
    expect(functionPath(new URL(`${BASE}/a/b?c=1`))).toBe('/a/b?c=1');
    expect(functionPath(new URL(`${BASE}/`))).toBeNull();
    expect(functionPath(new URL(BASE))).toBeNull();
  });
});

describe('functions runtime with watch', () => {
  it('serves the new code after a function file changes', async () => {
    const watched = mkdtempSync(join(tmpdir(), 'zellij-fn-watch-'));
    mkdirSync(join(watched, 'version'));
    const write = (v: string) =>
      writeFileSync(join(watched, 'version', 'index.ts'), `Deno.serve(() => new Response('${v}'));`);
    write('one');
    const live = createFunctionsRuntime({ config: defaultConfig(), functionsDir: watched, watch: true });
    try {
      await live.start();
      const read = async () => (await live.handler(new Request(`${BASE}/version`))).text();
      expect(await read()).toBe('one');
      write('two');
      let seen = 'one';
      for (let i = 0; i < 100 && seen !== 'two'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        seen = await read();
      }
      expect(seen).toBe('two');
    } finally {
      await live.stop();
      rmSync(watched, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('functions runtime limits', () => {
  it('refuses bodies over 1 MB with 413 before they reach a function', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zellij-fn-limit-'));
    const runtime = createFunctionsRuntime({ config: defaultConfig(), functionsDir: dir, watch: false });
    try {
      const res = await runtime.handler(
        new Request(`${BASE}/any`, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) }),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: 'The request body is too large.' });
    } finally {
      await runtime.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
