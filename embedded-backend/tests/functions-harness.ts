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
  const backend = await startBackend({ port: 0, pgPort: 0, dataDir: null, fresh: true, logRequests: false });
  // These tests place many cash orders from one phone and one address (the gateway's 127.0.0.1): the
  // shop's cash-on-delivery limits (shop_settings) are the shop's rules, proven in tests/backend/cod-*.
  await backend.db.query(
    'update public.shop_settings set cod_max_open_per_phone = 1000, cod_max_attempts_per_10_minutes = 10000',
  );
  return backend;
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
export async function signedInUser(
  backend: Backend,
  email: string,
  /** What only the service role writes, e.g. the shop owner's { role: 'owner' }. */
  appMetadata?: Record<string, unknown>,
): Promise<{ token: string; id: string }> {
  const options = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  };
  const admin = createClient(backend.url, backend.config.serviceRoleKey, options);
  const password = 'correct-horse-battery-staple-9';
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(appMetadata ? { app_metadata: appMetadata } : {}),
  });
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

/** One size of a seeded product (a product in one size has one, with size null). */
export interface SeedVariant {
  id: string;
  sku: string;
  size: string | null;
  price: number;
  stock_quantity: number | null;
}

export interface SeedProduct {
  id: string;
  title: string;
  /** The product's price: its lowest active variant's. */
  price: number;
  /** The sizes its active variants come in; empty for a product in one size. */
  sizes: string[];
  /** Its active variants in the product page's order; one, with no size, for a product in one size. */
  variants: SeedVariant[];
}

/** The products a shopper can buy now, each with its active variants. */
export async function products(db: Db): Promise<SeedProduct[]> {
  const { rows } = await db.query<{
    id: string;
    title: string;
    price: string | number;
    variants: SeedVariant[];
  }>(
    `select p.id, p.title, p.price,
            json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.options ->> 'size', 'price', v.price,
                                       'stock_quantity', v.stock_quantity) order by v.position, v.sku) as variants
       from public.products p
       join public.product_variants v on v.product_id = p.id and v.active
      where p.in_stock
      group by p.id
      order by p.title`,
  );
  return rows.map((row) => {
    const variants = row.variants.map((v) => ({ ...v, price: Number(v.price) }));
    return {
      id: row.id,
      title: row.title,
      price: Number(row.price),
      sizes: variants.flatMap((v) => (v.size === null ? [] : [v.size])),
      variants,
    };
  });
}

/** The one variant of a product in one size (throws for a product in several). */
export function onlyVariant(product: SeedProduct): SeedVariant {
  if (product.variants.length !== 1 || product.sizes.length > 0) {
    throw new Error(`${product.title} comes in ${product.sizes.join(', ')}, not in one size`);
  }
  return product.variants[0]!;
}

/** Sets a variant's stock (null = made to order); the product's in_stock follows. */
export async function setVariantStock(db: Db, variantId: string, stock: number | null): Promise<void> {
  await db.query('update public.product_variants set stock_quantity = $2 where id = $1', [variantId, stock]);
}

/** A variant's stock now (null = made to order). */
export async function variantStock(db: Db, variantId: string): Promise<number | null> {
  const { rows } = await db.query<{ s: number | string | null }>(
    'select stock_quantity as s from public.product_variants where id = $1',
    [variantId],
  );
  if (rows.length !== 1) throw new Error(`no variant ${variantId}`);
  return rows[0]!.s === null ? null : Number(rows[0]!.s);
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
