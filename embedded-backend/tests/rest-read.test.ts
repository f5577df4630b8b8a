/** REST reads through supabase-js: select grammar, every filter operator, embeds, paging, counts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type FixtureBed } from './rest-fixture';

let bed: FixtureBed;
beforeAll(async () => {
  bed = await startFixture();
});
afterAll(async () => {
  await bed?.stop();
});

const names = (rows: { name: string }[] | null) => (rows ?? []).map((r) => r.name);

describe('select', () => {
  it('returns columns with renames, casts and JSON paths, keeping Postgres types', async () => {
    const { data, error } = await bed.anon
      .from('customers')
      .select(
        'id, label:name, score, score_text:score::text, city:meta->>city, shoe:meta->size->shoe, created_at',
      )
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        label: 'Amina',
        score: 91.5,
        score_text: '91.50',
        city: 'Fes',
        shoe: 38,
        created_at: '2024-01-01T10:00:00+00:00',
      },
    ]);
  });

  it('embeds many-to-one, one-to-many, one-to-one and many-to-many relationships', async () => {
    const { data, error } = await bed.anon
      .from('orders')
      .select('id, customer:customers(name), order_lines(product, quantity)')
      .eq('id', 1)
      .order('id', { referencedTable: 'order_lines' })
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 1,
      customer: { name: 'Amina' },
      order_lines: [
        { product: 'tea bowl', quantity: 2 },
        { product: 'tray', quantity: 1 },
      ],
    });
    const customer = await bed.anon
      .from('customers')
      .select('name, profiles(display_name), labels(name)')
      .eq('id', 1)
      .single();
    expect(customer.data).toEqual({
      name: 'Amina',
      profiles: { display_name: 'Amina T.' },
      labels: [{ name: 'wholesale' }, { name: 'press' }],
    });
  });

  it('counts related rows, spreads to-one embeds and nests embeds', async () => {
    const { data } = await bed.anon.from('customers').select('name, orders(count)').order('id').limit(2);
    expect(data).toEqual([
      { name: 'Amina', orders: [{ count: 2 }] },
      { name: 'Youssef', orders: [{ count: 1 }] },
    ]);
    const spread = await bed.anon.from('orders').select('id, ...customers(name)').eq('id', 3).single();
    expect(spread.data).toEqual({ id: 3, name: 'Youssef' });
    const nested = await bed.anon
      .from('order_lines')
      .select('product, orders(status, customers(name))')
      .eq('id', 4)
      .single();
    expect(nested.data).toEqual({
      product: 'rug',
      orders: { status: 'shipped', customers: { name: 'Youssef' } },
    });
  });

  it('filters embedded rows, and parents through !inner', async () => {
    const loose = await bed.anon
      .from('customers')
      .select('name, orders(status)')
      .eq('orders.status', 'paid')
      .order('id');
    expect(loose.data?.map((c) => [c.name, c.orders.length])).toEqual([
      ['Amina', 1],
      ['Youssef', 0],
      ['Salma', 0],
      ['Omar, Jr.', 1],
    ]);
    const inner = await bed.anon
      .from('customers')
      .select('name, orders!inner(status)')
      .eq('orders.status', 'paid')
      .order('id');
    expect(names(inner.data)).toEqual(['Amina', 'Omar, Jr.']);
    const withoutOrders = await bed.anon
      .from('customers')
      .select('name, orders(id)')
      .is('orders', null)
      .order('id');
    expect(names(withoutOrders.data)).toEqual(['Salma']);
    const limited = await bed.anon
      .from('customers')
      .select('name, orders(id)')
      .eq('id', 1)
      .limit(1, { referencedTable: 'orders' })
      .single();
    expect(limited.data?.orders).toHaveLength(1);
  });

  it('embeds through views whose columns come from tables with foreign keys', async () => {
    const fromView = await bed.anon
      .from('big_orders')
      .select('id, customers(name), order_lines(product)')
      .eq('id', 3)
      .single();
    expect(fromView.data).toEqual({
      id: 3,
      customers: { name: 'Youssef' },
      order_lines: [{ product: 'rug' }],
    });
    const toView = await bed.anon.from('customers').select('name, big_orders(total)').eq('id', 1).single();
    expect(toView.data).toEqual({ name: 'Amina', big_orders: [{ total: 120.5 }] });
  });

  it('disambiguates relationships with !hints and reports ambiguity like PostgREST', async () => {
    const ambiguous = await bed.anon.from('transfers').select('id, customers(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const { data } = await bed.anon
      .from('transfers')
      .select('id, sender:customers!from_customer(name), receiver:customers!transfers_to_customer_fkey(name)')
      .single();
    expect(data).toEqual({ id: 1, sender: { name: 'Amina' }, receiver: { name: 'Youssef' } });
    const missing = await bed.anon.from('orders').select('id, labels(name)');
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('PGRST200');
  });
});

describe('filters', () => {
  // The builder's methods, loosely typed: the fixture tables have no generated types.
  type Method = (...args: unknown[]) => Query;
  type Query = PromiseLike<{ data: { name: string }[] | null; error: unknown }> & {
    [
      name in
        | 'eq'
        | 'neq'
        | 'gt'
        | 'gte'
        | 'lt'
        | 'lte'
        | 'like'
        | 'ilike'
        | 'is'
        | 'in'
        | 'contains'
        | 'containedBy'
        | 'overlaps'
        | 'textSearch'
        | 'not'
        | 'or'
        | 'likeAnyOf'
        | 'match'
        | 'filter'
        | 'isDistinct'
        | 'order'
    ]: Method;
  };
  it.each<[string, (q: Query) => Query, string[]]>([
    ['eq', (q: Query) => q.eq('name', 'Salma'), ['Salma']],
    ['neq', (q: Query) => q.neq('name', 'Salma'), ['Amina', 'Youssef', 'Omar, Jr.']],
    ['gt', (q: Query) => q.gt('score', 70), ['Amina']],
    ['gte', (q: Query) => q.gte('score', 70), ['Amina', 'Youssef']],
    ['lt', (q: Query) => q.lt('score', 70), ['Omar, Jr.']],
    ['lte', (q: Query) => q.lte('score', 70), ['Youssef', 'Omar, Jr.']],
    ['like', (q: Query) => q.like('name', '%r,%'), ['Omar, Jr.']],
    ['ilike', (q: Query) => q.ilike('name', 'a*'), ['Amina']],
    ['is null', (q: Query) => q.is('email', null), ['Salma']],
    ['is false', (q: Query) => q.is('active', false), ['Salma']],
    ['in with quoting', (q: Query) => q.in('name', ['Salma', 'Omar, Jr.']), ['Salma', 'Omar, Jr.']],
    ['in empty', (q: Query) => q.in('name', []), []],
    ['cs array', (q: Query) => q.contains('tags', ['vip']), ['Amina', 'Omar, Jr.']],
    [
      'cd array',
      (q: Query) => q.containedBy('tags', ['early', 'vip']),
      ['Amina', 'Youssef', 'Salma', 'Omar, Jr.'],
    ],
    ['ov array', (q: Query) => q.overlaps('tags', ['early', 'none']), ['Amina', 'Youssef']],
    ['cs jsonb', (q: Query) => q.contains('meta', { city: 'Fes' }), ['Amina', 'Salma']],
    ['json path', (q: Query) => q.eq('meta->>city', 'Rabat'), ['Youssef']],
    ['fts', (q: Query) => q.textSearch('name', 'amina'), ['Amina']],
    [
      'plfts',
      (q: Query) => q.textSearch('name', 'omar jr', { type: 'plain', config: 'english' }),
      ['Omar, Jr.'],
    ],
    ['phfts', (q: Query) => q.textSearch('name', 'omar jr', { type: 'phrase' }), ['Omar, Jr.']],
    [
      'wfts',
      (q: Query) => q.textSearch('name', 'youssef or salma', { type: 'websearch' }),
      ['Youssef', 'Salma'],
    ],
    ['not', (q: Query) => q.not('email', 'is', null), ['Amina', 'Youssef', 'Omar, Jr.']],
    ['not in', (q: Query) => q.not('id', 'in', '(1,2)'), ['Salma', 'Omar, Jr.']],
    ['or', (q: Query) => q.or('name.eq.Salma,score.gt.90'), ['Amina', 'Salma']],
    [
      'or with nested and',
      (q: Query) => q.or('name.eq.Salma,and(active.is.true,score.lt.60)'),
      ['Salma', 'Omar, Jr.'],
    ],
    [
      'or with quoted value',
      (q: Query) => q.or('name.eq."Omar, Jr.",name.in.("Salma","x,y")'),
      ['Salma', 'Omar, Jr.'],
    ],
    ['like(any)', (q: Query) => q.likeAnyOf('name', ['A%', 'S%']), ['Amina', 'Salma']],
    ['match', (q: Query) => q.match({ active: true, score: 70 }), ['Youssef']],
    ['regex', (q: Query) => q.filter('name', 'imatch', '^o'), ['Omar, Jr.']],
    [
      'isdistinct',
      (q: Query) => q.isDistinct('email', 'amina@example.com'),
      ['Youssef', 'Salma', 'Omar, Jr.'],
    ],
  ])('%s', async (_label, apply, expected) => {
    const query = bed.anon.from('customers').select('name') as unknown as Query;
    const { data, error } = await apply(query).order('id');
    expect(error).toBeNull();
    expect(names(data)).toEqual(expected);
  });

  it.each([
    ['sl', 'rangeLt', '[6,9]', [1]],
    ['sr', 'rangeGt', '[2,4]', [2, 3]],
    ['nxr', 'rangeLte', '[1,8)', [1, 2]],
    ['nxl', 'rangeGte', '[5,6)', [2, 3]],
    ['adj', 'rangeAdjacent', '[8,10)', [2, 3]],
    ['ov', 'overlaps', '[4,6)', [1, 2]],
  ] as const)('range operator %s', async (_op, method, range, ids) => {
    const { data, error } = await bed.anon.from('bookings').select('id')[method]('nights', range).order('id');
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toEqual(ids);
  });

  it('negates logic trees with not.or and not.and', async () => {
    const url = `${bed.backend.url}/rest/v1/customers?select=name&not.or=(id.eq.1,id.eq.2)&order=id`;
    const res = await fetch(url, { headers: { apikey: bed.backend.config.anonKey } });
    expect(await res.json()).toEqual([{ name: 'Salma' }, { name: 'Omar, Jr.' }]);
    const and = await fetch(
      `${bed.backend.url}/rest/v1/customers?select=name&not.and=(active.is.true,score.gt.60)&order=id`,
      {
        headers: { apikey: bed.backend.config.anonKey },
      },
    );
    expect(await and.json()).toEqual([{ name: 'Salma' }, { name: 'Omar, Jr.' }]);
  });
});

describe('order, paging and counts', () => {
  it('orders by several columns with nulls placement', async () => {
    const { data } = await bed.anon
      .from('customers')
      .select('name')
      .order('score', { ascending: false, nullsFirst: true })
      .order('id');
    expect(names(data)).toEqual(['Salma', 'Amina', 'Youssef', 'Omar, Jr.']);
  });

  it('pages with range and limit, reporting counts in Content-Range with 206 for a partial page', async () => {
    const page = await bed.anon.from('customers').select('name', { count: 'exact' }).order('id').range(1, 2);
    expect(page.status).toBe(206);
    expect(page.count).toBe(4);
    expect(names(page.data)).toEqual(['Youssef', 'Salma']);
    const all = await bed.anon.from('customers').select('name', { count: 'planned' }).limit(10);
    expect(all.status).toBe(200);
    expect(all.count).toBe(4);
    const head = await bed.anon
      .from('orders')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'paid');
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
    const res = await fetch(`${bed.backend.url}/rest/v1/customers?select=id&order=id`, {
      headers: { apikey: bed.backend.config.anonKey, Range: '2-3', Prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('2-3/4');
    expect(await res.json()).toEqual([{ id: 3 }, { id: 4 }]);
    const beyond = await bed.anon.from('customers').select('id', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error?.code).toBe('PGRST103');
  });

  it('strips nulls when asked and answers HEAD without a body', async () => {
    const stripped = await bed.anon.from('customers').select('name, email, score').eq('id', 3).stripNulls();
    expect(stripped.data).toEqual([{ name: 'Salma' }]);
    const res = await fetch(`${bed.backend.url}/rest/v1/customers?select=id`, {
      method: 'HEAD',
      headers: { apikey: bed.backend.config.anonKey, Prefer: 'count=exact' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-3/4');
    expect(await res.text()).toBe('');
  });

  it('answers single() and maybeSingle() like PostgREST', async () => {
    const none = await bed.anon.from('customers').select('name').eq('id', 999).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await bed.anon.from('customers').select('name').single();
    expect(many.error?.details).toBe('The result contains 4 rows');
    const maybe = await bed.anon.from('customers').select('name').eq('id', 999).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
    const one = await bed.anon.from('customers').select('name').eq('id', 2).maybeSingle();
    expect(one.data).toEqual({ name: 'Youssef' });
  });
});

describe('errors', () => {
  it('refuses unknown tables, columns and malformed filters with PostgREST codes', async () => {
    const table = await bed.anon.from('customer').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.customer' in the schema cache",
      hint: "Perhaps you meant the table 'public.customers'",
    });
    const column = await bed.anon.from('customers').select('nope');
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: '42703', message: 'column customers.nope does not exist' });
    const filter = await bed.anon.from('customers').select('id').eq('nope', 1);
    expect(filter.error?.code).toBe('42703');
    const operator = await bed.anon.from('customers').select('id').filter('id', 'nearly', '1');
    expect(operator.status).toBe(400);
    expect(operator.error?.code).toBe('PGRST100');
    const badValue = await bed.anon.from('customers').select('id').eq('id', 'abc');
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toBe('22P02');
  });

  it('never interpolates values into SQL', async () => {
    const { data, error } = await bed.anon
      .from('customers')
      .select('name')
      .eq('name', "x'; drop table customers; --");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const still = await bed.anon.from('customers').select('id', { count: 'exact', head: true });
    expect(still.count).toBe(4);
  });
});

describe('rpc', () => {
  it('calls functions with POST and GET and shapes scalar, set and table results', async () => {
    expect((await bed.anon.rpc('add', { a: 2, b: 3 })).data).toBe(5);
    expect((await bed.anon.rpc('add', { a: 2 }, { get: true })).data).toBe(3);
    expect((await bed.anon.rpc('ids', { n: 3 })).data).toEqual([1, 2, 3]);
    expect((await bed.anon.rpc('echo', { payload: { a: [1, 'x'] } })).data).toEqual({ a: [1, 'x'] });
    const set = await bed.anon.rpc('customers_named', { prefix: 'S' }).select('name');
    expect(set.data).toEqual([{ name: 'Salma' }]);
    const filtered = await bed.anon.rpc('status_counts').eq('status', 'paid');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ status: 'paid', n: 2 }]);
    const single = await bed.anon.rpc('first_customer').select('id,name');
    expect(single.data).toEqual({ id: 1, name: 'Amina' });
    const embedded = await bed.anon.rpc('customers_named', { prefix: 'Y' }).select('name, orders(status)');
    expect(embedded.data).toEqual([{ name: 'Youssef', orders: [{ status: 'shipped' }] }]);
  });

  it('runs void functions, read-only GET, raised errors and unknown functions like PostgREST', async () => {
    const done = await bed.anon.rpc('sign_up', { address: 'rpc@example.com' });
    expect(done.error).toBeNull();
    expect(done.status).toBe(204);
    const readOnly = await bed.anon.rpc('sign_up', { address: 'get@example.com' }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error?.code).toBe('25006');
    const raised = await bed.anon.rpc('fail', { message: 'out of stock' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'out of stock', hint: 'try again' });
    const unknown = await bed.anon.rpc('nope', { a: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
    const wrongArgs = await bed.anon.rpc('add', { x: 1 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });

  it('passes the whole body with Prefer: params=single-object', async () => {
    const res = await fetch(`${bed.backend.url}/rest/v1/rpc/echo`, {
      method: 'POST',
      headers: {
        apikey: bed.backend.config.anonKey,
        'content-type': 'application/json',
        Prefer: 'params=single-object',
      },
      body: JSON.stringify({ any: 'shape' }),
    });
    expect(await res.json()).toEqual({ any: 'shape' });
  });
});
