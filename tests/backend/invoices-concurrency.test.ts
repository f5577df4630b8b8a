/**
 * Invoice and credit-note numbers under real concurrency, on a real PostgreSQL with one connection per
 * payment (PGlite, one session, cannot interleave them): twenty payments at once, some rolled back and
 * one whose process is killed (SIGKILL) while its invoice is written, leave the numbers 1..N with no
 * gap and no repeat, dated in the order of their numbers; paying the others afterwards continues the
 * series; refunds at once do the same for credit notes. Skipped without PostgreSQL binaries.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { startBackend, type RunningBackend } from '../../embedded-backend/src/server';
import { startRealPostgres, type RealPostgres } from './helpers/real-postgres';
import { orderInput, SEED } from './helpers/seed-ids';

const ORDERS = 20;
const root = path.resolve(import.meta.dirname, '../..');

let server: RealPostgres | null = null;
let backend: RunningBackend | null = null;
let pool: pg.Pool;
beforeAll(async () => {
  server = await startRealPostgres();
  if (!server) return;
  backend = await startBackend({
    databaseUrl: server.url,
    port: 0,
    pgPort: 0,
    functions: false,
    holdSweepMs: 0,
  });
  pool = new pg.Pool({ connectionString: server.url, max: ORDERS + 2 });
  await pool.query(`update shop_settings set legal_name = 'Zellij SARL', legal_address = '12 Derb Sidi Ahmed, Fes',
    ice = '001234567000089', if_number = '45678912', rc = 'RC Fes 12345', patente = '10203040'`);
  await pool.query('update product_variants set stock_quantity = null where product_id = $1', [SEED.figJam]);
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await backend?.stop();
  server?.stop();
});

type Ending = 'commit' | 'rollback' | 'error';

/** One transaction on its own connection: fn, a moment's pause (others queue on the counter), then the ending. */
async function inTransaction(
  ending: Ending,
  fn: (client: pg.PoolClient) => Promise<unknown>,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await fn(client);
    await client.query('select pg_sleep(random() * 0.02)');
    if (ending === 'error') await client.query('select 1 / 0');
    await client.query(ending === 'commit' ? 'commit' : 'rollback');
    return ending === 'commit';
  } catch {
    await client.query('rollback');
    return false;
  } finally {
    client.release();
  }
}

const endingOf = (i: number): Ending => (i % 4 === 1 ? 'rollback' : i % 4 === 3 ? 'error' : 'commit');

/**
 * A payment in a process of its own, left open once its invoice is written: resolves with the number
 * its transaction took and a kill() that SIGKILLs the process before it commits.
 */
function openPayment(orderId: string): Promise<{ number: string; kill: () => Promise<void> }> {
  const code = `
    import pg from 'pg';
    const client = new pg.Client({ connectionString: process.argv[1] });
    await client.connect();
    await client.query('begin');
    await client.query("select record_payment($1, 'paid', 'CAP-killed')", [process.argv[2]]);
    const { rows } = await client.query('select number from invoices where order_id = $1', [process.argv[2]]);
    process.stdout.write('issued ' + rows[0].number + '\\n');
    setInterval(() => {}, 1000);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code, server!.url, orderId], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const issued = /issued (\S+)\n/.exec(output);
      if (issued) resolve({ number: issued[1]!, kill: () => (child.kill('SIGKILL'), exited) });
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`child ended: ${output}`));
    });
  });
}

async function numbers(kind: string) {
  const { rows } = await pool.query<{ number: string; order_id: string; issued_at: Date }>(
    'select number, order_id, issued_at from invoices where kind = $1 order by number',
    [kind],
  );
  return rows;
}

const series = (prefix: string, year: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${year}-${String(i + 1).padStart(6, '0')}`);

it('numbers twenty simultaneous payments 1..N without gaps when some roll back and one is killed', async (ctx) => {
  if (!server) ctx.skip();
  const { rows: years } = await pool.query<{ y: number }>(
    `select extract(year from now() at time zone 'Africa/Casablanca')::int as y`,
  );
  const year = years[0]!.y;
  const ids: string[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const { rows } = await pool.query<{ o: { id: string } }>('select place_order($1) as o', [
      orderInput([{ product_id: SEED.figJam, quantity: 1 + (i % 3) }], { payment_method: 'paypal' }),
    ]);
    ids.push(rows[0]!.o.id);
  }

  // The first payment takes number 1 and holds the counter while the others line up behind it; then its
  // process dies without committing.
  const open = await openPayment(ids[0]!);
  expect(open.number).toBe(`F-${year}-000001`);
  const payments = Promise.all(
    ids
      .slice(1)
      .map((id, i) =>
        inTransaction(endingOf(i), (client) =>
          client.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-${i}`]),
        ),
      ),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  await open.kill();
  const outcomes = await payments;

  const committed = ids.slice(1).filter((_, i) => outcomes[i]);
  expect(committed.length).toBeGreaterThan(5);
  expect(committed.length).toBeLessThan(ORDERS - 1);
  const issued = await numbers('invoice');
  expect(issued.map((r) => r.number)).toEqual(series('F', year, committed.length));
  expect(issued.map((r) => r.order_id).sort()).toEqual([...committed].sort());
  // A later number never carries an earlier date.
  const dates = issued.map((r) => r.issued_at.getTime());
  expect(dates).toEqual([...dates].sort((a, b) => a - b));
  const { rows: unpaid } = await pool.query<{ n: number }>(
    `select count(*)::int as n from orders where id = any($1) and payment_status = 'pending' and paid_at is null`,
    [ids.filter((id) => !committed.includes(id))],
  );
  expect(unpaid[0]!.n).toBe(ORDERS - committed.length);

  // The others paid now, all at once: the series goes on from where it stands.
  const rest = ids.filter((id) => !committed.includes(id));
  expect(
    await Promise.all(
      rest.map((id, i) =>
        inTransaction('commit', (client) =>
          client.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-late-${i}`]),
        ),
      ),
    ),
  ).toEqual(rest.map(() => true));
  const all = await numbers('invoice');
  expect(all.map((r) => r.number)).toEqual(series('F', year, ORDERS));
  expect(new Set(all.map((r) => r.order_id)).size).toBe(ORDERS);
  const { rows: counter } = await pool.query<{ last: number }>(
    `select last from invoice_counters where series = 'F' and year = $1`,
    [year],
  );
  expect(counter[0]!.last).toBe(ORDERS);

  // Twenty refunds at once, some rolled back: credit notes 1..M, each referring to its order's invoice.
  const refunded = await Promise.all(
    ids.map((id, i) =>
      inTransaction(endingOf(i), async (client) => {
        const { rows } = await client.query<{ r: { refund: { id: string } } }>(
          'select create_refund($1) as r',
          [{ order_id: id, lines: [], amount_mad: 10 + i / 100, reason: 'A gesture' }],
        );
        await client.query(`select settle_refund($1, 'succeeded')`, [rows[0]!.r.refund.id]);
      }),
    ),
  );
  const notes = await numbers('credit_note');
  expect(notes.map((r) => r.number)).toEqual(series('A', year, refunded.filter(Boolean).length));
  expect(notes.map((r) => r.order_id).sort()).toEqual(ids.filter((_, i) => refunded[i]).sort());
  const { rows: wrong } = await pool.query<{ n: number }>(
    `select count(*)::int as n from invoices n join invoices f on f.number = n.refers_to
     where n.kind = 'credit_note' and (f.order_id <> n.order_id or f.kind <> 'invoice')`,
  );
  expect(wrong[0]!.n).toBe(0);
});
