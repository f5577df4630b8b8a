/**
 * The owner's CSV export of orders and lines (orders-export, issue #34) on the whole local stack: the
 * owner gets every order of the period, each line once, across several pages of owner_order_lines_csv
 * joined into one file with one header; a customer gets 403, a visitor 401, a bad period 400. Runs on
 * the embedded backend, and on a real PostgreSQL in the postgres suite.
 */
import { startBackend } from '../../embedded-backend/src/server';
import { addDays, dayIn, dayKey } from '../../supabase/functions/_shared/rules/shop-calendar';
import { serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { getFunction } from './helpers/invoices';
import { orderInput, type OrderLine, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let owner: string;
let customer: string;
const placed: string[] = [];

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  owner = (await signedInClient(backend, 'owner-csv@example.com', { app_metadata: { role: 'owner' } }))
    .accessToken;
  customer = (await signedInClient(backend, 'customer-csv@example.com')).accessToken;
  const service = serviceClient(backend);
  for (let n = 0; n < 7; n++) {
    const items: OrderLine[] = [{ product_id: SEED.figJam, quantity: 1 }];
    // Every third order has two lines: the file has a row per line.
    if (n % 3 === 0) items.push({ product_id: SEED.oliveWoodBreadBoard, quantity: 2 });
    const { data, error } = await service.rpc('place_order', { p_order: orderInput(items) });
    if (error) throw error;
    placed.push((data as { order_number: string }).order_number);
  }
}, 180_000);
afterAll(() => backend?.stop());

// The orders were placed a moment ago: a period around today in Casablanca holds them, whichever side
// of midnight the database's time zone data puts them (docs/owner-dashboard.md, "Time zone data").
const today = () => dayIn(new Date());
const around = { from: dayKey(addDays(today(), -1)), to: dayKey(addDays(today(), 1)) };
const exportAs = (token: string | null, query: Record<string, string> = around) =>
  getFunction(backend, 'orders-export', query, token);

const rowsOf = (csv: string) => csv.trimEnd().split('\r\n');

it('gives the owner every order of the period and its lines, a few orders a page', async () => {
  const res = await exportAs(owner, { ...around, page_size: '2' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="orders-${around.from}-to-${around.to}.csv"`,
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = rowsOf(new TextDecoder().decode(bytes));
  const columns = header!.split(',');
  expect(columns.slice(0, 3)).toEqual(['order_number', 'placed_at', 'time_zone']);
  // One header although the file is four pages of the database's.
  expect(rows.filter((row) => row.startsWith('order_number,'))).toEqual([]);
  const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)]!;
  // Oldest first, each order on each of its lines.
  const numbers = rows.map((row) => cell(row, 'order_number'));
  expect([...new Set(numbers)]).toEqual(placed);
  expect(rows).toHaveLength(7 + 3);
  expect(rows.filter((row) => cell(row, 'line_sku') === 'ZLJ-SPI-001')).toHaveLength(7);

  // The same file whatever the page size.
  const whole = await exportAs(owner);
  expect(rowsOf(new TextDecoder().decode(await whole.arrayBuffer()))).toEqual([header, ...rows]);
});

it('gives a period without orders as the header alone', async () => {
  const res = await exportAs(owner, { from: '2001-01-01', to: '2001-12-31' });
  expect(res.status).toBe(200);
  expect(rowsOf(await res.text())).toHaveLength(1);
});

it('is the owner’s only: 401 without a valid token, 403 for a customer, 400 for a bad period', async () => {
  for (const token of [null, backend.config.anonKey]) {
    const res = await exportAs(token);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  }
  const customerAnswer = await exportAs(customer);
  expect(customerAnswer.status).toBe(403);
  expect(await customerAnswer.json()).toMatchObject({ code: 'not_shop_owner' });
  const badPeriods: Record<string, string>[] = [
    { from: around.to, to: around.from },
    { from: '2026-02-30', to: '2026-03-01' },
    { from: '2000-01-01', to: '2026-01-01' },
    { from: around.from },
  ];
  for (const bad of badPeriods) {
    const answer = await exportAs(owner, bad);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_period' });
  }
});
