/**
 * Anonymous sign-in as Supabase Auth documents it (signInAnonymously): off unless
 * enable_anonymous_sign_ins; on, a session for a user with no address whose token says
 * is_anonymous; adding an e-mail later links it and ends the anonymity once confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_RATE_LIMITS } from '../src/auth/rate-limits';
import { startBackend } from '../src/server';
import type { Db } from '../src/types';
import {
  authFetch,
  codeIn,
  createTestBed,
  createTestDb,
  jwtPayload,
  lastMail,
  uniqueEmail,
  type AuthTestBed,
} from './auth-harness';

let db: Db;
let off: AuthTestBed;
let on: AuthTestBed;
let confirming: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  off = createTestBed(db);
  on = createTestBed(db, { enableAnonymousSignIns: true });
  confirming = createTestBed(db, { enableAnonymousSignIns: true, enableConfirmations: true });
});
afterAll(() => db.close());

describe('anonymous sign-in', () => {
  it('is refused with 422 anonymous_provider_disabled while the project has it off (hosted default)', async () => {
    const { data, error } = await off.client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    });
    const raw = await authFetch(off, '/signup', { body: {} });
    expect(raw.status).toBe(422);
    expect(raw.headers.get('x-sb-error-code')).toBe('anonymous_provider_disabled');
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where is_anonymous',
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is announced in /settings as external.anonymous_users', async () => {
    const read = async (testBed: AuthTestBed) =>
      ((await (await authFetch(testBed, '/settings')).json()) as { external: Record<string, boolean> })
        .external;
    expect((await read(off)).anonymous_users).toBe(false);
    expect((await read(on)).anonymous_users).toBe(true);
  });

  it('opens a session whose token is an authenticated, anonymous user with no address', async () => {
    const client = on.client();
    const { data, error } = await client.auth.signInAnonymously({ options: { data: { locale: 'fr' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
      aud: 'authenticated',
      email: '',
      app_metadata: {},
      user_metadata: { locale: 'fr' },
      identities: [],
    });
    const claims = jwtPayload(data.session!.access_token);
    expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1', email: '' });
    expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }]);
    expect((await client.auth.getUser()).data.user?.is_anonymous).toBe(true);
    // The refresh token works like any other.
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(jwtPayload(refreshed.data.session!.access_token).is_anonymous).toBe(true);
  });

  it('refuses a password for an anonymous user without an address', async () => {
    const client = on.client();
    await client.auth.signInAnonymously();
    const { error } = await client.auth.updateUser({ password: 'secret123' });
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Updating password of an anonymous user without an email or phone is not allowed',
    });
  });

  it('links an e-mail at once when confirmations are off', async () => {
    const client = on.client();
    const { data } = await client.auth.signInAnonymously();
    const email = uniqueEmail('linked');
    const { data: updated, error } = await client.auth.updateUser({ email, password: 'secret123' });
    expect(error).toBeNull();
    expect(updated.user).toMatchObject({
      id: data.user!.id,
      email,
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(updated.user?.identities).toHaveLength(1);
    expect(updated.user?.identities?.[0]).toMatchObject({ provider: 'email', identity_data: { email } });
    const signedIn = await on.client().auth.signInWithPassword({ email, password: 'secret123' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(data.user!.id);
    expect(jwtPayload(signedIn.data.session!.access_token).is_anonymous).toBe(false);
  });

  it('links an e-mail after the address confirms it when confirmations are on', async () => {
    const client = confirming.client();
    const { data } = await client.auth.signInAnonymously();
    const email = uniqueEmail('pending');
    const { data: pending, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(pending.user).toMatchObject({ email: '', new_email: email, is_anonymous: true });

    const mail = await lastMail(confirming, email);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const verified = await confirming
      .client()
      .auth.verifyOtp({ email, token: codeIn(mail), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: data.user!.id, email, is_anonymous: false });
    expect(jwtPayload(verified.data.session!.access_token).is_anonymous).toBe(false);
  });
});

describe('anonymous sign-ins over HTTP', () => {
  it('are limited per address by [auth.rate_limit] anonymous_users, with 429 over_request_rate_limit', async () => {
    const backend = await startBackend({
      dataDir: null,
      port: 0,
      pgPort: 0,
      functions: false,
      auth: { enableAnonymousSignIns: true, rateLimits: { ...CLI_RATE_LIMITS, anonymousUsers: 2 } },
    });
    try {
      const signIn = () =>
        fetch(`${backend.url}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: backend.config.anonKey },
          body: '{}',
        });
      expect((await signIn()).status).toBe(200);
      expect((await signIn()).status).toBe(200);
      const third = await signIn();
      expect(third.status).toBe(429);
      expect(third.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
      const { rows } = await backend.db.query<{ n: number }>(
        'select count(*)::int as n from auth.users where is_anonymous',
      );
      expect(rows[0]!.n).toBe(2);
    } finally {
      await backend.stop();
    }
  });
});
