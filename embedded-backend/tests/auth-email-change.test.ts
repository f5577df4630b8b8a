/**
 * E-mail changes as GoTrue makes them, with [auth.email] double_confirm_changes on (GoTrue's
 * MAILER_SECURE_EMAIL_CHANGE_ENABLED, the CLI's default) and off. On: PUT /user mails a link to the
 * current and to the new address; the first one followed answers GoTrue's "Confirmation link
 * accepted. Please proceed to confirm link sent to the other email" (a redirect with the message,
 * or 200 { msg, code } from POST /verify) and changes nothing; the second moves the account, in
 * either order. Off: only the new address is asked. Source: supabase/auth internal/api/user.go
 * (UserUpdate), mail.go (sendEmailChange), verify.go (emailChangeVerify), admin generate_link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../src/mail/index';
import type { Db } from '../src/types';
import {
  authFetch,
  codeIn,
  createTestBed,
  createTestDb,
  inbox,
  jwtPayload,
  uniqueEmail,
  verifyLinkIn,
  type AuthTestBed,
} from './auth-harness';

const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';
const PASSWORD = 'secret123';

let db: Db;
/** Confirmations on, double_confirm_changes on (the CLI's default). */
let double: AuthTestBed;
/** Confirmations on, double_confirm_changes off (the shop's config.toml). */
let single: AuthTestBed;
/** Confirmations off (GoTrue's mailer_autoconfirm), double_confirm_changes on. */
let autoconfirm: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  double = createTestBed(db, {
    enableConfirmations: true,
    doubleConfirmChanges: true,
    enableAnonymousSignIns: true,
  });
  single = createTestBed(db, { enableConfirmations: true, doubleConfirmChanges: false });
  autoconfirm = createTestBed(db, { enableConfirmations: false, doubleConfirmChanges: true });
});
afterAll(() => db.close());

/** A confirmed user (made by the service role), signed in on a client of the bed. */
async function signedIn(bed: AuthTestBed) {
  const client = bed.client();
  const email = uniqueEmail('owner');
  const created = await bed.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, email, id: created.data.user!.id };
}

async function onlyMail(bed: AuthTestBed, to: string): Promise<StoredMail> {
  const messages = await inbox(bed, to);
  expect(messages).toHaveLength(1);
  return messages[0]!;
}

/** Follows an e-mailed link without following its redirect; where it points. */
async function follow(bed: AuthTestBed, link: string): Promise<URL> {
  const response = await bed.fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

const fragment = (url: URL) => Object.fromEntries(new URLSearchParams(url.hash.slice(1)));

async function emailOf(bed: AuthTestBed, id: string) {
  const { data } = await bed.admin().auth.admin.getUserById(id);
  return { email: data.user?.email, newEmail: data.user?.new_email };
}

async function canSignIn(bed: AuthTestBed, email: string): Promise<boolean> {
  return (await bed.client().auth.signInWithPassword({ email, password: PASSWORD })).error === null;
}

/** Asks for the change and returns the mail each address got. */
async function askToMove(bed: AuthTestBed, user: Awaited<ReturnType<typeof signedIn>>) {
  const newEmail = uniqueEmail('moved');
  const { data, error } = await user.client.auth.updateUser(
    { email: newEmail },
    { emailRedirectTo: 'http://127.0.0.1:5173/account' },
  );
  expect(error).toBeNull();
  expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
  return { newEmail, toCurrent: await onlyMail(bed, user.email), toNew: await onlyMail(bed, newEmail) };
}

describe('double_confirm_changes = true', () => {
  it('mails both addresses a link of their own, each saying what it confirms', async () => {
    const user = await signedIn(double);
    const { toCurrent, toNew } = await askToMove(double, user);
    expect(toCurrent.subject).toBe('Confirm your e-mail address change');
    expect(toNew.subject).toBe('Confirm your new e-mail address');
    for (const mail of [toCurrent, toNew]) {
      const link = new URL(verifyLinkIn(mail));
      expect(link.searchParams.get('type')).toBe('email_change');
      expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/account');
    }
    expect(verifyLinkIn(toCurrent)).not.toBe(verifyLinkIn(toNew));
    expect(codeIn(toCurrent)).toMatch(/^\d{6}$/);
  });

  it('current address first: the first link waits for the other, the second moves the account', async () => {
    const user = await signedIn(double);
    const { newEmail, toCurrent, toNew } = await askToMove(double, user);

    const first = await follow(double, verifyLinkIn(toCurrent));
    expect(`${first.origin}${first.pathname}`).toBe('http://127.0.0.1:5173/account');
    expect(fragment(first)).toEqual({ message: ACCEPTED });
    expect(await emailOf(double, user.id)).toEqual({ email: user.email, newEmail });
    expect(await canSignIn(double, user.email)).toBe(true);
    expect(await canSignIn(double, newEmail)).toBe(false);
    // Spent: the same link again is an expired one.
    expect(fragment(await follow(double, verifyLinkIn(toCurrent)))).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
    });

    const second = fragment(await follow(double, verifyLinkIn(toNew)));
    expect(second).toMatchObject({ type: 'email_change', token_type: 'bearer' });
    expect(jwtPayload(second.access_token!).email).toBe(newEmail);
    expect(await emailOf(double, user.id)).toEqual({ email: newEmail, newEmail: undefined });
    expect(await canSignIn(double, newEmail)).toBe(true);
    expect(await canSignIn(double, user.email)).toBe(false);
  });

  it('new address first: the same, the link to the current address completing it', async () => {
    const user = await signedIn(double);
    const { newEmail, toCurrent, toNew } = await askToMove(double, user);

    expect(fragment(await follow(double, verifyLinkIn(toNew)))).toEqual({ message: ACCEPTED });
    expect(await emailOf(double, user.id)).toEqual({ email: user.email, newEmail });

    const second = fragment(await follow(double, verifyLinkIn(toCurrent)));
    expect(second.type).toBe('email_change');
    expect(jwtPayload(second.access_token!).email).toBe(newEmail);
    expect((await emailOf(double, user.id)).email).toBe(newEmail);
  });

  it("verifyOtp with the codes: the first answers 200 { msg, code: '200' } without a session", async () => {
    const user = await signedIn(double);
    const { newEmail, toCurrent, toNew } = await askToMove(double, user);

    const first = await authFetch(double, '/verify', {
      body: { type: 'email_change', email: newEmail, token: codeIn(toNew) },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ msg: ACCEPTED, code: '200' });
    expect((await emailOf(double, user.id)).email).toBe(user.email);
    // The current address's code is checked against the current address.
    const crossed = await double
      .client()
      .auth.verifyOtp({ type: 'email_change', email: newEmail, token: codeIn(toCurrent) });
    expect(crossed.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const second = await double
      .client()
      .auth.verifyOtp({ type: 'email_change', email: user.email, token: codeIn(toCurrent) });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });

  it('PKCE: the first link carries the message in query and fragment, the second the code', async () => {
    // Raw calls: supabase-js's updateUser drops its own code verifier when it saves the session.
    const user = await signedIn(double);
    const { data } = await user.client.auth.getSession();
    const verifier = 'v'.repeat(50);
    const newEmail = uniqueEmail('pkce');
    const asked = await authFetch(double, '/user', {
      method: 'PUT',
      token: data.session!.access_token,
      body: { email: newEmail, code_challenge: verifier, code_challenge_method: 'plain' },
    });
    expect(asked.status).toBe(200);
    const toCurrent = verifyLinkIn(await onlyMail(double, user.email));
    const toNew = verifyLinkIn(await onlyMail(double, newEmail));
    expect(new URL(toCurrent).searchParams.get('token')).toMatch(/^pkce_/);
    expect(new URL(toNew).searchParams.get('token')).toMatch(/^pkce_/);

    const first = await follow(double, toCurrent);
    expect(first.searchParams.get('message')).toBe(ACCEPTED);
    expect(first.searchParams.get('code')).toBeNull();
    expect(fragment(first)).toEqual({ message: ACCEPTED });

    const second = await follow(double, toNew);
    const exchanged = await authFetch(double, '/token?grant_type=pkce', {
      body: { auth_code: second.searchParams.get('code'), code_verifier: verifier },
    });
    expect(exchanged.status).toBe(200);
    expect(((await exchanged.json()) as { user: { email: string } }).user.email).toBe(newEmail);
  });

  it('a resent change mails both addresses again and needs both again', async () => {
    const user = await signedIn(double);
    const { newEmail, toCurrent, toNew } = await askToMove(double, user);
    expect(fragment(await follow(double, verifyLinkIn(toCurrent)))).toEqual({ message: ACCEPTED });

    const resent = await user.client.auth.resend({ type: 'email_change', email: user.email });
    expect(resent.error).toBeNull();
    const [againCurrent] = await inbox(double, user.email);
    const [againNew] = await inbox(double, newEmail);
    expect(againCurrent!.id).not.toBe(toCurrent.id);
    expect(againNew!.id).not.toBe(toNew.id);
    // The earlier link to the new address was replaced.
    expect(fragment(await follow(double, verifyLinkIn(toNew))).error_code).toBe('otp_expired');

    expect(fragment(await follow(double, verifyLinkIn(againNew!)))).toEqual({ message: ACCEPTED });
    expect((await emailOf(double, user.id)).email).toBe(user.email);
    expect(fragment(await follow(double, verifyLinkIn(againCurrent!))).type).toBe('email_change');
    expect((await emailOf(double, user.id)).email).toBe(newEmail);
  });

  it('an anonymous user has no address to confirm from: only the new one is asked', async () => {
    const client = double.client();
    const { data } = await client.auth.signInAnonymously();
    const newEmail = uniqueEmail('claimed');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const landing = fragment(await follow(double, verifyLinkIn(await onlyMail(double, newEmail))));
    expect(landing.type).toBe('email_change');
    expect(jwtPayload(landing.access_token!)).toMatchObject({ sub: data.user!.id, email: newEmail });
  });

  it('generate_link makes either half; the change needs both', async () => {
    const user = await signedIn(double);
    const admin = double.admin().auth.admin;
    const newEmail = uniqueEmail('admin-moved');
    const current = await admin.generateLink({ type: 'email_change_current', email: user.email, newEmail });
    expect(current.error).toBeNull();
    const next = await admin.generateLink({ type: 'email_change_new', email: user.email, newEmail });
    expect(next.error).toBeNull();
    expect(current.data.properties?.verification_type).toBe('email_change_current');
    expect(new URL(current.data.properties!.action_link).searchParams.get('type')).toBe('email_change');

    expect(fragment(await follow(double, next.data.properties!.action_link))).toEqual({ message: ACCEPTED });
    expect((await emailOf(double, user.id)).email).toBe(user.email);
    expect(fragment(await follow(double, current.data.properties!.action_link)).type).toBe('email_change');
    expect((await emailOf(double, user.id)).email).toBe(newEmail);
  });
});

describe('double_confirm_changes = false', () => {
  it('asks only the new address, whose link moves the account at once', async () => {
    const user = await signedIn(single);
    const newEmail = uniqueEmail('moved');
    expect((await user.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    expect(await inbox(single, user.email)).toEqual([]);
    const landing = fragment(await follow(single, verifyLinkIn(await onlyMail(single, newEmail))));
    expect(landing.type).toBe('email_change');
    expect((await emailOf(single, user.id)).email).toBe(newEmail);
  });
});

describe('double_confirm_changes = true with confirmations off (mailer_autoconfirm)', () => {
  it('mails both addresses, and either link alone moves the account, as GoTrue does', async () => {
    const user = await signedIn(autoconfirm);
    const { newEmail, toCurrent } = await askToMove(autoconfirm, user);
    expect(fragment(await follow(autoconfirm, verifyLinkIn(toCurrent))).type).toBe('email_change');
    expect((await emailOf(autoconfirm, user.id)).email).toBe(newEmail);
  });
});
