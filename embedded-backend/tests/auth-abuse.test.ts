/**
 * The attacks of "accounts are easy to take and to flood", made over real HTTP against the whole
 * local stack with the project's supabase/config.toml: weak passwords, signing in without owning
 * the address, replaying a confirmation link, and floods of sign-ins and reset e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type RunningBackend } from '../src/server';
import type { StoredMail } from '../src/mail/index';
import { uniqueEmail } from './auth-harness';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false });
});
afterAll(() => backend?.stop());

/** A raw call as supabase-js makes it (API version 2024-01-01), or as any script could. */
async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    apikey: backend.config.anonKey,
    'x-supabase-api-version': '2024-01-01',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${backend.url}/auth/v1${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function userCount(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from auth.users where email = $1',
    [email],
  );
  return rows[0]!.n;
}

async function mailsTo(email: string): Promise<StoredMail[]> {
  const response = await fetch(`${backend.url}/__mailbox/api/messages?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { messages: StoredMail[] }).messages;
}

const linkOf = (mail: StoredMail, type: string) => mail.links.find((href) => href.includes(`type=${type}`))!;

const STRONG = 'mint-tea-2024';
const WEAK_BODY = {
  code: 'weak_password',
  message:
    'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
  weak_password: { reasons: ['length', 'characters'] },
};

/** A confirmed user (made by the service role) and a signed-in access token. */
async function confirmedUser(password = STRONG) {
  const email = uniqueEmail('owner');
  const created = await fetch(`${backend.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: backend.config.serviceRoleKey,
      authorization: `Bearer ${backend.config.serviceRoleKey}`,
    },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  const signIn = await call('/token?grant_type=password', { body: { email, password } });
  expect(signIn.status).toBe(200);
  return { email, token: signIn.body!.access_token as string };
}

describe('weak passwords', () => {
  it('are refused at sign-up with 422 weak_password and every reason, and no user is created', async () => {
    const email = uniqueEmail('weak');
    const short = await call('/signup', { body: { email, password: 'abc' } });
    expect(short).toEqual({ status: 422, body: WEAK_BODY });
    const lettersOnly = await call('/signup', { body: { email, password: 'onlyletters' } });
    expect(lettersOnly.status).toBe(422);
    expect(lettersOnly.body).toMatchObject({
      code: 'weak_password',
      weak_password: { reasons: ['characters'] },
    });
    const digitsOnly = await call('/signup', { body: { email, password: '1234567890' } });
    expect(digitsOnly.body).toMatchObject({ weak_password: { reasons: ['characters'] } });
    expect(await userCount(email)).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('are refused by PUT /user, and the old password keeps working', async () => {
    const { email, token } = await confirmedUser();
    const change = await call('/user', { method: 'PUT', token, body: { password: 'short1' } });
    expect(change.status).toBe(422);
    expect(change.body).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });
    const again = await call('/token?grant_type=password', { body: { email, password: STRONG } });
    expect(again.status).toBe(200);
  });

  it('are refused after a recovery link too', async () => {
    const { email } = await confirmedUser();
    expect((await call('/recover', { body: { email } })).status).toBe(200);
    const landing = await fetch(linkOf((await mailsTo(email))[0]!, 'recovery'), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(landing.headers.get('location')!).hash.slice(1));
    const token = fragment.get('access_token')!;
    expect(token).toBeTruthy();
    const change = await call('/user', { method: 'PUT', token, body: { password: 'password' } });
    expect(change.body).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['characters'] } });
    expect((await call('/token?grant_type=password', { body: { email, password: STRONG } })).status).toBe(
      200,
    );
  });
});

describe('e-mail confirmation', () => {
  it('signs up without a session, refuses sign-in until the link is followed, and the link works once', async () => {
    const email = uniqueEmail('claimant');
    const signUp = await call('/signup', { body: { email, password: STRONG } });
    expect(signUp.status).toBe(200);
    expect(signUp.body).not.toHaveProperty('access_token');
    expect(signUp.body).toMatchObject({ email, confirmation_sent_at: expect.any(String) });
    expect(signUp.body).not.toHaveProperty('email_confirmed_at');

    const early = await call('/token?grant_type=password', { body: { email, password: STRONG } });
    expect(early).toEqual({
      status: 400,
      body: { code: 'email_not_confirmed', message: 'Email not confirmed' },
    });

    const [mail] = await mailsTo(email);
    const link = linkOf(mail!, 'signup');
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get('location')!).hash).toMatch(/access_token=.+&.*type=signup/);
    const replay = await fetch(link, { redirect: 'manual' });
    expect(new URL(replay.headers.get('location')!).hash).toContain('error_code=otp_expired');

    expect((await call('/token?grant_type=password', { body: { email, password: STRONG } })).status).toBe(
      200,
    );
  });

  it('resends the confirmation only after max_frequency, answering 429 over_email_send_rate_limit before', async () => {
    const email = uniqueEmail('impatient');
    expect((await call('/signup', { body: { email, password: STRONG } })).status).toBe(200);
    const resend = await call('/resend', { body: { type: 'signup', email } });
    expect(resend.status).toBe(429);
    expect(resend.body).toEqual({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      ),
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('floods from one address', () => {
  it('refuses reset-e-mail requests past the sign_in_sign_ups bucket', async () => {
    const { email } = await confirmedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await call('/recover', { body: { email } })).status);
    // The first sends the e-mail; repeats within max_frequency are 429 over_email_send_rate_limit,
    // and past 30 the address's bucket is empty.
    expect(statuses[0]).toBe(200);
    const last = await call('/recover', { body: { email } });
    expect(last).toEqual({
      status: 429,
      body: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses password guesses past the /token bucket with 429 over_request_rate_limit, whatever X-Forwarded-For says', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    let refused: Record<string, unknown> | null = null;
    for (let i = 0; i < 40; i++) {
      const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          apikey: backend.config.anonKey,
          'x-supabase-api-version': '2024-01-01',
          // A client naming a new address each time must not get a fresh bucket.
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ email, password: `guess-${i}` }),
      });
      statuses.push(response.status);
      if (response.status === 429) refused = (await response.json()) as Record<string, unknown>;
      else await response.body?.cancel();
    }
    // A bucket holds 30 requests; the refill (150 per 5 minutes) adds about one in the meantime.
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(32);
    expect(statuses.at(-1)).toBe(429);
    expect(refused).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});

describe("the project's hourly e-mail budget", () => {
  it('stops sending past email_sent with 429 over_email_send_rate_limit, for every address', async () => {
    const limited = await startBackend({
      dataDir: null,
      port: 0,
      pgPort: 0,
      functions: false,
      auth: { rateLimits: LOW_EMAIL_BUDGET },
    });
    try {
      const statuses: number[] = [];
      let refused: unknown = null;
      const emails = [0, 1, 2, 3].map((i) => uniqueEmail(`budget${i}`));
      for (const email of emails) {
        const response = await fetch(`${limited.url}/auth/v1/signup`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            apikey: limited.config.anonKey,
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify({ email, password: STRONG }),
        });
        statuses.push(response.status);
        if (response.status === 429) refused = await response.json();
        else await response.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(refused).toEqual({ code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' });
      // The refused sign-up left nothing behind: the address can sign up once the hour turns.
      const { rows } = await limited.db.query('select 1 from auth.users where email = $1', [emails[3]]);
      expect(rows).toEqual([]);
    } finally {
      await limited.stop();
    }
  });
});

const LOW_EMAIL_BUDGET = {
  emailSent: 3,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
};
