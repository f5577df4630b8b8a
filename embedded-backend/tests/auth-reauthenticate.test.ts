/**
 * Reauthentication (supabase.auth.reauthenticate and the nonce of PUT /user under
 * secure_password_change), the identity endpoints behind enable_manual_linking, e-mail OTP sign-in
 * with verifyOtp type 'email', and what PUT /user refuses to a user (app_metadata).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let secure: AuthTestBed;
let linking: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  secure = createTestBed(db, { securePasswordChange: true });
  linking = createTestBed(db, { enableManualLinking: true });
});
afterAll(() => db.close());

async function signedIn(testBed: AuthTestBed) {
  const email = uniqueEmail('reauth');
  const client = testBed.client();
  const { data, error } = await client.auth.signUp({ email, password: 'secret123' });
  expect(error).toBeNull();
  return { client, email, session: data.session! };
}

/** Makes the session look signed in more than 24 hours ago, when GoTrue asks for a nonce. */
async function ageSession(accessToken: string) {
  await db.query("update auth.sessions set created_at = now() - interval '25 hours' where id = $1", [
    jwtPayload(accessToken).session_id,
  ]);
}

describe('reauthentication', () => {
  it('lets a recent session change the password without a nonce', async () => {
    const { client } = await signedIn(secure);
    expect((await client.auth.updateUser({ password: 'newer1234' })).error).toBeNull();
  });

  it('asks an older session for a nonce, mails one on reauthenticate, and takes it once', async () => {
    const { client, email, session } = await signedIn(secure);
    await ageSession(session.access_token);
    expect((await client.auth.updateUser({ password: 'newer1234' })).error).toMatchObject({
      status: 400,
      code: 'reauthentication_needed',
      message: 'Password update requires reauthentication',
    });

    const { data, error } = await client.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const mail = await lastMail(secure, email);
    expect(mail.subject).toBe('Confirm reauthentication');
    expect(mail.links).toEqual([]);
    const nonce = /code: (\d{6})/.exec(mail.text)![1]!;

    expect((await client.auth.updateUser({ password: 'newer1234', nonce: '000000' })).error).toMatchObject({
      status: 422,
      code: 'reauthentication_not_valid',
      message: 'Nonce has expired or is invalid',
    });
    expect((await client.auth.updateUser({ password: 'newer1234', nonce })).error).toBeNull();
    expect(
      (await secure.client().auth.signInWithPassword({ email, password: 'newer1234' })).error,
    ).toBeNull();
    // Spent: the same nonce does not work twice.
    expect((await client.auth.updateUser({ password: 'newest1234', nonce })).error).toMatchObject({
      code: 'reauthentication_not_valid',
    });
  });

  it('answers 200 {} over HTTP and refuses a user without an address', async () => {
    const { session } = await signedIn(secure);
    const response = await authFetch(secure, '/reauthenticate', { token: session.access_token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const anonymous = createTestBed(db, { enableAnonymousSignIns: true }).client();
    const { data } = await anonymous.auth.signInAnonymously();
    const refused = await authFetch(secure, '/reauthenticate', { token: data.session!.access_token });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'validation_failed',
      message: 'Reauthentication requires the user to have an email or a phone number',
    });
  });
});

describe('PUT /user', () => {
  it('changes a permanent address only through the link to the new one, confirmations on or off', async () => {
    const { client, email } = await signedIn(secure);
    const newEmail = uniqueEmail('moving');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const mail = await lastMail(secure, newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    const verified = await secure
      .client()
      .auth.verifyOtp({ email: newEmail, token: codeIn(mail), type: 'email_change' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });

  it('refuses app_metadata from the user with 403 not_admin and changes nothing', async () => {
    const { client, session } = await signedIn(secure);
    const response = await authFetch(secure, '/user', {
      method: 'PUT',
      token: session.access_token,
      body: { app_metadata: { role: 'owner' }, data: { nickname: 'x' } },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    });
    const { data } = await client.auth.getUser();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.user_metadata).not.toHaveProperty('nickname');
  });
});

describe('identities', () => {
  it('lists the e-mail identity with its identity_data', async () => {
    const { client, email } = await signedIn(linking);
    const { data, error } = await client.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data?.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_id: expect.any(String),
        identity_data: expect.objectContaining({ email, email_verified: true }),
      }),
    ]);
  });

  it('answers 404 manual_linking_disabled while manual linking is off (the project setting)', async () => {
    const { session } = await signedIn(secure);
    const response = await authFetch(
      secure,
      '/user/identities/authorize?provider=github&skip_http_redirect=true',
      {
        token: session.access_token,
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });

  it('with linking on: no OAuth provider to link, and the only identity cannot be unlinked', async () => {
    const { client } = await signedIn(linking);
    const linked = await client.auth.linkIdentity({ provider: 'github' });
    expect(linked.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const { data } = await client.auth.getUserIdentities();
    const unlinked = await client.auth.unlinkIdentity(data!.identities[0]!);
    expect(unlinked.error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    });
  });
});

describe('e-mail OTP', () => {
  it('signs a new address up and in with the mailed code as verifyOtp type email', async () => {
    const email = uniqueEmail('otp');
    expect((await linking.client().auth.signInWithOtp({ email })).error).toBeNull();
    const first = await linking
      .client()
      .auth.verifyOtp({ email, token: codeIn(await lastMail(linking, email)), type: 'email' });
    expect(first.error).toBeNull();
    expect(first.data.user?.email_confirmed_at).toBeTruthy();

    // A known address gets a magic link code, verified the same way.
    expect((await linking.client().auth.signInWithOtp({ email })).error).toBeNull();
    const mail = await lastMail(linking, email);
    expect(mail.subject).toBe('Your sign-in link');
    const again = await linking.client().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    const wrong = await linking.client().auth.verifyOtp({ email, token: codeIn(mail), type: 'email' });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });
});
