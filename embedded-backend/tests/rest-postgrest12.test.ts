/**
 * PostgREST 12 behaviours beyond the basics, each compared with what its documentation (or, where
 * it is silent, its source) says: computed fields and relationships, self-referencing, many-to-many
 * and foreign-key-column embeds, empty embeds, ambiguous embeds (PGRST201), RPC overloads, counts,
 * filters and HEAD, max-affected, aggregates (off by default, PGRST123), upsert statuses and the
 * exposed schemas of config.toml with their profile headers (PGRST106).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_SCHEMA, makeProjectDir, serviceCall, startFixture, type FixtureBed } from './rest-fixture';

const EXTRA = `
create table public.employees (id int primary key, name text not null, manager_id int references public.employees (id));
insert into public.employees values (1, 'Lina', null), (2, 'Hamza', 1), (3, 'Rita', 1);
create function public.customer_orders(public.customers) returns setof public.orders
  language sql stable as $$ select * from public.orders where customer_id = $1.id order by id $$;
create function public.first_order(public.customers) returns public.orders
  language sql stable as $$ select * from public.orders where customer_id = $1.id order by id limit 1 $$;
create function public.display(public.customers) returns text
  language sql stable as $$ select $1.name || ' #' || $1.id $$;
create function public.greet(name text) returns text language sql as $$ select 'hi ' || name $$;
create function public.greet(first text, last text) returns text
  language sql as $$ select 'hi ' || first || ' ' || last $$;
create schema sales;
grant usage on schema sales to anon, authenticated, service_role;
create table sales.invoices (id int primary key, amount numeric not null);
grant all on sales.invoices to anon, authenticated, service_role;
insert into sales.invoices values (1, 10), (2, 32.5);
create table public.invoices (id int primary key, label text);
insert into public.invoices values (1, 'public one');
`;
const CONFIG = `[api]\nschemas = ["public", "sales"]\nextra_search_path = ["public", "extensions"]\n`;

let bed: FixtureBed;
beforeAll(async () => {
  const projectDir = makeProjectDir(FIXTURE_SCHEMA + EXTRA);
  writeFileSync(path.join(projectDir, 'supabase/config.toml'), CONFIG);
  bed = await startFixture({ projectDir });
});
afterAll(() => bed.stop());

const call = serviceCall(() => bed);

describe('embedding', () => {
  it('embeds through computed relationships (setof: array, single row: object)', async () => {
    const { data, error } = await bed.service
      .from('customers')
      .select('id, customer_orders(id, total), first_order(id)')
      .eq('id', 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 1,
      customer_orders: [
        { id: 1, total: 120.5 },
        { id: 2, total: 80 },
      ],
      first_order: { id: 1 },
    });
  });

  it('selects, filters and orders by computed fields', async () => {
    const { data, error } = await bed.service
      .from('customers')
      .select('id, display')
      .like('display', '%#2')
      .order('display');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, display: 'Youssef #2' }]);
  });

  it('embeds a self-reference by foreign-key column, and a many-to-many through its junction', async () => {
    const manager = await bed.service.from('employees').select('name, manager:manager_id(name)').eq('id', 2);
    expect(manager.data).toEqual([{ name: 'Hamza', manager: { name: 'Lina' } }]);
    const byColumn = await bed.service.from('orders').select('id, customer_id(name)').eq('id', 3).single();
    expect(byColumn.data).toEqual({ id: 3, customer_id: { name: 'Youssef' } });
    const labels = await bed.service.from('customers').select('name, labels(name)').eq('id', 1).single();
    expect(labels.data).toEqual({ name: 'Amina', labels: [{ name: 'wholesale' }, { name: 'press' }] });
  });

  it('filters by an empty !inner embed without returning it', async () => {
    const { data, error } = await bed.service
      .from('customers')
      .select('name, orders!inner()')
      .eq('orders.status', 'shipped');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Youssef' }]);
  });

  it('refuses a spread over a to-many embed with 400 PGRST119', async () => {
    const res = await call('/customers?select=id,...orders(total)');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST119',
      details: "'customers' and 'orders' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A spread operation on 'orders' is not possible",
    });
  });

  it("orders the parent by a to-one embed's column, refusing to-many (PGRST118) and absent embeds (PGRST108)", async () => {
    const ordered = await call('/orders?select=id,customers(name)&order=customers(name).desc,id');
    expect(ordered.status).toBe(200);
    expect((ordered.body as { id: number }[]).map((row) => row.id)).toEqual([3, 4, 1, 2]);
    const toMany = await call('/customers?select=id,orders(total)&order=orders(total)');
    expect(toMany.status).toBe(400);
    expect(toMany.body).toEqual({
      code: 'PGRST118',
      details: "'customers' and 'orders' do not form a many-to-one or one-to-one relationship",
      hint: null,
      message: "A related order on 'orders' is not possible",
    });
    const absent = await call('/orders?select=id&order=customers(name)');
    expect(absent.status).toBe(400);
    expect(absent.body).toEqual({
      code: 'PGRST108',
      details: null,
      hint: "Verify that 'customers' is included in the 'select' query parameter.",
      message: "'customers' is not an embedded resource in this request",
    });
    // A filter addressed to an embed the select does not contain gets the same answer.
    const filtered = await call('/orders?select=id&customers.name=eq.Lina');
    expect(filtered).toMatchObject({ status: 400, body: absent.body });
  });

  it('answers an ambiguous embed with 300 PGRST201 listing the candidates in details and hint', async () => {
    const res = await call('/customers?select=*,transfers(*)');
    expect(res.status).toBe(300);
    expect(res.body).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          embedding: 'customers with transfers',
          relationship: 'transfers_from_customer_fkey using transfers(from_customer) and customers(id)',
        },
        {
          cardinality: 'one-to-many',
          embedding: 'customers with transfers',
          relationship: 'transfers_to_customer_fkey using transfers(to_customer) and customers(id)',
        },
      ],
      hint: "Try changing 'transfers' to one of the following: 'transfers!transfers_from_customer_fkey', 'transfers!transfers_to_customer_fkey'. Find the desired relationship in the 'details' key.",
      message: "Could not embed because more than one relationship was found for 'customers' and 'transfers'",
    });
  });
});

describe('rpc', () => {
  it('picks the overload whose parameters the call names', async () => {
    expect((await bed.service.rpc('greet', { name: 'Amina' })).data).toBe('hi Amina');
    expect((await bed.service.rpc('greet', { first: 'Amina', last: 'T.' })).data).toBe('hi Amina T.');
  });

  it('counts, filters, selects and pages a set-returning function', async () => {
    const { data, count, error } = await bed.service
      .rpc('customers_named', { prefix: '' }, { count: 'exact' })
      .select('name')
      .eq('active', true)
      .order('id', { ascending: false })
      .range(0, 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Omar, Jr.' }, { name: 'Youssef' }]);
    expect(count).toBe(3);
  });

  it('answers HEAD on a function with its headers and no body', async () => {
    const res = await call('/rpc/customers_named?prefix=', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(res.body).toBeNull();
  });
});

describe('preferences', () => {
  it('refuses and rolls back a write over max-affected with handling=strict', async () => {
    const res = await call('/labels?id=gt.0', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'renamed' }),
      headers: { 'Content-Type': 'application/json', Prefer: 'handling=strict, max-affected=1' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST124',
      details: 'The query affects 2 rows',
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    });
    expect((await bed.service.from('labels').select('name').eq('id', 1).single()).data).toEqual({
      name: 'wholesale',
    });
  });

  it('answers an upsert 201 when it inserted a row and 200 when it only updated', async () => {
    const upsert = (rows: object) =>
      call('/signups?on_conflict=email', {
        method: 'POST',
        body: JSON.stringify(rows),
        headers: { 'Content-Type': 'application/json', Prefer: 'resolution=merge-duplicates' },
      });
    expect((await upsert({ email: 'new@example.com' })).status).toBe(201);
    const again = await upsert({ email: 'new@example.com' });
    expect(again.status).toBe(200);
    expect(again.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
    const viaClient = await bed.service
      .from('customers')
      .upsert({ name: 'Amina B.', email: 'amina@example.com' }, { onConflict: 'email' })
      .select('id, name');
    expect(viaClient.status).toBe(200);
    expect(viaClient.data).toEqual([{ id: 1, name: 'Amina B.' }]);
  });
});

describe('aggregates', () => {
  it('are refused while db-aggregates-enabled is off, as on hosted Supabase', async () => {
    const res = await call('/orders?select=total.sum()');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    });
  });

  it('group by the other selected columns once enabled, with casts on input and output', async () => {
    await bed.backend.db.exec(`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`);
    await bed.backend.reloadSchema();
    try {
      const { data, error } = await bed.service
        .from('orders')
        .select('status, total.sum(), total.avg()::int, n:count(), id.max()')
        .order('status');
      expect(error).toBeNull();
      expect(data).toEqual([
        { status: 'new', sum: 80, avg: 80, n: 1, max: 2 },
        { status: 'paid', sum: 130.5, avg: 65, n: 2, max: 4 },
        { status: 'shipped', sum: 300, avg: 300, n: 1, max: 3 },
      ]);
      const embedded = await bed.service
        .from('customers')
        .select('id, orders(total.min())')
        .eq('id', 1)
        .single();
      expect(embedded.data).toEqual({ id: 1, orders: [{ min: 80 }] });
      const spread = await bed.service.from('orders').select('id, ...customers(name)').eq('id', 4).single();
      expect(spread.data).toEqual({ id: 4, name: 'Omar, Jr.' });
    } finally {
      await bed.backend.db.exec(`alter role authenticator reset pgrst.db_aggregates_enabled`);
      await bed.backend.reloadSchema();
    }
  });
});

describe('schemas from [api] schemas', () => {
  it('serves the first schema by default and another through Accept-Profile, naming it in Content-Profile', async () => {
    const plain = await call('/invoices?select=id');
    expect(plain.body).toEqual([{ id: 1 }]);
    expect(plain.headers.get('content-profile')).toBe('public');
    const sales = await bed.service.schema('sales').from('invoices').select('id, amount').order('id');
    expect(sales.error).toBeNull();
    expect(sales.data).toEqual([
      { id: 1, amount: 10 },
      { id: 2, amount: 32.5 },
    ]);
    const raw = await call('/invoices?select=id', { headers: { 'Accept-Profile': 'sales' } });
    expect(raw.headers.get('content-profile')).toBe('sales');
  });

  it('writes through Content-Profile', async () => {
    const { error } = await bed.service.schema('sales').from('invoices').insert({ id: 3, amount: 1 });
    expect(error).toBeNull();
    expect((await bed.backend.db.query('select count(*)::int as n from sales.invoices')).rows[0]).toEqual({
      n: 3,
    });
  });

  it('refuses a schema that is not exposed with 406 PGRST106', async () => {
    const res = await call('/invoices', { headers: { 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({
      code: 'PGRST106',
      details: null,
      hint: null,
      message: 'The schema must be one of the following: public, sales',
    });
  });
});
