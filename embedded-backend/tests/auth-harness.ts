/**
 * Test bed for the auth tests: an in-memory PGlite with the bootstrap SQL applied, the auth
 * handler and mailbox over it, and real supabase-js clients whose fetch is routed straight to
 * those handlers (no socket). Settings can be overridden per handler over the same database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createAuthHandler, type AuthSettings } from '../src/auth/index';
import { defaultConfig } from '../src/config';
import { openDatabase } from '../src/db/index';
import { createMailbox, type Mailbox } from '../src/mail/index';
import type { BackendConfig, Db, Handler } from '../src/types';
import type { StoredMail } from '../src/mail/index';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SQL_DIR = resolve(REPO_ROOT, 'embedded-backend/sql');

/**
 * The protocol tests describe GoTrue's answers for the settings each bed names, not the project's
 * choices: a bed signs users in at sign-up (mailer_autoconfirm) unless it asks for confirmations,
 * and sends e-mails without the per-address wait. Password rules and rate limits stay as
 * config.toml sets them (in-process requests carry no client address, so per-address buckets do
 * not apply; tests/auth-abuse.test.ts floods through a real socket).
 */
export const TEST_SETTINGS: Partial<AuthSettings> = {
  bcryptCost: 4,
  emailMaxFrequency: 0,
  enableConfirmations: false,
};

/** An in-memory PGlite behind backend-core's Db (with its session lock), bootstrap SQL applied. */
export async function createTestDb(): Promise<Db> {
  const { db } = await openDatabase({ dataDir: null, cacheDir: resolve(REPO_ROOT, '.data/cache') });
  const files = readdirSync(SQL_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  if (!files.includes('00-roles.sql')) {
    // Until backend-core's roles bootstrap exists, create the three API roles it provides.
    await db.exec(
      `create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;`,
    );
  }
  for (const name of files) await db.exec(readFileSync(resolve(SQL_DIR, name), 'utf8'));
  return db;
}

export interface AuthTestBed {
  db: Db;
  config: BackendConfig;
  mailbox: Mailbox;
  handler: Handler;
  /** fetch that reaches /auth/v1 and /__mailbox of this bed. */
  fetch: typeof fetch;
  /** A fresh anonymous supabase-js client (own in-memory session). */
  client(): SupabaseClient;
  /** A supabase-js client using the service role key, for auth.admin. */
  admin(): SupabaseClient;
  /** An anonymous client with extra auth options, e.g. { flowType: 'pkce' }. */
  clientWith(auth: SupabaseClientOptions<'public'>['auth']): SupabaseClient;
}

let clientCount = 0;

export function createTestBed(db: Db, settings: Partial<AuthSettings> = {}): AuthTestBed {
  const config = defaultConfig();
  const mailbox = createMailbox();
  const handler = createAuthHandler({ db, config, mailbox, settings: { ...TEST_SETTINGS, ...settings } });
  const routedFetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    return new URL(req.url).pathname.startsWith('/__mailbox') ? mailbox.handler(req) : handler(req);
  };
  const make = (key: string, auth: SupabaseClientOptions<'public'>['auth'] = {}) =>
    createClient(config.apiUrl, key, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        // One key per client, so DOM tests do not see "multiple GoTrueClient instances" sharing one.
        storageKey: `sb-auth-test-${++clientCount}`,
        ...auth,
      },
      global: { fetch: routedFetch },
      // Node 20 has no global WebSocket; realtime is never connected here, but the client wants one.
      realtime: { transport: WebSocket as unknown as NonNullable<RealtimeOptions['transport']> },
    });
  return {
    db,
    config,
    mailbox,
    handler,
    fetch: routedFetch,
    client: () => make(config.anonKey),
    admin: () => make(config.serviceRoleKey),
    clientWith: (auth) => make(config.anonKey, auth),
  };
}

let counter = 0;
/** A unique address per call, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Decodes a JWT payload without verifying it (the tests verify separately where it matters). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** The mail a bed's mailbox holds for an address, read through its JSON API. */
export async function inbox(testBed: AuthTestBed, to: string): Promise<StoredMail[]> {
  const response = await testBed.fetch(
    `${testBed.config.apiUrl}/__mailbox/api/messages?to=${encodeURIComponent(to)}`,
  );
  return ((await response.json()) as { messages: StoredMail[] }).messages;
}

/** The newest mail to the address (the mailbox lists newest first). */
export async function lastMail(testBed: AuthTestBed, to: string): Promise<StoredMail> {
  const [newest] = await inbox(testBed, to);
  if (!newest) throw new Error(`no mail to ${to}`);
  return newest;
}

export const verifyLinkIn = (mail: StoredMail) =>
  mail.links.find((link) => link.includes('/auth/v1/verify'))!;
export const codeIn = (mail: StoredMail) => /code: (\d{6})/.exec(mail.text)![1]!;

/** A raw JSON request to /auth/v1 of the bed, as supabase-js would send it (API version header). */
export function authFetch(
  testBed: AuthTestBed,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-supabase-api-version': '2024-01-01',
    apikey: testBed.config.anonKey,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return testBed.fetch(`${testBed.config.apiUrl}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
