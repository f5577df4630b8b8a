/**
 * `npm run bench:owner`: the owner's dashboard and order lists at 100,000 and at 1,000,000 orders, on a
 * throw-away PostgreSQL from the machine's own binaries (tests/backend/helpers/real-postgres.ts). For
 * each size it migrates and seeds a database, writes three years of orders (scripts/bench-owner/
 * generate.ts), and times each call as the owner makes it through the API (role authenticated, the
 * owner's JWT claims, inside a transaction): the medians, the ratio between the two sizes, the goals,
 * and what each call's plan reads (auto_explain of the statements inside the functions).
 *   --orders 100000,1000000   the sizes (default both)
 *   --runs 15                 timed runs per call, after 3 warm-up runs
 * Results also go to perf-results/bench-owner.json. Exit code 1 when a goal is missed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../embedded-backend/src/db/scratch-postgres';
import { startRealPostgres } from '../tests/backend/helpers/real-postgres';
import { generateShop } from './bench-owner/generate';
import { summarisePlans } from './bench-owner/plans';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
const SIZES = option('--orders', '100000,1000000').split(',').map(Number);
const RUNS = Number(option('--runs', '15'));
const WARMUP = 3;
const OWNER_CLAIMS = JSON.stringify({
  role: 'authenticated',
  sub: '7a1f0000-0000-4000-8000-0000000000f0',
  app_metadata: { role: 'owner' },
});

interface Case {
  name: string;
  /** Milliseconds this call may take (median), and whether it must hold its time as the shop grows. */
  goal: number;
  sql: string;
  params: () => unknown[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One call as the owner's request runs it: a transaction with the owner's role and claims. */
async function asOwner(client: pg.Client, sql: string, params: unknown[]): Promise<number> {
  await client.query('begin');
  try {
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [OWNER_CLAIMS]);
    const started = performance.now();
    await client.query(sql, params);
    return performance.now() - started;
  } finally {
    await client.query('commit');
  }
}

async function cases(client: pg.Client): Promise<Case[]> {
  const { rows } = await client.query<{ order_number: string; email: string; prefix: string; now: string }>(`
    select o.order_number, o.customer_email as email, left(o.customer_email, 12) as prefix, now()::text as now
    from orders o order by o.created_at desc offset (select count(*) / 2 from orders) limit 1`);
  const sample = rows[0]!;
  const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
  const search = (filter: string, term: string | null) => ({
    sql: 'select owner_search_orders($1, $2, null, null, 25)',
    params: () => [filter, term],
  });
  return [
    {
      name: 'dashboard, 30 days',
      goal: 150,
      sql: 'select owner_dashboard($1, $2)',
      params: () => [days(29), days(0)],
    },
    {
      name: 'dashboard, 1 year',
      goal: 400,
      sql: 'select owner_dashboard($1, $2)',
      params: () => [days(364), days(0)],
    },
    { name: 'orders: all, first page', goal: 30, ...search('all', null) },
    { name: 'orders: today', goal: 30, ...search('today', null) },
    { name: 'orders: COD to confirm', goal: 30, ...search('to_confirm', null) },
    { name: 'orders: to prepare', goal: 30, ...search('to_prepare', null) },
    { name: 'orders: shipped > 7 days', goal: 30, ...search('shipped_undelivered', null) },
    {
      name: 'orders: open returns',
      goal: 30,
      sql: 'select owner_open_return_orders(null, null, 25)',
      params: () => [],
    },
    {
      name: `search: order number (${sample.order_number})`,
      goal: 30,
      ...search('all', sample.order_number),
    },
    { name: 'search: e-mail address', goal: 30, ...search('all', sample.email.toUpperCase()) },
    { name: `search: e-mail beginning (${sample.prefix})`, goal: 30, ...search('all', sample.prefix) },
    {
      name: 'CSV export: a page of 200 orders',
      goal: 100,
      sql: 'select owner_order_lines_csv($1, $2, null, null, 200)',
      params: () => [days(29), days(0)],
    },
  ];
}

interface Measured {
  name: string;
  goal: number;
  median: number;
  plan: string;
}

/** Checkout with the rollup triggers, and the dashboard that then folds what it wrote. */
async function checkoutCost(client: pg.Client): Promise<{ placeOrder: number; firstDashboard: number }> {
  const times: number[] = [];
  for (let n = 0; n < 60; n++) {
    const order = {
      items: [{ product_id: '11111111-1111-4111-8111-000000000008', quantity: 1 + (n % 2) }],
      currency: n % 3 ? 'MAD' : 'EUR',
      payment_method: n % 3 ? 'cod' : 'paypal',
      customer: {
        name: 'Bench Buyer',
        email: `buyer${n}@example.com`,
        phone: `+2127${String(10_000_000 + n)}`,
      },
      shipping_address: { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' },
    };
    await client.query('begin');
    await client.query('set local role service_role');
    const started = performance.now();
    await client.query('select place_order($1)', [order]);
    await client.query('commit');
    times.push(performance.now() - started);
  }
  const firstDashboard = await asOwner(client, 'select owner_dashboard($1, $2)', [
    new Date(Date.now() - 29 * 86_400_000).toISOString(),
    new Date().toISOString(),
  ]);
  return { placeOrder: median(times), firstDashboard };
}

async function measure(serverUrl: string, orders: number) {
  const scratch = await createScratchDatabase(serverUrl, {
    bootstrapDir: path.join(root, 'embedded-backend/sql'),
    migrationsDir: path.join(root, 'supabase/migrations'),
    seedFile: path.join(root, 'supabase/seed.sql'),
  });
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  try {
    const started = performance.now();
    await generateShop(client, { orders, now: new Date() });
    const loadSeconds = (performance.now() - started) / 1000;
    const { rows: sizes } = await client.query<{ name: string; rows: string; mb: string }>(`
      select c.relname as name, c.reltuples::bigint::text as rows,
        round(pg_total_relation_size(c.oid) / 1048576.0)::text as mb
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where (n.nspname, c.relname) in (('public', 'orders'), ('public', 'order_items'),
        ('private', 'dashboard_order_days'), ('private', 'dashboard_line_days'), ('private', 'dashboard_line_months'),
        ('private', 'dashboard_refund_days'))
      order by 1`);

    const results: Measured[] = [];
    for (const c of await cases(client)) {
      for (let i = 0; i < WARMUP; i++) await asOwner(client, c.sql, c.params());
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await asOwner(client, c.sql, c.params()));
      const plan = await summarisePlans(client, async () => {
        await asOwner(client, c.sql, c.params());
      });
      results.push({ name: c.name, goal: c.goal, median: median(times), plan });
      console.log(`  ${orders.toLocaleString('en')} orders · ${c.name}: ${median(times).toFixed(1)} ms`);
    }
    const checkout = await checkoutCost(client);
    return { orders, loadSeconds, sizes, results, checkout };
  } finally {
    await client.end();
    await scratch.drop();
  }
}

async function main() {
  const server = await startRealPostgres();
  if (!server)
    throw new Error('bench:owner needs the PostgreSQL server binaries (apt-get install postgresql)');
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    const { rows } = await admin.query<{ v: string }>('select version() as v');
    await admin.end();
    const engine = rows[0]!.v.split(' on ')[0];
    const runs = [];
    for (const size of SIZES) {
      console.log(`\nGenerating ${size.toLocaleString('en')} orders…`);
      runs.push(await measure(server.url, size));
    }
    const report = render(engine!, runs);
    console.log(`\n${report.text}`);
    mkdirSync(path.join(root, 'perf-results'), { recursive: true });
    writeFileSync(path.join(root, 'perf-results/bench-owner.json'), JSON.stringify(runs, null, 2));
    if (report.missed.length) {
      console.log(`\nMissed: ${report.missed.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
  }
}

function render(engine: string, runs: Awaited<ReturnType<typeof measure>>[]) {
  const missed: string[] = [];
  const [small, large] = [runs[0]!, runs[runs.length - 1]!];
  const lines = [
    `${engine}, Node ${process.version}; medians of ${RUNS} runs after ${WARMUP} warm-up runs, in the database as the owner.`,
    '',
    `| call | goal | ${runs.map((r) => `${r.orders.toLocaleString('en')} orders`).join(' | ')} | ratio |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const [i, result] of large.results.entries()) {
    const ratio = large.results[i]!.median / small.results[i]!.median;
    for (const run of runs) {
      if (run.results[i]!.median > result.goal)
        missed.push(`${result.name} at ${run.orders}: ${run.results[i]!.median.toFixed(1)} ms`);
    }
    if (runs.length > 1 && ratio > 2)
      missed.push(`${result.name}: ${ratio.toFixed(2)}x slower at ${large.orders}`);
    lines.push(
      `| ${result.name} | ${result.goal} ms | ${runs.map((r) => `${r.results[i]!.median.toFixed(1)} ms`).join(' | ')} | ${runs.length > 1 ? `${ratio.toFixed(2)}x` : ''} |`,
    );
  }
  lines.push(
    `| place_order (with the rollup triggers) | | ${runs.map((r) => `${r.checkout.placeOrder.toFixed(1)} ms`).join(' | ')} | |`,
    `| dashboard, 30 days, folding 60 new orders | | ${runs.map((r) => `${r.checkout.firstDashboard.toFixed(1)} ms`).join(' | ')} | |`,
  );
  lines.push(
    '',
    'Loading: ' +
      runs.map((r) => `${r.orders.toLocaleString('en')} orders in ${r.loadSeconds.toFixed(0)} s`).join(', '),
  );
  for (const run of runs) {
    lines.push(
      `Sizes at ${run.orders.toLocaleString('en')}: ${run.sizes.map((s) => `${s.name} ${Number(s.rows).toLocaleString('en')} rows ${s.mb} MB`).join(', ')}`,
    );
  }
  lines.push('', `Plans at ${large.orders.toLocaleString('en')} orders:`, '');
  for (const result of large.results) lines.push(`- ${result.name}: ${result.plan}`);
  return { text: lines.join('\n'), missed };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
