/**
 * The owner's order lists (migration 20261209000200): every list, walked page by page with its `next`
 * cursor, holds exactly the orders its filter names, in its order, each once, ties on created_at
 * included; search finds an order by its number however it is typed and a customer's orders by their
 * address or its beginning; the orders with open returns; the CSV export streamed a page at a time adds
 * up to one row per line, quoted and safe to open in a spreadsheet; order numbers go past ZLJ-999999.
 * Only the owner may call them. Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { OWNER_SUB, as } from './helpers/sql-callers';
import { openSchemaDb, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED, type OrderLine } from './helpers/seed-ids';

let db: SqlDb;
const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000d2';

const BOARD: OrderLine = { product_id: SEED.oliveWoodBreadBoard, quantity: 1 };
const BOWLS: OrderLine = { product_id: SEED.safiTerracottaBowl, variant: { size: 'small' }, quantity: 2 };
const EMAILS = ['amina@example.com', 'Amina.B@Example.com', 'bilal@example.org', 'chama@example.net'];

interface Row {
  id: string;
  order_number: string;
  created_at: string;
  customer_email: string;
  order_status: string;
}
interface Page<T = Row> {
  rows: T[];
  next: { created_at: string; id: string } | null;
}

const owner = <T>(tx: SqlTx, sql: string, params: unknown[]) =>
  as(tx, 'authenticated', OWNER_SUB, async () => (await tx.query<{ r: T }>(sql, params)).rows[0]!.r);

const searchPage = (tx: SqlTx, filter: string, search: string | null, after: Page['next'], limit: number) =>
  owner<Page>(tx, 'select owner_search_orders($1, $2, $3, $4, $5) as r', [
    filter,
    search,
    after?.created_at ?? null,
    after?.id ?? null,
    limit,
  ]);

/** Every page of a list, in order: the ids, and how many pages it took. */
async function walk(read: (after: Page['next']) => Promise<Page>) {
  const ids: string[] = [];
  let after: Page['next'] = null;
  let pages = 0;
  do {
    const page = await read(after);
    ids.push(...page.rows.map((r) => r.id));
    after = page.next;
    pages += 1;
  } while (after && pages < 100);
  return { ids, pages };
}

const ids = async (tx: SqlTx, sql: string) => (await tx.query<{ id: string }>(sql)).rows.map((r) => r.id);

beforeAll(async () => {
  db = await openSchemaDb();
  await db.query('insert into auth.users (id, email) values ($1, $2)', [CUSTOMER, 'dana@example.com']);
  await db.transaction(async (tx) => {
    const moves: Record<number, string[]> = {
      1: ['confirmed'],
      2: ['confirmed', 'processing'],
      3: ['confirmed', 'processing', 'shipped'],
      4: ['confirmed', 'processing', 'shipped', 'delivered'],
      5: ['cancelled'],
    };
    for (let n = 0; n < 36; n++) {
      const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
        orderInput(n % 2 ? [BOARD] : [BOARD, BOWLS], {
          payment_method: n % 7 === 6 ? 'paypal' : 'cod',
          customer: {
            name: n === 0 ? '=HYPERLINK("x"), "Amina"' : `Customer ${n}`,
            email: EMAILS[n % EMAILS.length],
            phone: `+2126${String(10_000_000 + n)}`,
          },
        }),
      ]);
      const id = rows[0]!.o.id;
      for (const status of moves[n % 6] ?? []) {
        await tx.query(
          `update orders set order_status = $2, carrier = 'Amana', tracking_number = 'AM-1',
             cancel_reason = 'asked' where id = $1`,
          [id, status],
        );
      }
      // Three orders share each placement time: the id breaks the tie. The last four stay today.
      if (n < 32) {
        await tx.query(
          `update orders set created_at = now() - make_interval(days => 2 + $2 / 3) where id = $1`,
          [id, n],
        );
      }
    }
    // Shipped long ago (two of the shipped ones), and returns asked for on delivered orders.
    await tx.query(`update orders set shipped_at = now() - interval '9 days'
                    where id in (select id from orders where order_status = 'shipped' order by created_at limit 2)`);
    const delivered = await ids(
      tx,
      `select id from orders where order_status = 'delivered' order by created_at, id`,
    );
    for (const [n, id] of delivered.entries()) {
      const line = (
        await tx.query<{ id: string; email: string }>(
          'select i.id, o.customer_email as email from order_items i join orders o on o.id = i.order_id where o.id = $1 limit 1',
          [id],
        )
      ).rows[0]!;
      const { rows } = await tx.query<{ r: { id: string } }>('select request_return($1) as r', [
        {
          order_id: id,
          email: line.email,
          reason: 'damaged',
          lines: [{ order_item_id: line.id, quantity: 1 }],
        },
      ]);
      if (n === 0)
        await tx.query(`update return_requests set status = 'approved' where id = $1`, [rows[0]!.r.id]);
      if (n === 1) {
        await tx.query(
          `update return_requests set status = 'rejected', reject_reason = 'used' where id = $1`,
          [rows[0]!.r.id],
        );
      }
    }
  });
}, 120_000);
afterAll(() => db.close());

describe('owner_search_orders', () => {
  it.each([
    ['all', 'select id from orders order by created_at desc, id desc'],
    [
      'to_confirm',
      `select id from orders where order_status = 'pending' and payment_method = 'cod' order by created_at, id`,
    ],
    [
      'to_prepare',
      `select id from orders where order_status in ('confirmed', 'processing') order by created_at, id`,
    ],
    [
      'shipped_undelivered',
      `select id from orders where order_status = 'shipped' and shipped_at < now() - interval '7 days'
       order by created_at, id`,
    ],
  ])('walks the %s list page by page, each order once, in its order', async (filter, expected) => {
    await db.transaction(async (tx) => {
      const want = await ids(tx, expected);
      expect(want.length).toBeGreaterThan(1);
      const got = await walk((after) => searchPage(tx, filter, null, after, 4));
      expect(got.ids).toEqual(want);
      expect(got.pages).toBe(Math.max(1, Math.ceil(want.length / 4)));
    });
  });

  it('lists today the orders placed since the shop’s midnight, newest first', async () => {
    await db.transaction(async (tx) => {
      const today = await walk((after) => searchPage(tx, 'today', null, after, 25));
      expect(today.ids).toEqual(
        await ids(
          tx,
          `select id from orders where created_at > now() - interval '1 day' order by created_at desc, id desc`,
        ),
      );
      expect(today.ids).toHaveLength(4);
    });
  });

  it('finds an order by its number however the owner types it', async () => {
    await db.transaction(async (tx) => {
      const order = (
        await tx.query<{ id: string; order_number: string }>(
          `select id, order_number from orders order by created_at limit 1`,
        )
      ).rows[0]!;
      const digits = order.order_number.replace('ZLJ-', '');
      for (const typed of [
        order.order_number,
        order.order_number.toLowerCase(),
        `#${Number(digits)}`,
        String(Number(digits)),
        ` ${digits} `,
      ]) {
        const page = await searchPage(tx, 'all', typed, null, 25);
        expect({ typed, ids: page.rows.map((r) => r.id) }).toEqual({ typed, ids: [order.id] });
      }
      expect((await searchPage(tx, 'all', 'ZLJ-999999', null, 25)).rows).toEqual([]);
    });
  });

  it('finds a customer’s orders by address in any case, or by its beginning, newest first', async () => {
    await db.transaction(async (tx) => {
      const amina = await walk((after) => searchPage(tx, 'all', ' AMINA@EXAMPLE.COM ', after, 3));
      expect(amina.ids).toEqual(
        await ids(
          tx,
          `select id from orders where customer_email = 'amina@example.com' order by created_at desc, id desc`,
        ),
      );
      const both = await walk((after) => searchPage(tx, 'all', 'Amina', after, 5));
      expect(both.ids).toEqual(
        await ids(
          tx,
          `select id from orders where lower(customer_email) like 'amina%' order by created_at desc, id desc`,
        ),
      );
      expect(both.ids.length).toBeGreaterThan(amina.ids.length);
      // Within a list.
      const waiting = await searchPage(tx, 'to_confirm', 'bilal@example.org', null, 25);
      expect(waiting.rows.map((r) => r.id)).toEqual(
        await ids(
          tx,
          `select id from orders where customer_email = 'bilal@example.org' and order_status = 'pending'
                       and payment_method = 'cod' order by created_at, id`,
        ),
      );
      // Characters that mean something to LIKE are only characters here.
      expect((await searchPage(tx, 'all', 'a%_', null, 25)).rows).toEqual([]);
    });
  });

  it('refuses what it cannot answer, naming why', async () => {
    await db.transaction(async (tx) => {
      const cases: [unknown[], string][] = [
        [['everything', null, null, null, 25], 'invalid_filter'],
        [['all', 'am', null, null, 25], 'invalid_search'],
        [['all', null, null, null, 0], 'invalid_limit'],
        [['all', null, null, null, 101], 'invalid_limit'],
        [['all', null, '2026-11-01T00:00:00Z', null, 25], 'invalid_cursor'],
      ];
      for (const [args, hint] of cases) {
        const refused = await refusal(tx, () =>
          owner(tx, 'select owner_search_orders($1, $2, $3, $4, $5) as r', args),
        );
        expect({ args, code: refused.code, hint: refused.hint }).toEqual({ args, code: 'PT422', hint });
      }
    });
  });
});

describe('owner_open_return_orders', () => {
  it('lists each order with a return still open once, oldest first, with its open returns', async () => {
    await db.transaction(async (tx) => {
      const want = await ids(
        tx,
        `select o.id from orders o where exists (select 1 from return_requests r where r.order_id = o.id
           and r.status in ('requested', 'approved', 'received')) order by o.created_at, o.id`,
      );
      expect(want.length).toBeGreaterThan(1);
      const read = (after: Page['next']) =>
        owner<Page<Row & { open_returns: number; open_return_statuses: string[] }>>(
          tx,
          'select owner_open_return_orders($1, $2, $3) as r',
          [after?.created_at ?? null, after?.id ?? null, 1],
        );
      expect((await walk(read)).ids).toEqual(want);
      const first = (await read(null)).rows[0]!;
      expect(first).toMatchObject({ open_returns: 1, open_return_statuses: ['approved'] });
    });
  });
});

/** RFC 4180 fields of one CSV text: rows of fields, quotes undone. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('owner_order_lines_csv', () => {
  it('streams the period’s orders and lines a page at a time, header once, nothing twice', async () => {
    await db.transaction(async (tx) => {
      const range = (
        await tx.query<{ from: string; to: string }>(
          `select to_jsonb(now() - interval '9 days') #>> '{}' as from, to_jsonb(now()) #>> '{}' as to`,
        )
      ).rows[0]!;
      let csv = '';
      let after: Page['next'] = null;
      let pages = 0;
      do {
        const page: { csv: string; orders: number; lines: number; next: Page['next'] } = await owner(
          tx,
          'select owner_order_lines_csv($1, $2, $3, $4, $5) as r',
          [range.from, range.to, after?.created_at ?? null, after?.id ?? null, 3],
        );
        expect(page.csv.split('\r\n').length - 1).toBe(page.lines + (pages === 0 ? 1 : 0));
        csv += page.csv;
        after = page.next;
        pages += 1;
      } while (after);
      const [header, ...rows] = parseCsv(csv);
      expect(header!.slice(0, 3)).toEqual(['order_number', 'placed_at', 'time_zone']);
      const want = (
        await tx.query<{ order_number: string; sku: string; quantity: number }>(
          `select o.order_number, i.sku, i.quantity from orders o join order_items i on i.order_id = o.id
           where o.created_at >= $1 and o.created_at < $2 order by o.created_at, o.id, i.created_at, i.id`,
          [range.from, range.to],
        )
      ).rows;
      const column = (name: string) => header!.indexOf(name);
      expect(
        rows.map((r) => ({
          order_number: r[column('order_number')],
          sku: r[column('line_sku')],
          quantity: Number(r[column('line_quantity')]),
        })),
      ).toEqual(want);
      expect(rows.every((r) => r.length === header!.length)).toBe(true);
      expect(pages).toBe(Math.ceil(new Set(want.map((w) => w.order_number)).size / 3));
    });
  });

  it('quotes what needs quoting and never hands a spreadsheet a formula', async () => {
    await db.transaction(async (tx) => {
      const order = (
        await tx.query<{ order_number: string; from: string; to: string }>(
          `select order_number, to_jsonb(created_at) #>> '{}' as from,
                  to_jsonb(created_at + interval '1 second') #>> '{}' as to
           from orders where customer_name like '=HYPERLINK%'`,
        )
      ).rows[0]!;
      const page: { csv: string } = await owner(
        tx,
        'select owner_order_lines_csv($1, $2, null, null, 10) as r',
        [order.from, order.to],
      );
      const [header, ...rows] = parseCsv(page.csv);
      const row = rows.find((r) => r[0] === order.order_number);
      expect(row![header!.indexOf('customer_name')]).toBe(`'=HYPERLINK("x"), "Amina"`);
      expect(page.csv).toContain(`"'=HYPERLINK(""x""), ""Amina"""`);
      expect(row![header!.indexOf('time_zone')]).toBe('Africa/Casablanca');
      expect(row![header!.indexOf('placed_at')]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    });
  });
});

describe('order numbers', () => {
  it('go on past ZLJ-999999 with every digit, and are found by it', async () => {
    await db
      .transaction(async (tx) => {
        await tx.query(`select setval('order_number_seq', 999998)`);
        const numbers: string[] = [];
        for (let n = 0; n < 2; n++) {
          const { rows } = await tx.query<{ o: { order_number: string } }>('select place_order($1) as o', [
            orderInput([BOARD]),
          ]);
          numbers.push(rows[0]!.o.order_number);
        }
        expect(numbers).toEqual(['ZLJ-999999', 'ZLJ-1000000']);
        for (const typed of ['1000000', 'zlj-1000000', '#1000000']) {
          const page = await searchPage(tx, 'all', typed, null, 25);
          expect(page.rows.map((r) => r.order_number)).toEqual(['ZLJ-1000000']);
        }
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  });
});

describe('callers who are not the owner', () => {
  it('are refused every list, the search and the export', async () => {
    await db.transaction(async (tx) => {
      for (const [role, sub] of [
        ['anon', null],
        ['authenticated', CUSTOMER],
      ] as const) {
        for (const call of [
          `select owner_search_orders('all', null, null, null, 25)`,
          `select owner_open_return_orders(null, null, 25)`,
          `select owner_order_lines_csv('2026-01-01', '2027-01-01', null, null, 100)`,
        ]) {
          const refused = await refusal(tx, () => as(tx, role, sub, () => tx.query(call)));
          expect({ role, call, code: refused.code, hint: refused.hint }).toEqual({
            role,
            call,
            code: role === 'anon' ? '42501' : 'PT403',
            hint: role === 'anon' ? undefined : 'not_shop_owner',
          });
        }
      }
    });
  });
});

describe('the cash-on-delivery record at scale', () => {
  it('indexes the e-mail key private.customer_email_key computes, so a cash checkout reads one customer', async () => {
    const emails = [' Amina+shop@Example.COM ', 'a+b+c@x.ma', 'plain@x.ma', 'A@B.C', '+@x.ma', 'no-at-all'];
    const { rows } = await db.query<{ key: string; indexed: string }>(
      `select private.customer_email_key(e) as key, regexp_replace(lower(btrim(e)), '\\+[^@]*@', '@') as indexed
       from unnest($1::text[]) e`,
      [emails],
    );
    expect(rows.map((r) => r.indexed)).toEqual(rows.map((r) => r.key));
    const { rows: index } = await db.query<{ def: string }>(
      `select pg_get_indexdef('orders_cod_email_key_idx'::regclass) as def`,
    );
    expect(index[0]!.def).toMatch(/regexp_replace\(lower\(btrim\(customer_email\)\), '\\\+\[\^@\]\*@'/);
  });
});
