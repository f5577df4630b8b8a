/**
 * The platform JWT check in front of the functions (verify_jwt in supabase/config.toml) and the
 * body limit, attacked over raw HTTP: no token, forged, expired and `alg: none` tokens, the anon
 * key, a signed-in user, and oversize bodies.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyJwtSettings, withFunctionJwtCheck } from '../src/functions';
import { signJwt } from '../src/jwt';
import { invoke, signedInUser, startTestBackend, type Backend } from './functions-harness';

let backend: Backend;
let user: { token: string; id: string };

beforeAll(async () => {
  backend = await startTestBackend();
  user = await signedInUser(backend, 'verify-jwt@example.com');
}, 120_000);

afterAll(() => backend?.stop());

const now = () => Math.floor(Date.now() / 1000);
const userClaims = () => ({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: now() + 3600 });

/** A raw POST with exactly the headers given (no apikey unless passed). */
async function post(name: string, headers: Record<string, string>, body = '{}') {
  const res = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('verify_jwt on', () => {
  it('refuses a call without Authorization before the function runs', async () => {
    const answer = await post('check-subscription', { apikey: backend.config.anonKey });
    expect(answer).toEqual({ status: 401, body: { code: 401, message: 'Missing authorization header' } });
  });

  it.each([
    ['forged (another secret)', () => signJwt(userClaims(), 'x'.repeat(48))],
    ['expired', () => signJwt({ ...userClaims(), exp: now() - 60 }, backend.config.jwtSecret)],
    [
      'unsigned (alg none)',
      () =>
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
          JSON.stringify(userClaims()),
        ).toString('base64url')}.`,
    ],
    ['not a JWT', () => 'hello'],
  ])('refuses a %s token with "Invalid JWT"', async (_label, token) => {
    for (const name of ['check-subscription', 'customer-portal', 'create-checkout', 'capture-paypal-order']) {
      const answer = await post(name, { authorization: `Bearer ${token()}` });
      expect(answer, name).toEqual({ status: 401, body: { code: 401, message: 'Invalid JWT' } });
    }
  });

  it('lets the anon key through (guests order); a function needing a user still refuses it', async () => {
    const guest = await invoke(backend, 'create-checkout', { items: [] });
    expect(guest.status).toBe(400);
    expect(guest.body).toHaveProperty('error');
    // A user id in the body is no identity: the user comes from the verified token only.
    const anon = await invoke(backend, 'check-subscription', { user_id: user.id });
    expect(anon).toMatchObject({
      status: 401,
      body: { error: 'Please sign in to check your subscription.' },
    });
  });

  it('serves a signed-in user', async () => {
    const answer = await invoke(backend, 'check-subscription', undefined, { token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subscribed: false });
  });

  it('lets CORS preflight through without credentials', async () => {
    const res = await fetch(`${backend.url}/functions/v1/check-subscription`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    await res.body?.cancel();
    expect(res.status).toBe(200);
  });
});

describe('verify_jwt off', () => {
  it('paypal-webhook is reached without any JWT (PayPal sends none) and checks the event itself', async () => {
    const answer = await post('paypal-webhook', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
  });
});

describe('verify_jwt settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zellij-verify-jwt-'));
  const toml = join(dir, 'config.toml');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('default to on for a function config.toml does not list, and follow edits of the file', async () => {
    writeFileSync(toml, '[functions.public-hook]\nverify_jwt = false\n');
    const reached: string[] = [];
    const handler = withFunctionJwtCheck(
      async (req) => {
        reached.push(new URL(req.url).pathname);
        return new Response('ran');
      },
      { jwtSecret: backend.config.jwtSecret, verifyJwtFor: verifyJwtSettings(toml) },
    );
    const call = (name: string) => handler(new Request(`http://x/functions/v1/${name}`, { method: 'POST' }));
    expect((await call('public-hook')).status).toBe(200);
    expect((await call('stripe-webhook')).status).toBe(401);
    writeFileSync(toml, '[functions.public-hook]\nverify_jwt = true\n');
    utimesSync(toml, new Date(), new Date(Date.now() + 5000));
    expect((await call('public-hook')).status).toBe(401);
    expect(reached).toEqual(['/functions/v1/public-hook']);
  });
});

describe('body limit through the whole backend', () => {
  it('refuses 1 MB + 1 byte for REST and functions with 413, for anon and for a user', async () => {
    const big = JSON.stringify({ note: 'x'.repeat(1024 * 1024) });
    for (const token of [backend.config.anonKey, user.token]) {
      for (const path of ['/rest/v1/orders', '/functions/v1/create-checkout']) {
        const res = await fetch(`${backend.url}${path}`, {
          method: 'POST',
          headers: { apikey: backend.config.anonKey, authorization: `Bearer ${token}` },
          body: big,
        });
        expect(res.status, path).toBe(413);
        expect(await res.json()).toEqual({ message: 'Request size limit exceeded' });
      }
    }
  });
});
