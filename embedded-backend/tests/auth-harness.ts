/**
 * Test bed for the auth tests: an in-memory PGlite with the bootstrap SQL applied, the auth
 * handler and mailbox over it, and real supabase-js clients whose fetch is routed straight to
 * those handlers (no socket). Settings can be overridden per handler over the same database.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createAuthHandler, type AuthSettings } from '../src/auth/index';
import { defaultConfig } from '../src/config';
import { createMailbox, type Mailbox } from '../src/mail/index';
import type { BackendConfig, Db, Handler } from '../src/types';

type RealtimeOptions = NonNullable<SupabaseClientOptions<'public'>['realtime']>;

const SQL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../sql');

export const TEST_SETTINGS: Partial<AuthSettings> = { bcryptCost: 4, emailMaxFrequency: 0 };

function wrap(pg: PGlite | Transaction, inTransaction: boolean): Db {
  const db: Db = {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
    },
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) => (inTransaction ? fn(db) : (pg as PGlite).transaction((tx) => fn(wrap(tx, true)))),
    close: async () => {
      if (!inTransaction) await (pg as PGlite).close();
    },
  };
  return db;
}

export async function createTestDb(): Promise<Db> {
  const db = wrap(new PGlite(), false);
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
