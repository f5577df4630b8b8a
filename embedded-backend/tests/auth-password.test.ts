import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../src/jwt';
import type { Db } from '../src/types';
import { createTestBed, createTestDb, jwtPayload, uniqueEmail, type AuthTestBed } from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
});
afterAll(() => db.close());

async function signUp(email = uniqueEmail(), password = 'secret123', data: Record<string, unknown> = {}) {
  const client = bed.client();
  const result = await client.auth.signUp({ email, password, options: { data } });
  expect(result.error).toBeNull();
  return { client, email, password, ...result.data };
}

describe('sign up', () => {
  it('creates the user with its metadata and signs it in at once when confirmations are off', async () => {
    const email = uniqueEmail('Mixed.Case');
    const { session, user } = await signUp(email.toUpperCase(), 'secret123', {
      first_name: 'Amina',
      last_name: 'Idrissi',
    });
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.user_metadata).toMatchObject({
      first_name: 'Amina',
      last_name: 'Idrissi',
      email_verified: true,
    });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: user?.id });
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);

    const { rows } = await db.query<{
      encrypted_password: string;
      raw_user_meta_data: Record<string, unknown>;
    }>('select encrypted_password, raw_user_meta_data from auth.users where id = $1', [user?.id]);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$04\$/);
    expect(rows[0]?.raw_user_meta_data.first_name).toBe('Amina');
  });

  it('issues an access token with the claims Supabase Auth puts in it', async () => {
    const { session, user } = await signUp(undefined, 'secret123', { first_name: 'Youssef' });
    const claims = verifyJwt(session!.access_token, bed.config.jwtSecret);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      iss: `${bed.config.apiUrl}/auth/v1`,
      sub: user!.id,
      email: user!.email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect((claims.user_metadata as Record<string, unknown>).first_name).toBe('Youssef');
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const { rows } = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      claims.session_id,
      user!.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a short password with weak_password and its reasons', async () => {
    const { data, error } = await bed.client().auth.signUp({ email: uniqueEmail(), password: '12345a' });
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 8 characters.',
    });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['length']);
  });

  it('refuses an address that is already registered', async () => {
    const { email } = await signUp();
    const { error } = await bed.client().auth.signUp({ email, password: 'another123' });
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    });
  });

  it('refuses a malformed address with validation_failed', async () => {
    const { error } = await bed.client().auth.signUp({ email: 'not-an-address', password: 'secret123' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });

  it('answers clients without the API version header with the original error body', async () => {
    const response = await bed.fetch(`${bed.config.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: bed.config.anonKey },
      body: JSON.stringify({ email: uniqueEmail(), password: '123a' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 8 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('echoes the negotiated API version on errors for supabase-js', async () => {
    const response = await bed.fetch(`${bed.config.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'whatever' }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });
});

describe('sign in with a password', () => {
  it('signs in with the right password and records the sign-in', async () => {
    const { email, password, user } = await signUp();
    const client = bed.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user!.id);
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const { email } = await signUp();
    const wrong = await bed.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    const unknown = await bed
      .client()
      .auth.signInWithPassword({ email: uniqueEmail(), password: 'secret123' });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });
});

describe('the current user', () => {
  it('refuses an expired token with bad_jwt', async () => {
    const { user } = await signUp();
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { sub: user!.id, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 },
      bed.config.jwtSecret,
    );
    const { data, error } = await bed.client().auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toContain('token is expired');
  });

  it('refuses a token signed with another secret', async () => {
    const { session } = await signUp();
    const forged = signJwt(jwtPayload(session!.access_token), 'not-the-secret-not-the-secret-not-the-secret');
    const { error } = await bed.client().auth.getUser(forged);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(error?.message).toContain('signature is invalid');
  });

  it('asks for a bearer token when there is none, and refuses the anon key', async () => {
    const missing = await bed.fetch(`${bed.config.apiUrl}/auth/v1/user`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-sb-error-code')).toBe('no_authorization');
    const { error } = await bed.client().auth.getUser(bed.config.anonKey);
    expect(error).toMatchObject({
      status: 403,
      code: 'bad_jwt',
      message: 'invalid claim: missing sub claim',
    });
  });

  it('updates user metadata and removes keys set to null', async () => {
    const { client } = await signUp(undefined, 'secret123', { first_name: 'Nadia', city: 'Fes' });
    const { data, error } = await client.auth.updateUser({ data: { last_name: 'Benali', city: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Nadia', last_name: 'Benali' });
    expect(data.user?.user_metadata).not.toHaveProperty('city');
  });

  it('changes the password: the new one works, the old one and other sessions stop working', async () => {
    const { client, email, password } = await signUp();
    const other = bed.client();
    await other.auth.signInWithPassword({ email, password });

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const { error } = await client.auth.updateUser({ password: 'brand-new-secret-7' });
    expect(error).toBeNull();
    expect((await bed.client().auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    );
    expect(
      (await bed.client().auth.signInWithPassword({ email, password: 'brand-new-secret-7' })).error,
    ).toBeNull();
    // The changing session survives; the other one was signed out.
    expect((await client.auth.getUser()).error).toBeNull();
    const { error: otherError } = await other.auth.getUser();
    expect(otherError?.name).toBe('AuthSessionMissingError');
  });

  it('requires a signed-in session to change the password', async () => {
    const response = await bed.fetch(`${bed.config.apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'sneaky-new-one' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('the access token inside SQL', () => {
  it('makes auth.uid(), auth.role(), auth.email() and auth.jwt() describe the user', async () => {
    const { session, user } = await signUp();
    const row = await db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify(jwtPayload(session!.access_token)),
      ]);
      await tx.exec('set local role authenticated');
      const { rows } = await tx.query<{ uid: string; role: string; email: string; session_id: string }>(
        "select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'session_id' as session_id",
      );
      return rows[0];
    });
    expect(row).toEqual({
      uid: user!.id,
      role: 'authenticated',
      email: user!.email,
      session_id: jwtPayload(session!.access_token).session_id,
    });
  });

  it('keeps the auth tables out of reach of the API roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      await expect(
        db.transaction(async (tx) => {
          await tx.exec(`set local role ${role}`);
          await tx.query('select count(*) from auth.users');
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
