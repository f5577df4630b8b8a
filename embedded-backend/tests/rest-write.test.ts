/** REST writes, RLS and tokens through supabase-js, against the fixture schema. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type FixtureBed } from './rest-fixture';

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture();
});
afterAll(async () => {
  await bed?.stop();
});

describe('insert, update, delete', () => {
  it('inserts one row and returns the representation shaped by select', async () => {
    const { data, error, status } = await bed.service
      .from('orders')
      .insert({ customer_id: 2, total: 42.1 })
      .select('id, status, total, customer:customers(name)')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ status: 'new', total: 42.1, customer: { name: 'Youssef' } });
  });

  it('bulk inserts with defaults for missing keys or nulls, as supabase-js asks', async () => {
    const rows = [
      { name: 'Bulk A', email: 'a@bulk.test', active: false },
      { name: 'Bulk B', email: 'b@bulk.test' },
    ];
    const withDefaults = await bed.service
      .from('customers')
      .insert(rows, { defaultToNull: false })
      .select('name, active');
    expect(withDefaults.data).toEqual([
      { name: 'Bulk A', active: false },
      { name: 'Bulk B', active: true },
    ]);
    const withNulls = await bed.service
      .from('customers')
      .insert([
        { name: 'Bulk C', score: 1 },
        { name: 'Bulk D', email: 'd@bulk.test' },
      ])
      .select('name, score, email');
    expect(withNulls.data).toEqual([
      { name: 'Bulk C', score: 1, email: null },
      { name: 'Bulk D', score: null, email: 'd@bulk.test' },
    ]);
    // Without missing=default a key absent from one row is NULL there, so NOT NULL columns refuse it.
    const nullActive = await bed.service
      .from('customers')
      .insert([{ name: 'E', active: false }, { name: 'F' }]);
    expect(nullActive.error?.code).toBe('23502');
    const minimal = await bed.service.from('customers').insert({ name: 'Quiet' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
  });

  it('upserts on the primary key or on_conflict columns, merging or ignoring duplicates', async () => {
    const merged = await bed.service
      .from('customers')
      .upsert({ email: 'amina@example.com', name: 'Amina Tazi' }, { onConflict: 'email' })
      .select('id, name')
      .single();
    expect(merged.data).toEqual({ id: 1, name: 'Amina Tazi' });
    const ignored = await bed.service
      .from('labels')
      .upsert(
        [
          { id: 1, name: 'changed' },
          { id: 3, name: 'gift' },
        ],
        { ignoreDuplicates: true },
      )
      .select('id, name');
    expect(ignored.data).toEqual([{ id: 3, name: 'gift' }]);
    const byKey = await bed.service
      .from('labels')
      .upsert({ id: 2, name: 'press kit' })
      .select('name')
      .single();
    expect(byKey.data).toEqual({ name: 'press kit' });
  });

  it('updates and deletes only the filtered rows, returning them when asked', async () => {
    const updated = await bed.service
      .from('orders')
      .update({ status: 'shipped' })
      .eq('status', 'new')
      .eq('customer_id', 1)
      .select('id, status');
    expect(updated.data).toEqual([{ id: 2, status: 'shipped' }]);
    const none = await bed.service.from('orders').update({ note: 'x' }).eq('id', 999);
    expect(none).toMatchObject({ status: 204, error: null });
    const { data: line } = await bed.service
      .from('order_lines')
      .insert({ order_id: 4, product: 'spoon', quantity: 1 })
      .select('id')
      .single();
    const deleted = await bed.service.from('order_lines').delete().eq('id', line!.id).select('product');
    expect(deleted.data).toEqual([{ product: 'spoon' }]);
    const count = await bed.service.from('order_lines').delete({ count: 'exact' }).eq('id', -1);
    expect(count.count).toBe(0);
  });

  it('rolls back a write that single() refuses', async () => {
    const many = await bed.service.from('labels').update({ name: 'same' }).gte('id', 1).select().single();
    expect(many.status).toBe(406);
    const labels = await bed.service.from('labels').select('name').eq('name', 'same');
    expect(labels.data).toEqual([]);
  });

  it('honours tx=rollback, headers-only and max-affected preferences', async () => {
    const headers = { apikey: bed.backend.config.serviceRoleKey, 'content-type': 'application/json' };
    const rolledBack = await fetch(`${bed.backend.url}/rest/v1/labels?select=name`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ id: 50, name: 'dry run' }),
    });
    expect(rolledBack.status).toBe(201);
    expect(await rolledBack.json()).toEqual([{ name: 'dry run' }]);
    expect((await bed.service.from('labels').select('id').eq('id', 50)).data).toEqual([]);
    const located = await fetch(`${bed.backend.url}/rest/v1/labels`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 51, name: 'located' }),
    });
    expect(located.status).toBe(201);
    expect(located.headers.get('location')).toBe('/labels?id=eq.51');
    // What supabase-js's maxAffected(1) sends (typed only for clients declaring PostgREST 13).
    const tooMany = await fetch(`${bed.backend.url}/rest/v1/labels?id=gte.1`, {
      method: 'PATCH',
      headers: { ...headers, Prefer: 'handling=strict, max-affected=1' },
      body: JSON.stringify({ name: 'bulk' }),
    });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).code).toBe('PGRST124');
    expect((await bed.service.from('labels').select('id').eq('name', 'bulk')).data).toEqual([]);
  });

  it('maps constraint errors to PostgREST statuses', async () => {
    const duplicate = await bed.service
      .from('customers')
      .insert({ name: 'Dup', email: 'youssef@example.com' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: '23505',
      details: 'Key (email)=(youssef@example.com) already exists.',
    });
    const foreign = await bed.service.from('orders').insert({ customer_id: 999 });
    expect(foreign.status).toBe(409);
    expect(foreign.error?.code).toBe('23503');
    const notNull = await bed.service.from('customers').insert({ email: 'nameless@example.com' });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const check = await bed.service.from('order_lines').insert({ order_id: 1, product: 'x', quantity: 0 });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const unknown = await bed.service.from('customers').insert({ name: 'X', nickname: 'y' });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nickname' column of 'customers' in the schema cache",
    });
  });
});

describe('row level security and roles', () => {
  const alice = randomUUID();
  const bob = randomUUID();

  it('runs as the JWT role with its claims visible to SQL', async () => {
    const anon = await bed.anon.rpc('whoami');
    expect(anon.data).toMatchObject({
      role: 'anon',
      sub: null,
      method: 'POST',
      apikey: bed.backend.config.anonKey,
    });
    const user = await bed.asUser(alice).rpc('whoami');
    expect(user.data).toMatchObject({ role: 'authenticated', sub: alice });
    const service = await bed.service.rpc('whoami');
    expect(service.data).toMatchObject({ role: 'service_role' });
  });

  it('lets a user write and read their own rows only', async () => {
    const asAlice = bed.asUser(alice);
    const mine = await asAlice.from('notes').insert({ body: 'alice private' }).select('body, owner').single();
    expect(mine.data).toEqual({ body: 'alice private', owner: alice });
    await asAlice.from('notes').insert({ body: 'alice public', is_public: true });
    const forged = await asAlice.from('notes').insert({ body: 'as bob', owner: bob });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "notes"',
    });
    const asBob = await bed.asUser(bob).from('notes').select('body');
    expect(asBob.data).toEqual([{ body: 'alice public' }]);
    const bobUpdates = await bed
      .asUser(bob)
      .from('notes')
      .update({ body: 'hacked' })
      .eq('body', 'alice private')
      .select();
    expect(bobUpdates.data).toEqual([]);
    const anonRead = await bed.anon.from('notes').select('body');
    expect(anonRead.data).toEqual([{ body: 'alice public' }]);
    const all = await bed.service.from('notes').select('body', { count: 'exact', head: true });
    expect(all.count).toBe(2);
  });

  it('answers 401 to anon and 403 to users for privileges and RLS, like PostgREST', async () => {
    const anonInsert = await bed.anon.from('notes').insert({ body: 'anon' });
    expect(anonInsert.status).toBe(401);
    expect(anonInsert.error?.code).toBe('42501');
    const anonSecret = await bed.anon.from('secrets').select('*');
    expect(anonSecret.status).toBe(401);
    const userSecret = await bed.asUser(alice).from('secrets').select('*');
    expect(userSecret.status).toBe(403);
    expect(userSecret.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
    const serviceSecret = await bed.service.from('secrets').select('value');
    expect(serviceSecret.data).toEqual([{ value: 'hidden' }]);
  });

  it('allows insert-only tables without a select policy when no representation is asked for', async () => {
    const signup = await bed.anon.from('signups').insert({ email: 'visitor@example.com' });
    expect(signup).toMatchObject({ status: 201, error: null });
    const readBack = await bed.anon.from('signups').select('*');
    expect(readBack.data).toEqual([]);
    const withReturn = await bed.anon.from('signups').insert({ email: 'again@example.com' }).select();
    expect(withReturn.status).toBe(401);
  });
});

describe('tokens', () => {
  const future = () => Math.floor(Date.now() / 1000) + 600;

  it('refuses forged, expired, alg:none and malformed tokens with 401', async () => {
    const forged = `${bed.token({ role: 'service_role', exp: future() }).slice(0, -4)}AAAA`;
    const forgedRes = await bed.withToken(forged).from('customers').select('id');
    expect(forgedRes.status).toBe(401);
    expect(forgedRes.error).toMatchObject({ code: 'PGRST301', message: 'JWSError JWSInvalidSignature' });
    const expired = await bed
      .withToken(bed.token({ role: 'authenticated', exp: 1000 }))
      .from('customers')
      .select('id');
    expect(expired.status).toBe(401);
    expect(expired.error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: future() })}.`;
    const noneRes = await bed.withToken(none).from('secrets').select('*');
    expect(noneRes.status).toBe(401);
    expect(noneRes.error?.code).toBe('PGRST301');
    const malformed = await bed.withToken('not-a-jwt').from('customers').select('id');
    expect(malformed.status).toBe(401);
    expect(malformed.error?.message).toContain('Expected 3 parts');
  });

  it('refuses roles the API may not switch to and requests without any key', async () => {
    const superuser = await bed
      .withToken(bed.token({ role: 'postgres', exp: future() }))
      .from('secrets')
      .select('*');
    expect(superuser.status).toBe(401);
    const missing = await bed
      .withToken(bed.token({ role: 'nobody', exp: future() }))
      .from('customers')
      .select('id');
    expect(missing.status).toBe(401);
    expect(missing.error?.message).toBe('role "nobody" does not exist');
    const bare = await fetch(`${bed.backend.url}/rest/v1/customers`);
    expect(bare.status).toBe(401);
  });

  it('prefers the bearer token over the apikey header', async () => {
    const res = await fetch(`${bed.backend.url}/rest/v1/secrets?select=value`, {
      headers: {
        apikey: bed.backend.config.anonKey,
        Authorization: `Bearer ${bed.backend.config.serviceRoleKey}`,
      },
    });
    expect(res.status).toBe(200);
  });
});

describe('schema cache', () => {
  it('reloads when a request names something created behind its back (e.g. in psql)', async () => {
    await bed.backend.db.exec(
      `create table public.late_arrival (id int primary key); insert into public.late_arrival values (7);`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // reloads are at most once a second
    const { data, error } = await bed.anon.from('late_arrival').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 7 }]);
    const still = await bed.anon.from('never_created').select('id');
    expect(still.error?.code).toBe('PGRST205');
  });
});
