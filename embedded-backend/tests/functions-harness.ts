/**
 * Shared set-up of the functions integration tests: the whole backend (database with migrations
 * and seed, auth, REST, functions in Deno, sandboxes) on an ephemeral port, and the calls a browser
 * makes through it.
 */
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../src/server';
import type { BackendConfig, Db } from '../src/types';

export interface Backend {
  config: BackendConfig;
  db: Db;
  url: string;
  stop(): Promise<void>;
}

export async function startTestBackend(): Promise<Backend> {
  return startBackend({ port: 0, pgPort: 0, dataDir: null, fresh: true, logRequests: false });
}

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POST /functions/v1/<name> the way supabase-js invokes it (apikey + bearer). */
export async function invoke(
  backend: Backend,
  name: string,
  body?: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<FunctionAnswer> {
  const res = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${token ?? backend.config.anonKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

/** A confirmed user, signed in: returns the access token and the user id. */
export async function signedInUser(backend: Backend, email: string): Promise<{ token: string; id: string }> {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  };
  const admin = createClient(backend.url, backend.config.serviceRoleKey, options);
  const password = 'correct-horse-battery-staple-9';
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = createClient(backend.url, backend.config.anonKey, options);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { token: data.session.access_token, id: data.user.id };
}

/** Submits a sandbox page's form (a button press) and returns where it redirects. */
export async function pressSandboxButton(url: string, fields: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  await res.body?.cancel();
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`Expected a redirect from ${url}, got ${res.status}`);
  return location;
}

export interface SeedProduct {
  id: string;
  title: string;
  price: number;
  stock_quantity: number | null;
  sizes: string[];
}

export async function products(db: Db): Promise<SeedProduct[]> {
  const { rows } = await db.query<SeedProduct & { price: string | number }>(
    'select id, title, price, stock_quantity, sizes from public.products where in_stock order by title',
  );
  return rows.map((row) => ({ ...row, price: Number(row.price) }));
}

export async function countOrders(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number | string }>('select count(*)::int as n from public.orders');
  return Number(rows[0]!.n);
}

export const shippingAddress = {
  name: 'Amina Benali',
  email: 'amina@example.com',
  phone: '+212 600 000 000',
  address: '12 Derb Sidi Ahmed',
  city: 'Fes',
};
