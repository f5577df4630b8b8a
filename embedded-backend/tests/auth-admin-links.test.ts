/**
 * The admin API's e-mail side and paging, through supabase-js's auth.admin: inviteUserByEmail,
 * generateLink of every type (GoTrue's adminGenerateLink), listUsers with GoTrue's Link and
 * X-Total-Count headers, and the service-role check on each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/types';
import {
  authFetch,
  createTestBed,
  createTestDb,
  inbox,
  jwtPayload,
  lastMail,
  uniqueEmail,
  verifyLinkIn,
  type AuthTestBed,
} from './auth-harness';

let db: Db;
let bed: AuthTestBed;

beforeAll(async () => {
  db = await createTestDb();
  bed = createTestBed(db, { enableConfirmations: true });
});
afterAll(() => db.close());

const serviceFetch = (path: string, body?: unknown) =>
  bed.fetch(`${bed.config.apiUrl}/auth/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      apikey: bed.config.serviceRoleKey,
      authorization: `Bearer ${bed.config.serviceRoleKey}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function follow(link: string): Promise<Record<string, string>> {
  const response = await bed.fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return Object.fromEntries(new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1)));
}

async function confirmedUser(email = uniqueEmail('linked')) {
  const { data } = await bed
    .admin()
    .auth.admin.createUser({ email, password: 'secret123', email_confirm: true });
  return data.user!;
}

describe('invite', () => {
  it('creates an unconfirmed user, mails an invitation whose link confirms and signs in', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await bed.admin().auth.admin.inviteUserByEmail(email, {
      data: { invited_by: 'owner' },
      redirectTo: 'http://127.0.0.1:5173/welcome',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { invited_by: 'owner' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await lastMail(bed, email);
    expect(mail.subject).toBe('You have been invited');
    const link = new URL(verifyLinkIn(mail));
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173/welcome');
    const landed = await follow(link.toString());
    expect(landed.type).toBe('invite');
    expect(jwtPayload(landed.access_token!)).toMatchObject({ email, role: 'authenticated' });
    const { data: after } = await bed.admin().auth.admin.getUserById(data.user!.id);
    expect(after.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses a confirmed address with 422 email_exists, and anyone but the service role', async () => {
    const user = await confirmedUser();
    const { error } = await bed.admin().auth.admin.inviteUserByEmail(user.email!);
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
    const asAnon = await authFetch(bed, '/invite', {
      token: bed.config.anonKey,
      body: { email: uniqueEmail() },
    });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
  });
});

describe('generate_link', () => {
  it('answers the link, the code, its hash and the user, and sends no e-mail', async () => {
    const user = await confirmedUser();
    const raw = await serviceFetch('/admin/generate_link', {
      type: 'magiclink',
      email: user.email,
      redirect_to: 'http://127.0.0.1:5173/account',
    });
    expect(raw.status).toBe(200);
    const body = (await raw.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      verification_type: 'magiclink',
      redirect_to: 'http://127.0.0.1:5173/account',
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    const link = new URL(body.action_link as string);
    expect(`${link.origin}${link.pathname}`).toBe(`${bed.config.apiUrl}/auth/v1/verify`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token: body.hashed_token,
      type: 'magiclink',
      redirect_to: 'http://127.0.0.1:5173/account',
    });
    expect(await inbox(bed, user.email!)).toEqual([]);
    const signedIn = await bed
      .client()
      .auth.verifyOtp({ token_hash: body.hashed_token as string, type: 'magiclink' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.id).toBe(user.id);
  });

  it('splits into properties and user in supabase-js, for recovery, signup and invite', async () => {
    const admin = bed.admin().auth.admin;
    const user = await confirmedUser();
    const recovery = await admin.generateLink({ type: 'recovery', email: user.email! });
    expect(recovery.error).toBeNull();
    expect(recovery.data.properties).toMatchObject({
      verification_type: 'recovery',
      redirect_to: 'http://127.0.0.1:5173',
    });
    expect(recovery.data.user?.id).toBe(user.id);
    expect((await follow(recovery.data.properties!.action_link)).type).toBe('recovery');

    const newcomer = uniqueEmail('generated');
    const signup = await admin.generateLink({
      type: 'signup',
      email: newcomer,
      password: 'secret123',
      options: { data: { a: 1 } },
    });
    expect(signup.error).toBeNull();
    expect(signup.data.user).toMatchObject({ email: newcomer, user_metadata: { a: 1 } });
    expect(signup.data.properties?.verification_type).toBe('signup');
    const confirmed = await bed
      .client()
      .auth.verifyOtp({ email: newcomer, token: signup.data.properties!.email_otp, type: 'signup' });
    expect(confirmed.error).toBeNull();
    expect(
      (await admin.generateLink({ type: 'signup', email: newcomer, password: 'secret123' })).error,
    ).toMatchObject({ status: 422, code: 'email_exists' });

    const invitee = uniqueEmail('generated-invite');
    const invite = await admin.generateLink({ type: 'invite', email: invitee });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    expect((await follow(invite.data.properties!.action_link)).type).toBe('invite');
  });

  it('signs up an unknown address asked a magic link for, as a signup link', async () => {
    const email = uniqueEmail('unknown');
    const { data, error } = await bed.admin().auth.admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('signup');
    expect(data.user?.email).toBe(email);
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('signup');
  });

  it('changes an address through email_change_new; email_change_current needs secure change on', async () => {
    const admin = bed.admin().auth.admin;
    const user = await confirmedUser();
    const newEmail = uniqueEmail('changed');
    const { data, error } = await admin.generateLink({
      type: 'email_change_new',
      email: user.email!,
      newEmail,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: user.email, new_email: newEmail });
    expect(data.properties?.verification_type).toBe('email_change_new');
    expect(new URL(data.properties!.action_link).searchParams.get('type')).toBe('email_change');
    expect((await follow(data.properties!.action_link)).type).toBe('email_change');
    expect((await admin.getUserById(user.id)).data.user?.email).toBe(newEmail);

    const current = await admin.generateLink({
      type: 'email_change_current',
      email: newEmail,
      newEmail: uniqueEmail(),
    });
    expect(current.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Enable secure email change to generate link for current email',
    });
  });

  it("answers GoTrue's errors: unknown user, unknown type, missing password", async () => {
    const unknown = await serviceFetch('/admin/generate_link', { type: 'recovery', email: uniqueEmail() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: 'user_not_found',
      message: 'User with this email not found',
    });
    const user = await confirmedUser();
    const badType = await serviceFetch('/admin/generate_link', { type: 'sms', email: user.email });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: sms',
    });
    const noPassword = await serviceFetch('/admin/generate_link', { type: 'signup', email: uniqueEmail() });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).message).toBe('Signup requires a valid password');
  });
});

describe('listing users', () => {
  it("pages with GoTrue's Link and X-Total-Count headers and a { users, aud } body", async () => {
    for (let i = 0; i < 3; i++) await confirmedUser();
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where deleted_at is null',
    );
    const total = rows[0]!.n;
    const response = await serviceFetch('/admin/users?per_page=2&page=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const last = Math.ceil(total / 2);
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${last}&per_page=2>; rel="last"`,
    );
    const body = (await response.json()) as { users: unknown[]; aud: string };
    expect(body.aud).toBe('authenticated');
    expect(body.users).toHaveLength(2);

    const { data } = await bed.admin().auth.admin.listUsers({ page: last, perPage: 2 });
    expect(data).toMatchObject({ nextPage: null, lastPage: last, total });
  });
});
