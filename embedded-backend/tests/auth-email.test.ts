import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../src/mail/index';
import type { Db } from '../src/types';
import { createTestBed, createTestDb, jwtPayload, uniqueEmail, type AuthTestBed } from './auth-harness';

let db: Db;
let bed: AuthTestBed;
/** Same database with [auth.email] enable_confirmations = true. */
let confirming: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db);
  confirming = createTestBed(db, { enableConfirmations: true });
});
afterAll(() => db.close());

/** Reads the mailbox the way a test in a browser would: through its JSON API. */
async function inbox(testBed: AuthTestBed, to: string): Promise<StoredMail[]> {
  const response = await testBed.fetch(
    `${testBed.config.apiUrl}/__mailbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  return ((await response.json()) as { messages: StoredMail[] }).messages;
}

async function onlyMail(testBed: AuthTestBed, to: string): Promise<StoredMail> {
  const messages = await inbox(testBed, to);
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

const verifyLink = (mail: StoredMail) => mail.links.find((link) => link.includes('/auth/v1/verify'))!;
const codeIn = (mail: StoredMail) => /code: (\d{6})/.exec(mail.text)![1]!;

/** Follows a link without following the redirect, and returns where it points. */
async function follow(testBed: AuthTestBed, link: string): Promise<URL> {
  const response = await testBed.fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

async function registered(password = 'secret123') {
  const email = uniqueEmail();
  const { error } = await bed.client().auth.signUp({ email, password });
  expect(error).toBeNull();
  return email;
}

describe('password recovery', () => {
  it('mails a Zellij reset link that signs the user in for a password change', async () => {
    const email = await registered();
    const client = bed.client();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: 'http://127.0.0.1:5173/account/reset',
    });
    expect(error).toBeNull();

    const mail = await onlyMail(bed, email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.html).toContain('ZELLIJ');
    const link = new URL(verifyLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${bed.config.apiUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/account/reset');

    const landing = await follow(bed, link.toString());
    expect(`${landing.origin}${landing.pathname}`).toBe('http://127.0.0.1:5173/account/reset');
    const params = fragment(landing);
    expect(params).toMatchObject({ token_type: 'bearer', type: 'recovery', expires_in: '3600' });
    expect(Number(params.expires_at)).toBeGreaterThan(Date.now() / 1000);
    expect(jwtPayload(params.access_token!)).toMatchObject({ email, amr: [{ method: 'otp' }] });

    const recovered = bed.client();
    const { error: sessionError } = await recovered.auth.setSession({
      access_token: params.access_token!,
      refresh_token: params.refresh_token!,
    });
    expect(sessionError).toBeNull();
    expect((await recovered.auth.updateUser({ password: 'fresh-password-2' })).error).toBeNull();
    expect(
      (await bed.client().auth.signInWithPassword({ email, password: 'fresh-password-2' })).error,
    ).toBeNull();
  });

  it('works once: a used link redirects with otp_expired in the fragment', async () => {
    const email = await registered();
    await bed.client().auth.resetPasswordForEmail(email);
    const link = verifyLink(await onlyMail(bed, email));
    await follow(bed, link);
    const second = await follow(bed, link);
    expect(fragment(second)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });

  it('refuses a link older than otp_expiry', async () => {
    const email = await registered();
    await bed.client().auth.resetPasswordForEmail(email);
    await db.query("update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1", [
      email,
    ]);
    const landing = await follow(bed, verifyLink(await onlyMail(bed, email)));
    expect(fragment(landing).error_code).toBe('otp_expired');
  });

  it('answers 200 for an unknown address and sends nothing, so addresses cannot be probed', async () => {
    const email = uniqueEmail('nobody');
    const response = await bed.fetch(`${bed.config.apiUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await inbox(bed, email)).toEqual([]);
  });

  it('sends links only to allowed redirect targets, else to the site URL', async () => {
    const allowed = await registered();
    await bed.client().auth.resetPasswordForEmail(allowed, { redirectTo: 'http://localhost:5173/account' });
    const kept = new URL(verifyLink(await onlyMail(bed, allowed))).searchParams.get('redirect_to');
    expect(kept).toBe('http://localhost:5173/account');

    const foreign = await registered();
    await bed.client().auth.resetPasswordForEmail(foreign, { redirectTo: 'https://evil.example.net/steal' });
    const replaced = new URL(verifyLink(await onlyMail(bed, foreign))).searchParams.get('redirect_to');
    expect(replaced).toBe('http://127.0.0.1:5173');
  });

  it('also verifies through verifyOtp with the e-mailed code', async () => {
    const email = await registered();
    await bed.client().auth.resetPasswordForEmail(email);
    const client = bed.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { data, error } = await client.auth.verifyOtp({
      email,
      token: codeIn(await onlyMail(bed, email)),
      type: 'recovery',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
  });
});

describe('with confirmations on', () => {
  it('signs up without a session, refuses sign-in until the e-mailed link is followed', async () => {
    const email = uniqueEmail();
    const { data, error } = await confirming.client().auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: 'http://127.0.0.1:5173/', data: { first_name: 'Karim' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { first_name: 'Karim', email_verified: false } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const early = await confirming.client().auth.signInWithPassword({ email, password: 'secret123' });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const mail = await onlyMail(confirming, email);
    expect(mail.subject).toBe('Confirm your signup');
    const landing = await follow(confirming, verifyLink(mail));
    expect(landing.origin + landing.pathname).toBe('http://127.0.0.1:5173/');
    expect(fragment(landing)).toMatchObject({ type: 'signup', token_type: 'bearer' });

    const later = await confirming.client().auth.signInWithPassword({ email, password: 'secret123' });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toBeTruthy();
    expect(later.data.user?.user_metadata.email_verified).toBe(true);
  });

  it('answers a repeated sign-up like a new one, without identities and without signing in', async () => {
    const email = uniqueEmail();
    await confirming.client().auth.signUp({ email, password: 'secret123' });
    await confirming
      .client()
      .auth.verifyOtp({ email, token: codeIn(await onlyMail(confirming, email)), type: 'signup' });
    const { data, error } = await confirming.client().auth.signUp({ email, password: 'other-password-2' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('confirms a new e-mail address through a link sent to it', async () => {
    const email = uniqueEmail();
    const client = confirming.client();
    await confirming.client().auth.signUp({ email, password: 'secret123' });
    await confirming
      .client()
      .auth.verifyOtp({ email, token: codeIn(await onlyMail(confirming, email)), type: 'signup' });
    await client.auth.signInWithPassword({ email, password: 'secret123' });

    const newEmail = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    const mail = await onlyMail(confirming, newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address');
    expect(fragment(await follow(confirming, verifyLink(mail))).type).toBe('email_change');
    expect(
      (await confirming.client().auth.signInWithPassword({ email: newEmail, password: 'secret123' })).error,
    ).toBeNull();
  });
});

describe('magic links and PKCE', () => {
  it('signs in through a magic link verified by its token hash', async () => {
    const email = await registered();
    expect(
      (await bed.client().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const mail = await onlyMail(bed, email);
    expect(mail.subject).toBe('Your sign-in link');
    const tokenHash = new URL(verifyLink(mail)).searchParams.get('token')!;
    const { data, error } = await bed.client().auth.verifyOtp({ token_hash: tokenHash, type: 'magiclink' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('refuses to create a user when shouldCreateUser is false', async () => {
    const { error } = await bed
      .client()
      .auth.signInWithOtp({ email: uniqueEmail(), options: { shouldCreateUser: false } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('hands a PKCE client a code that only its verifier can exchange', async () => {
    const email = await registered();
    const client = bed.clientWith({ flowType: 'pkce' });
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/account/reset' });
    const link = verifyLink(await onlyMail(bed, email));
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const landing = await follow(bed, link);
    expect(landing.hash).toBe('');
    const code = landing.searchParams.get('code')!;

    const thief = await bed.fetch(`${bed.config.apiUrl}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(thief.status).toBe(400);
    expect((await thief.json()).code).toBe('bad_code_verifier');
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: 'recovery', timestamp: expect.any(Number) },
    ]);
  });
});
