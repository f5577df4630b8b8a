/**
 * The hold sweep survives the backend being killed (SIGKILL, no clean shutdown) in the middle of a
 * run: the sweep is one transaction, so after a restart every expired order has been cancelled, and
 * its stock returned, exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBackend } from '../../embedded-backend/src/server';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';

const ORDERS = 240;
const STOCK = 5000;
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'zellij-sweep-')), 'pglite');
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

const start = () => startBackend({ dataDir, port: 0, pgPort: 0, functions: false, holdSweepMs: 0 });

/** Starts the backend in a child process and SIGKILLs it as soon as its first sweep begins. */
function killMidSweep(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // node itself (not the tsx wrapper, whose child would survive the kill) runs the backend.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/backend/helpers/hold-sweep-child.ts', dataDir, '60000'],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        if (line.includes('holds: sweeping')) child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL'
        ? resolve(lines)
        : reject(new Error(`child exited by itself: ${lines.join('\n')}`)),
    );
  });
}

it('releases every expired hold exactly once across a SIGKILL mid-sweep', async () => {
  const setup = await start();
  try {
    await setup.db.query('update product_variants set stock_quantity = $2 where sku = $1', [
      SEED_SKU.figJam,
      STOCK,
    ]);
    await setup.db.query(
      // A phone per order: one phone may have only two cash orders waiting (cod_max_open_per_phone).
      `select place_order(jsonb_set($1::jsonb, '{customer,phone}', to_jsonb('+2126' || lpad(g::text, 8, '0')))
         || jsonb_build_object('payment_method', case when g % 2 = 0 then 'paypal' else 'cod' end))
       from generate_series(1, $2::int) g`,
      [orderInput([{ product_id: SEED.figJam, quantity: 2 }]), ORDERS],
    );
    await setup.db.query(`update orders set hold_expires_at = now() - interval '1 minute'`);
  } finally {
    await setup.stop();
  }

  const lines = await killMidSweep();
  expect(lines.some((l) => l.includes('holds: released'))).toBe(false); // killed before it finished

  const after = await start();
  try {
    const state = await after.db.query<{ status: string; n: number }>(
      'select order_status as status, count(*)::int as n from orders group by 1 order by 1',
    );
    expect(state.rows).toEqual([{ status: 'cancelled', n: ORDERS }]); // the start-up sweep caught up
    const stock = await after.db.query<{ s: number }>(
      'select stock_quantity as s from product_variants where sku = $1',
      [SEED_SKU.figJam],
    );
    expect(stock.rows[0]!.s).toBe(STOCK);
    const events = await after.db.query<{ n: number; orders: number }>(
      `select count(*)::int as n, count(distinct order_id)::int as orders from order_events where to_status = 'cancelled'`,
    );
    expect(events.rows[0]).toEqual({ n: ORDERS, orders: ORDERS });
    expect(await after.sweepHolds!()).toBe(0);
  } finally {
    await after.stop();
  }
});
