/**
 * startBackend({ projectDir }) serves the project it is given: Auth reads that project's
 * supabase/config.toml ([auth], [auth.rate_limit], [auth.email]), as `supabase start` would, not
 * the shop's own. Two throw-away projects with settings the shop does not have, each with only the
 * bootstrap schema (no migrations), over real HTTP.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMail } from '../src/mail/index';
import { startBackend, type RunningBackend } from '../src/server';
import { uniqueEmail } from './auth-harness';

/** Unlike the shop: no sign-ups, 12 characters of anything, its own site and redirect list. */
const STRICT = `
[auth]
site_url = "http://127.0.0.1:7777"
additional_redirect_urls = ["https://shop.example/**"]
enable_signup = false
minimum_password_length = 12
password_requirements = ""

# The CLI's default would be 2 e-mails an hour; these tests send more.
[auth.rate_limit]
email_sent = 30

[auth.email]
enable_confirmations = true
double_confirm_changes = true
max_frequency = "0s"
`;

/** Unlike the shop (30): one auth e-mail per hour for the whole project. */
const FRUGAL = `
[auth.rate_limit]
email_sent = 1

[auth.email]
enable_confirmations = true
`;

const dirs: string[] = [];
function project(configToml: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'zellij-project-'));
  mkdirSync(path.join(dir, 'supabase'));
  writeFileSync(path.join(dir, 'supabase/config.toml'), configToml);
  dirs.push(dir);
  return dir;
}

let strict: RunningBackend;
let frugal: RunningBackend;

beforeAll(async () => {
  const start = (configToml: string) =>
    startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false, projectDir: project(configToml) });
  [strict, frugal] = await Promise.all([start(STRICT), start(FRUGAL)]);
});
afterAll(async () => {
  await Promise.all([strict?.stop(), frugal?.stop()]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function call(
  backend: RunningBackend,
  route: string,
  init: { method?: string; body?: unknown; token?: string; admin?: boolean } = {},
) {
  const key = init.admin ? backend.config.serviceRoleKey : backend.config.anonKey;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
    apikey: key,
  };
  const bearer = init.token ?? (init.admin ? key : undefined);
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${backend.url}/auth/v1${route}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function mailsTo(backend: RunningBackend, to: string): Promise<StoredMail[]> {
  const response = await fetch(`${backend.url}/__mailbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: StoredMail[] }).messages;
}

const verifyLinkIn = (mail: StoredMail) => mail.links.find((link) => link.includes('/auth/v1/verify'))!;

/** Follows an e-mailed link without following its redirect. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** A confirmed user made by the service role, with a password the project accepts. */
async function confirmedUser(backend: RunningBackend, password = 'long-enough-passphrase-1') {
  const email = uniqueEmail('project');
  const created = await call(backend, '/admin/users', {
    admin: true,
    body: { email, password, email_confirm: true },
  });
  expect(created.status).toBe(200);
  return { email, id: created.body.id as string, password };
}

async function signIn(backend: RunningBackend, email: string, password: string) {
  const answer = await call(backend, '/token?grant_type=password', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.access_token as string;
}

describe("the project's [auth]", () => {
  it('enable_signup = false: /signup answers 422 signup_disabled and /settings says so', async () => {
    const answer = await call(strict, '/signup', {
      body: { email: uniqueEmail('refused'), password: 'long-enough-passphrase-1' },
    });
    expect(answer).toMatchObject({
      status: 422,
      body: { code: 'signup_disabled', message: 'Signups not allowed for this instance' },
    });
    expect((await call(strict, '/settings')).body.disable_signup).toBe(true);
  });

  it('minimum_password_length = 12 without character rules, instead of the shop’s 8 with letters and digits', async () => {
    const short = await call(strict, '/admin/users', {
      admin: true,
      body: { email: uniqueEmail('short'), password: 'abcdefgh123' },
    });
    expect(short).toMatchObject({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password should be at least 12 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    // Letters only: the shop would refuse it, this project does not.
    const lettersOnly = await call(strict, '/admin/users', {
      admin: true,
      body: { email: uniqueEmail('letters'), password: 'onlylettershere' },
    });
    expect(lettersOnly.status).toBe(200);
  });

  it('site_url and additional_redirect_urls decide where e-mailed links land', async () => {
    const user = await confirmedUser(strict);
    expect((await call(strict, '/recover', { body: { email: user.email } })).status).toBe(200);
    const [mail] = await mailsTo(strict, user.email);
    expect(new URL(verifyLinkIn(mail!)).searchParams.get('redirect_to')).toBe('http://127.0.0.1:7777');

    const other = await confirmedUser(strict);
    const allowed = 'https://shop.example/account';
    const asked = await call(strict, `/recover?redirect_to=${encodeURIComponent(allowed)}`, {
      body: { email: other.email },
    });
    expect(asked.status).toBe(200);
    const [allowedMail] = await mailsTo(strict, other.email);
    expect(new URL(verifyLinkIn(allowedMail!)).searchParams.get('redirect_to')).toBe(allowed);
  });
});

describe("the project's [auth.email] double_confirm_changes = true", () => {
  it('asks both addresses, and moves the account only once both links are followed', async () => {
    const user = await confirmedUser(strict);
    const token = await signIn(strict, user.email, user.password);
    const newEmail = uniqueEmail('moved');
    const asked = await call(strict, '/user', { method: 'PUT', token, body: { email: newEmail } });
    expect(asked).toMatchObject({ status: 200, body: { email: user.email, new_email: newEmail } });

    const [toCurrent] = await mailsTo(strict, user.email);
    const [toNew] = await mailsTo(strict, newEmail);
    expect(toCurrent).toBeDefined();
    expect(toNew).toBeDefined();

    const first = await follow(verifyLinkIn(toCurrent!));
    expect(first.origin).toBe('http://127.0.0.1:7777');
    expect(new URLSearchParams(first.hash.slice(1)).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const waiting = await call(strict, `/admin/users/${user.id}`, { admin: true });
    expect(waiting.body).toMatchObject({ email: user.email, new_email: newEmail });

    const second = await follow(verifyLinkIn(toNew!));
    expect(new URLSearchParams(second.hash.slice(1)).get('type')).toBe('email_change');
    const moved = await call(strict, `/admin/users/${user.id}`, { admin: true });
    expect(moved.body.email).toBe(newEmail);
  });
});

describe("the project's [auth.rate_limit] email_sent = 1", () => {
  it('lets one auth e-mail out per hour, then answers 429 over_email_send_rate_limit', async () => {
    const first = await confirmedUser(frugal);
    const second = await confirmedUser(frugal);
    expect((await call(frugal, '/recover', { body: { email: first.email } })).status).toBe(200);
    expect(await call(frugal, '/recover', { body: { email: second.email } })).toMatchObject({
      status: 429,
      body: { code: 'over_email_send_rate_limit' },
    });
    expect(await mailsTo(frugal, second.email)).toEqual([]);
  });
});
