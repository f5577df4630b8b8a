/**
 * orders-export with the database faked as pages of owner_order_lines_csv (the SQL itself, and the owner
 * check it repeats, are tested on the real schema in tests/backend/owner-order-lists-sql.test.ts and on
 * the whole stack in tests/backend/orders-export-function.test.ts): who gets the file, the period's
 * bounds in the shop's time zone, and that the pages are read one at a time as the body is read.
 */
import { assert, assertEquals } from '../_test/assert.ts';
import { fakeUsers, ownerToken, userToken } from '../_test/fakes.ts';
import type { CsvPage, OrderLinesRepo, OrdersExportDeps, PageCursor } from './deps.ts';
import { createOrdersExportHandler } from './handler.ts';

const HEADER = 'order_number,placed_at,line_sku\r\n';
const ORDERS = Array.from({ length: 5 }, (_, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  created_at: `2026-03-0${i + 1}T12:00:00Z`,
  row: `ZLJ-00000${i + 1},2026-03-0${i + 1} 13:00:00,SKU-${i}\r\n`,
}));

interface Call {
  token: string;
  from: string;
  to: string;
  after: PageCursor | null;
  limit: number;
}

/** Pages of ORDERS as the database cuts them; `failAt` makes that call (0-based) fail. */
function fakeOrders(calls: Call[], failAt?: number): OrderLinesRepo {
  return {
    timeZone: () => Promise.resolve('Africa/Casablanca'),
    page(token, from, to, after, limit): Promise<CsvPage> {
      calls.push({ token, from: from.toISOString(), to: to.toISOString(), after, limit });
      if (calls.length - 1 === failAt) return Promise.reject(new Error('connection lost'));
      const start = after ? ORDERS.findIndex((o) => o.id === after.id) + 1 : 0;
      const shown = ORDERS.slice(start, start + limit);
      const more = start + limit < ORDERS.length;
      const last = shown.at(-1);
      return Promise.resolve({
        csv: (after ? '' : HEADER) + shown.map((o) => o.row).join(''),
        orders: shown.length,
        lines: shown.length,
        next: more && last ? { created_at: last.created_at, id: last.id } : null,
      });
    },
  };
}

function exporter(calls: Call[] = [], failAt?: number, logged: unknown[] = []) {
  const deps: OrdersExportDeps = {
    orders: fakeOrders(calls, failAt),
    users: fakeUsers,
    log: (message) => logged.push(message),
  };
  return createOrdersExportHandler(() => deps);
}

const get = (handler: (req: Request) => Promise<Response>, query: string, token?: string) =>
  handler(
    new Request(`http://functions.local/orders-export?${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );

const OWNER = ownerToken('o', 'owner@example.com');

Deno.test(
  'only the owner exports: 401 without a valid token, 403 not_shop_owner for a customer',
  async () => {
    const calls: Call[] = [];
    const handler = exporter(calls);
    const anonymous = await get(handler, 'from=2026-03-01&to=2026-03-31');
    assertEquals(anonymous.status, 401);
    await anonymous.body?.cancel();
    const forged = await get(handler, 'from=2026-03-01&to=2026-03-31', 'nobody');
    assertEquals(forged.status, 401);
    await forged.body?.cancel();
    const customer = await get(handler, 'from=2026-03-01&to=2026-03-31', userToken('c', 'c@example.com'));
    assertEquals([customer.status, (await customer.json()).code], [403, 'not_shop_owner']);
    assertEquals(customer.headers.get('access-control-allow-origin'), '*');
    assertEquals(calls.length, 0);
  },
);

Deno.test(
  'a period is two real days, to on or after from, at most 3700 days: 400 invalid_period',
  async () => {
    const handler = exporter();
    for (const query of [
      '',
      'from=2026-03-01',
      'to=2026-03-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-3-1&to=2026-03-02',
      'from=2026-03-02&to=2026-03-01',
      'from=2016-01-01&to=2026-02-17', // 3701 days
    ]) {
      const res = await get(handler, query, OWNER);
      assertEquals([query, res.status, (await res.json()).code], [query, 400, 'invalid_period']);
    }
    const longest = await get(handler, 'from=2016-01-01&to=2026-02-16', OWNER); // 3700 days
    assertEquals(longest.status, 200);
    await longest.body?.cancel();
    const size = await get(handler, 'from=2026-03-01&to=2026-03-01&page_size=1001', OWNER);
    assertEquals([size.status, (await size.json()).code], [400, 'invalid_page_size']);
  },
);

Deno.test('streams the pages one at a time, with a BOM, as a CSV named by the period', async () => {
  const calls: Call[] = [];
  const res = await get(exporter(calls), 'from=2026-03-01&to=2026-03-31&page_size=2', OWNER);
  assertEquals(res.status, 200);
  assertEquals(res.headers.get('content-type'), 'text/csv; charset=utf-8');
  assertEquals(
    res.headers.get('content-disposition'),
    'attachment; filename="orders-2026-03-01-to-2026-03-31.csv"',
  );
  assertEquals(res.headers.get('access-control-expose-headers'), 'Content-Disposition');
  // Only the first page is read before the body is.
  assertEquals(calls.length, 1);
  // The shop's days: Casablanca is at UTC+0 on 1 March 2026 (Ramadan) and at UTC+1 on 1 April.
  assertEquals([calls[0]!.from, calls[0]!.to], ['2026-03-01T00:00:00.000Z', '2026-03-31T23:00:00.000Z']);
  assertEquals(calls[0]!.token, OWNER);

  const reader = res.body!.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  const readSoFar: number[] = [];
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
    readSoFar.push(calls.length);
  }
  // One chunk per page, and a page is read only when the client has taken the one before.
  assertEquals(readSoFar, [1, 2, 3]);
  assertEquals(text, `\uFEFF${HEADER}${ORDERS.map((o) => o.row).join('')}`);
  assertEquals(
    calls.map((c) => [c.after?.id ?? null, c.limit]),
    [
      [null, 2],
      [ORDERS[1]!.id, 2],
      [ORDERS[3]!.id, 2],
    ],
  );
});

Deno.test('an empty period is the header alone; the default page is 500 orders', async () => {
  const calls: Call[] = [];
  const res = await get(exporter(calls), 'from=2026-03-01&to=2026-03-01', OWNER);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  assert(text.startsWith(`\uFEFF${HEADER}`));
  assertEquals(
    calls.map((c) => c.limit),
    [500],
  );
});

Deno.test('a page that fails mid-stream breaks the download off and is logged', async () => {
  const logged: unknown[] = [];
  const res = await get(exporter([], 1, logged), 'from=2026-03-01&to=2026-03-31&page_size=2', OWNER);
  assertEquals(res.status, 200);
  let failed = false;
  try {
    await res.arrayBuffer();
  } catch {
    failed = true;
  }
  assert(failed, 'the body should fail');
  assertEquals(logged, ['orders-export: a page failed mid-stream']);
});

Deno.test('a first page that fails is a 500 with CORS, before any byte is sent', async () => {
  const logged: unknown[] = [];
  const res = await get(exporter([], 0, logged), 'from=2026-03-01&to=2026-03-31', OWNER);
  assertEquals(res.status, 500);
  assertEquals(res.headers.get('access-control-allow-origin'), '*');
  await res.body?.cancel();
  assertEquals(logged.length, 1);
});
