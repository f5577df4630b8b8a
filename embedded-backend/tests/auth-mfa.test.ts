/**
 * MFA with TOTP through supabase-js's auth.mfa: enrol, challenge, verify, unenrol, and the
 * assurance level (aal/amr claims) as Supabase Auth documents them, plus GoTrue's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { base32Encode, totpCode, totpUri, totpValid } from '../src/auth/totp';
import type { Db } from '../src/types';
import {
  authFetch,
  createTestBed,
  createTestDb,
  jwtPayload,
  uniqueEmail,
  type AuthTestBed,
} from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
});
afterAll(() => db.close());

async function signedIn(): Promise<{ client: SupabaseClient; email: string }> {
  const email = uniqueEmail('mfa');
  const client = bed.client();
  const { error } = await client.auth.signUp({ email, password: 'secret123' });
  expect(error).toBeNull();
  return { client, email };
}

async function enrolledAndVerified(client: SupabaseClient) {
  const { data: factor, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone app',
  });
  expect(error).toBeNull();
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
  const verified = await client.auth.mfa.verify({
    factorId: factor!.id,
    challengeId: challenge!.id,
    code: totpCode(factor!.totp.secret),
  });
  expect(verified.error).toBeNull();
  return { factor: factor!, session: verified.data! };
}

describe('TOTP codes', () => {
  it('match the RFC 6238 SHA-1 test vectors (last six digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 2_000_000_000_000)).toBe('279037');
    // One step of skew either way, as GoTrue allows, and no more.
    expect(totpValid(secret, '287082', 59_000 + 30_000)).toBe(true);
    expect(totpValid(secret, '287082', 59_000 + 61_000)).toBe(false);
    expect(totpUri('example.com', 'a@b.c', 'ABC')).toBe(
      'otpauth://totp/example.com:a@b.c?algorithm=SHA1&digits=6&issuer=example.com&period=30&secret=ABC',
    );
  });
});

describe('MFA with TOTP', () => {
  it('enrols an unverified factor with a QR code, secret and otpauth URI', async () => {
    const { client, email } = await signedIn();
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'laptop' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'laptop' });
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data!.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:5173:${email}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A5173&period=30&secret=${data!.totp.secret}`,
    );
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg[^>]*>.*<\/svg>$/s);
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors).toEqual([
      expect.objectContaining({
        id: data!.id,
        status: 'unverified',
        factor_type: 'totp',
        friendly_name: 'laptop',
      }),
    ]);
    // An unverified factor does not raise the next level yet.
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses a second factor with the same friendly name', async () => {
    const { client } = await signedIn();
    await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'same' });
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'same' });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "same" for this user already exists',
    });
  });

  it('verifies a challenge: the session becomes aal2 with totp then password in amr', async () => {
    const { client } = await signedIn();
    const beforeSession = (await client.auth.getSession()).data.session!;
    const before = jwtPayload(beforeSession.access_token);
    expect(before).toMatchObject({
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });

    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge, error } = await client.auth.mfa.challenge({ factorId: factor!.id });
    expect(error).toBeNull();
    expect(challenge).toMatchObject({ id: expect.any(String), type: 'totp' });
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);

    const wrong = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: '000000',
    });
    if (totpCode(factor!.totp.secret) !== '000000') {
      expect(wrong.error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    const { data: session, error: verifyError } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(verifyError).toBeNull();
    const claims = jwtPayload(session!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.session_id).toBe(before.session_id);
    // Same session, new refresh token (GoTrue swaps it on verification).
    expect(session!.refresh_token).not.toBe(beforeSession.refresh_token);
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
    expect(session!.user.factors).toEqual([expect.objectContaining({ id: factor!.id, status: 'verified' })]);
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor!.id]);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    // A challenge is spent once verified.
    const again = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    // The aal survives a refresh.
    const refreshed = await client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('signs in at aal1 with aal2 as next level, and ends other aal1 sessions when one is verified', async () => {
    const { client, email } = await signedIn();
    const other = bed.client();
    await other.auth.signInWithPassword({ email, password: 'secret123' });
    const { factor } = await enrolledAndVerified(client);
    // GoTrue's InvalidateSessionsWithAALLessThan: the other (aal1) session is gone, and its
    // refresh tokens with it.
    const { error: gone } = await other.auth.refreshSession();
    expect(gone).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    const later = bed.client();
    const signIn = await later.auth.signInWithPassword({ email, password: 'secret123' });
    expect(jwtPayload(signIn.data.session!.access_token).aal).toBe('aal1');
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    // Below aal2 the password and e-mail cannot change, nor a verified factor be removed.
    expect((await later.auth.updateUser({ password: 'other1234' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });
    expect((await later.auth.mfa.unenroll({ factorId: factor.id })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });
    expect((await later.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' })).error).toMatchObject(
      {
        status: 403,
        code: 'insufficient_aal',
      },
    );
    // At aal2 it can: the factor goes and the session falls back to aal1.
    const { data: unenrolled, error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(unenrolled).toEqual({ id: factor.id });
    const refreshed = await client.auth.refreshSession();
    expect(jwtPayload(refreshed.data.session!.access_token).aal).toBe('aal1');
    expect(refreshed.data.user?.factors ?? []).toEqual([]);
  });

  it("answers GoTrue's errors for unknown factors, other users' factors and bad input", async () => {
    const { client } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { client: stranger } = await signedIn();
    const token = (await stranger.auth.getSession()).data.session!.access_token;
    const theirs = await authFetch(bed, `/factors/${factor!.id}/challenge`, { token, body: {} });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ code: 'mfa_factor_not_found', message: 'Factor not found' });
    const notUuid = await authFetch(bed, '/factors/nope', { method: 'DELETE', token });
    expect(notUuid.status).toBe(404);
    expect(notUuid.headers.get('x-sb-error-code')).toBe('validation_failed');
    const badType = await authFetch(bed, '/factors', { token, body: { factor_type: 'sms' } });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_type needs to be totp, phone, or webauthn',
    });
    const phone = await authFetch(bed, '/factors', {
      token,
      body: { factor_type: 'phone', phone: '+33600000000' },
    });
    expect(phone.status).toBe(422);
    expect(phone.headers.get('x-sb-error-code')).toBe('mfa_phone_enroll_not_enabled');
    const noCode = await authFetch(bed, `/factors/${factor!.id}/verify`, {
      token: (await client.auth.getSession()).data.session!.access_token,
      body: { challenge_id: crypto.randomUUID() },
    });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toEqual({ code: 'validation_failed', message: 'Code needs to be non-empty' });
    const unknownChallenge = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknownChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const anonymous = await authFetch(bed, '/factors', { body: { factor_type: 'totp' } });
    expect(anonymous.status).toBe(401);
  });

  it('refuses enrolment with 422 mfa_totp_enroll_not_enabled when [auth.mfa.totp] enroll_enabled is off', async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const closed = createTestBed(db, {
      mfa: {
        totpEnroll: false,
        totpVerify: true,
        maxEnrolledFactors: 10,
        maxVerifiedFactors: 10,
        challengeExpiry: 300,
        factorExpiry: 300,
      },
    });
    const response = await authFetch(closed, '/factors', { token, body: { factor_type: 'totp' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });
  });

  it('refuses an expired challenge with mfa_challenge_expired', async () => {
    const { client } = await signedIn();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    await db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challenge!.id],
    );
    const { error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: totpCode(factor!.totp.secret),
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge!.id} has expired, verify against another challenge or create a new challenge.`,
    });
  });
});
