import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/types';
import { createTestBed, createTestDb, jwtPayload, uniqueEmail, type AuthTestBed } from './auth-harness';

let db: Db;
let bed: AuthTestBed;
/** Same database, but a rotated token is never accepted again (no reuse interval). */
let strict: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
  strict = createTestBed(db, { refreshTokenReuseInterval: 0 });
});
afterAll(() => db.close());

async function signedIn(testBed = bed) {
  const email = uniqueEmail();
  const client = testBed.client();
  const { data, error } = await client.auth.signUp({ email, password: 'secret123' });
  expect(error).toBeNull();
  return { client, email, session: data.session! };
}

/** Calls the refresh grant directly, the way supabase-js does. */
async function refresh(testBed: AuthTestBed, refreshToken: string) {
  return testBed.client().auth.refreshSession({ refresh_token: refreshToken });
}

describe('refresh tokens', () => {
  it('rotate: each refresh revokes the presented token and issues its child in the same session', async () => {
    const { session } = await signedIn();
    const { data, error } = await refresh(bed, session.refresh_token);
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(jwtPayload(next.access_token).session_id).toBe(jwtPayload(session.access_token).session_id);

    const { rows } = await db.query<{ token: string; revoked: boolean; parent: string | null }>(
      'select token, revoked, parent from auth.refresh_tokens where session_id = $1 order by id',
      [jwtPayload(session.access_token).session_id],
    );
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  it('accept the parent of the current token again (a lost answer) by handing back the current one', async () => {
    const { session } = await signedIn(strict);
    const first = (await refresh(strict, session.refresh_token)).data.session!;
    const again = await refresh(strict, session.refresh_token);
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.refresh_token);
  });

  it('accept an older revoked token within the reuse interval', async () => {
    const { session } = await signedIn(bed);
    const first = (await refresh(bed, session.refresh_token)).data.session!;
    await refresh(bed, first.refresh_token);
    const { error } = await refresh(bed, session.refresh_token);
    expect(error).toBeNull();
  });

  it('detect reuse outside the interval and revoke the whole family', async () => {
    const { session } = await signedIn(strict);
    const first = (await refresh(strict, session.refresh_token)).data.session!;
    const second = (await refresh(strict, first.refresh_token)).data.session!;

    const reuse = await refresh(strict, session.refresh_token);
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The legitimate holder's current token dies with the family.
    const current = await refresh(strict, second.refresh_token);
    expect(current.error).toMatchObject({ status: 400, code: 'session_expired' });
    const { rows } = await db.query<{ active: number }>(
      'select count(*)::int as active from auth.refresh_tokens where session_id = $1 and not revoked',
      [jwtPayload(session.access_token).session_id],
    );
    expect(rows[0]?.active).toBe(0);
  });

  it('refuse an unknown token', async () => {
    const { error } = await refresh(bed, 'not-a-token-we-issued');
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });

  it('are required by the refresh grant', async () => {
    const response = await bed.fetch(`${bed.config.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('sign out', () => {
  async function twoSessions() {
    const first = await signedIn();
    const second = bed.client();
    await second.auth.signInWithPassword({ email: first.email, password: 'secret123' });
    const third = bed.client();
    await third.auth.signInWithPassword({ email: first.email, password: 'secret123' });
    return { first: first.client, second, third, firstSession: first.session };
  }

  const isSignedIn = async (client: SupabaseClient) => (await client.auth.getUser()).error === null;

  it('local: ends only this session, and its refresh token with it', async () => {
    const { first, second, third, firstSession } = await twoSessions();
    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await first.auth.getSession()).data.session).toBeNull();
    expect(await isSignedIn(second)).toBe(true);
    expect(await isSignedIn(third)).toBe(true);
    expect((await refresh(bed, firstSession.refresh_token)).error?.code).toBe('refresh_token_not_found');
    // The old access token now names a session that does not exist.
    const { error } = await bed.client().auth.getUser(firstSession.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('others: ends every other session and keeps this one', async () => {
    const { first, second, third } = await twoSessions();
    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await isSignedIn(first)).toBe(true);
    expect(await isSignedIn(second)).toBe(false);
    expect(await isSignedIn(third)).toBe(false);
  });

  it('global (the default): ends every session of the user', async () => {
    const { first, second, third } = await twoSessions();
    expect((await second.auth.signOut()).error).toBeNull();
    for (const client of [first, second, third]) expect(await isSignedIn(client)).toBe(false);
  });

  it('answers 204, and refuses an unknown scope', async () => {
    const { session } = await signedIn();
    const url = `${bed.config.apiUrl}/auth/v1/logout`;
    const headers = { authorization: `Bearer ${session.access_token}` };
    const bad = await bed.fetch(`${url}?scope=everyone`, { method: 'POST', headers });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported logout scope "everyone"',
    });
    const ok = await bed.fetch(`${url}?scope=local`, { method: 'POST', headers });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
  });
});
