/**
 * The owner's dashboard, lists and export as the app reaches them, through PostgREST: the owner gets
 * them; a visitor (401), a customer, a customer who wrote role 'owner' into their own user_metadata
 * (403, the repository's error: message '<code>: <text>', hint the code) and tokens forged with the
 * owner's role (401) get nothing. The rollups are not on the API at all, and only the service role may
 * check them. Runs on the embedded backend, and on a real PostgreSQL in the postgres suite.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '../../embedded-backend/src/auth/demo-owner';
import { signJwt } from '../../embedded-backend/src/jwt';
import { startBackend } from '../../embedded-backend/src/server';
import { anonClient, client, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let owner: SupabaseClient;
let ownerId: string;

const day = 86_400_000;
const PERIOD = { p_from: new Date(Date.now() - 29 * day).toISOString(), p_to: new Date().toISOString() };

/** Every owner function, called as the app will. */
const CALLS: [string, Record<string, unknown>][] = [
  ['owner_dashboard', PERIOD],
  ['owner_search_orders', { p_filter: 'all', p_limit: 25 }],
  ['owner_search_orders', { p_filter: 'to_confirm', p_search: 'amina@example.com' }],
  ['owner_open_return_orders', {}],
  ['owner_order_lines_csv', { ...PERIOD, p_limit: 100 }],
];

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, port: 0, pgPort: 0, functions: false, demoOwner: true });
  service = serviceClient(backend);
  owner = anonClient(backend);
  const signIn = await owner.auth.signInWithPassword({
    email: DEMO_OWNER_EMAIL,
    password: DEMO_OWNER_PASSWORD,
  });
  if (signIn.error) throw signIn.error;
  ownerId = signIn.data.user.id;
  for (const quantity of [1, 2]) {
    const placed = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity }]),
    });
    if (placed.error) throw placed.error;
  }
});
afterAll(() => backend.stop());

describe('the owner', () => {
  it('reads the dashboard: today’s orders in the figures, the day, the lists to act on', async () => {
    const { data, error, status } = await owner.rpc('owner_dashboard', PERIOD);
    expect({ error, status }).toEqual({ error: null, status: 200 });
    const figures = data as {
      orders: number;
      gross_sales_mad: number;
      days: number;
      per_day: { orders: number }[];
      to_act_on: Record<string, number>;
      previous: { orders: number };
    };
    expect(figures).toMatchObject({ orders: 2, gross_sales_mad: 225, days: 30, previous: { orders: 0 } });
    expect(figures.per_day).toHaveLength(30);
    expect(figures.per_day.reduce((n, d) => n + d.orders, 0)).toBe(2);
    expect(figures.to_act_on).toMatchObject({ cod_to_confirm: 2 });
  });

  it('pages the order lists, searches them and exports them', async () => {
    for (const [name, args] of CALLS) {
      const { error, status } = await owner.rpc(name, args);
      expect({ name, error, status }).toEqual({ name, error: null, status: 200 });
    }
    const { data } = await owner.rpc('owner_search_orders', { p_filter: 'to_confirm', p_limit: 1 });
    const page = data as { rows: { id: string }[]; next: { created_at: string; id: string } | null };
    expect(page.rows).toHaveLength(1);
    const next = await owner.rpc('owner_search_orders', {
      p_filter: 'to_confirm',
      p_limit: 1,
      p_after_created_at: page.next!.created_at,
      p_after_id: page.next!.id,
    });
    const second = next.data as typeof page;
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]!.id).not.toBe(page.rows[0]!.id);
    expect(second.next).toBeNull();
    const csv = await owner.rpc('owner_order_lines_csv', {
      p_from: PERIOD.p_from,
      p_to: new Date(Date.now() + day).toISOString(),
      p_limit: 100,
    });
    expect((csv.data as { lines: number; csv: string }).lines).toBe(2);
  });

  it('is told why a request cannot be answered, as the other owner functions tell it', async () => {
    const { error, status } = await owner.rpc('owner_search_orders', { p_filter: 'everything' });
    expect(status).toBe(422);
    expect(error).toMatchObject({ code: 'PT422', hint: 'invalid_filter' });
  });
});

describe('callers who are not the owner', () => {
  async function nonOwners() {
    const customer = await signedInClient(backend, `customer-${crypto.randomUUID()}@example.com`);
    const pretender = await signedInClient(backend, `pretender-${crypto.randomUUID()}@example.com`);
    // A user may write their own user_metadata; the role lives in app_metadata, which they cannot.
    const wrote = await pretender.client.auth.updateUser({ data: { role: 'owner' } });
    if (wrote.error) throw wrote.error;
    await pretender.client.auth.refreshSession();
    return { customer: customer.client, pretender: pretender.client };
  }

  it('get 401 as a visitor and 403 signed in, with the repository’s refusal', async () => {
    const callers = { anon: anonClient(backend), ...(await nonOwners()) };
    for (const [who, caller] of Object.entries(callers)) {
      for (const [name, args] of CALLS) {
        const { data, error, status } = await caller.rpc(name, args);
        expect({ who, name, data, status }).toEqual({
          who,
          name,
          data: null,
          status: who === 'anon' ? 401 : 403,
        });
        if (who !== 'anon') {
          expect(error).toMatchObject({ code: 'PT403', hint: 'not_shop_owner' });
          expect(error!.message).toMatch(/^not_shop_owner: only the shop owner can /);
        }
      }
    }
  });

  it('get 401 with a token that claims the owner’s role without the server’s signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: ownerId,
      aud: 'authenticated',
      role: 'authenticated',
      email: DEMO_OWNER_EMAIL,
      app_metadata: { role: 'owner' },
      exp: now + 3600,
      iat: now,
    };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const [header, , signature] = backend.config.anonKey.split('.');
    const forgeries = {
      'signed with another secret': signJwt(claims, 'not-the-secret-not-the-secret-not-the-secret'),
      'with alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      'the anon key with its payload swapped': `${header}.${b64(claims)}.${signature}`,
      'expired a minute ago': signJwt({ ...claims, exp: now - 60 }, backend.config.jwtSecret),
    };
    for (const [forgery, token] of Object.entries(forgeries)) {
      const forged = client(backend, backend.config.anonKey, token);
      for (const [name, args] of CALLS) {
        const { data, status } = await forged.rpc(name, args);
        expect({ forgery, name, data, status }).toEqual({ forgery, name, data: null, status: 401 });
      }
    }
  });
});

describe('the rollups', () => {
  it('are not on the API, and only the service role checks them', async () => {
    const read = await owner
      .schema('private' as never)
      .from('dashboard_order_days')
      .select('*');
    expect(read.data).toBeNull();
    expect(read.status).toBeGreaterThanOrEqual(400);
    const checked = await service.rpc('check_dashboard_rollups');
    expect(checked).toMatchObject({ status: 200, data: { differences: [] } });
    expect((await owner.rpc('check_dashboard_rollups')).status).toBe(403);
    expect((await anonClient(backend).rpc('check_dashboard_rollups')).status).toBe(401);
  });
});
