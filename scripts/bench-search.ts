/**
 * `npm run bench:search`: the site search on the local stack (PGlite, or DATABASE_URL's PostgreSQL)
 * with 100,000 generated products on top of the demo catalogue. Times search_site as a visitor runs
 * it (role anon inside a transaction, as the REST layer does) and through the REST API with
 * supabase-js, prints the medians and the plans that show the GIN indexes at work.
 *   --products N   how many products to generate (default 100000)
 *   --postgres     on a throw-away PostgreSQL from the machine's binaries instead of PGlite
 *   --write        also replace the results section of docs/search.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startBackend } from '../embedded-backend/src/server';
import type { Db } from '../embedded-backend/src/types';
import { startRealPostgres } from '../tests/backend/helpers/real-postgres';

const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--products') + 1] || 100_000) || 100_000;
const RUNS = 15;
const WARMUP = 3;
const QUERIES = [
  'bowl',
  'bowls',
  'tagine',
  'طاجين',
  'mint tea',
  'olive-wood board',
  'thuya bo',
  'indigo cush',
  'terracota',
  'safran',
];

/** Titles, words and tags drawn from the shop's own vocabulary, so queries match many rows. */
const GENERATE = `
insert into public.products (slug, title, description, details, price, category, product_type, collection,
                             tags, artisan, in_stock, created_at)
select 'bench-' || i,
  (array['Fes','Safi','Atlas','Rif','Tamegroute','Essaouira','Marrakech','Berber','Sahara','Amazigh'])[1 + i % 10]
    || ' ' || (array['Blue','Green','Honey','Indigo','Saffron','Clay','Cedar','Olive Wood','Brass','Linen',
                     'Terracotta','Thuya'])[1 + (i / 10) % 12]
    || ' ' || (array['Bowl','Serving Board','Napkins','Jam','Spoon','Gift Set','Platter','Teapot','Tea Glass',
                     'Basket','Cushion','Lantern','Rug','Vase','Mortar'])[1 + (i / 120) % 15]
    || ' No. ' || i,
  (array['Made by hand in a small workshop and finished slowly.',
         'Glazed twice and fired in a wood kiln, so no two are alike.',
         'Woven on a narrow loom from undyed wool and cotton.',
         'Carved from a single block and oiled with argan.',
         'Hammered from brass sheet and pierced with a fine chisel.',
         'Packed by a cooperative of women in the Souss valley.',
         'For mint tea, tagine, couscous and the Friday table.'])[1 + i % 7]
    || ' Batch ' || (i % 5000) || ', lot ' || md5(i::text),
  'Care and making notes for piece ' || i || '. Wipe clean; keep away from the dishwasher.',
  10 + (i % 900),
  (array['ceramics','textiles','kitchenware','spices','accessories'])[1 + i % 5],
  (array['bowl','serving-board','napkin','jam','utensil','gift-set'])[1 + (i / 120) % 6],
  (array['tea-rituals','zellij-basics','summer-pantry','zellij-essentials', null])[1 + i % 5],
  array[(array['handmade','organic','gift','everyday','collectible'])[1 + i % 5], 'series' || (i % 300)],
  'Artisan ' || (i % 700),
  i % 9 <> 0,
  now() - (i || ' minutes')::interval
from generate_series(1, $1::int) as i`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One search as a visitor: the role and claims the REST layer sets for an anon request. */
async function asVisitor(db: Db, q: string): Promise<{ ms: number; total: number }> {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role anon`);
    await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
    const started = performance.now();
    const { rows } = await tx.query<{ total: number }>(
      `select total from public.search_site($1, null, 20, 0)`,
      [q],
    );
    return { ms: performance.now() - started, total: Number(rows[0]?.total ?? 0) };
  });
}

const PLANS: [string, string][] = [
  [
    'Full text: the products of "olive-wood board", best first',
    `select p.slug from public.products p
     where p.search_document @@ site_search.query('olive-wood board')
     order by ts_rank(site_search.weights(), p.search_document, site_search.query('olive-wood board')) desc
     limit 20`,
  ],
  [
    'Titles first: products whose title matches "bowl"',
    `select p.id from public.products p
     where site_search.title_document(p.title) @@ site_search.query('bowl') limit 300`,
  ],
  [
    'Spelling: the title words nearest "terracota"',
    `select l.word from site_search.lexicon l where l.word operator(extensions.%) 'terracota'
     order by extensions.similarity(l.word, 'terracota') desc limit 1`,
  ],
];

async function main() {
  const postgres = args.includes('--postgres') ? await startRealPostgres() : null;
  if (args.includes('--postgres') && !postgres) throw new Error('No PostgreSQL binaries on this machine');
  const backend = await startBackend({
    dataDir: null,
    databaseUrl: postgres?.url,
    port: 0,
    pgPort: 0,
    functions: false,
  });
  try {
    const started = performance.now();
    await backend.db.query(GENERATE, [count]);
    // What autovacuum does on a server after a bulk load (PGlite has no autovacuum).
    await backend.db.exec('vacuum analyze public.products');
    const loadSeconds = (performance.now() - started) / 1000;
    const anon = createClient(backend.url, backend.config.anonKey, {
      auth: { persistSession: false },
      // Node 20 has no global WebSocket; realtime is never connected, but the client wants one.
      realtime: { transport: WebSocket as never },
    });

    const rows: string[] = [];
    const allSql: number[] = [];
    const allHttp: number[] = [];
    for (const q of QUERIES) {
      for (let i = 0; i < WARMUP; i++) await asVisitor(backend.db, q);
      const sql: number[] = [];
      const http: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const run = await asVisitor(backend.db, q);
        sql.push(run.ms);
        total = run.total;
        const before = performance.now();
        const { error } = await anon.rpc('search_site', { q, lim: 20 });
        if (error) throw error;
        http.push(performance.now() - before);
      }
      allSql.push(...sql);
      allHttp.push(...http);
      rows.push(`| \`${q}\` | ${total} | ${median(sql).toFixed(1)} | ${median(http).toFixed(1)} |`);
    }

    const plans: string[] = [];
    for (const [title, query] of PLANS) {
      const { rows: plan } = await backend.db.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary off) ${query}`,
      );
      plans.push(`${title}:\n\n\`\`\`\n${plan.map((line) => line['QUERY PLAN']).join('\n')}\n\`\`\``);
    }

    const engine = postgres
      ? (await backend.db.query<{ v: string }>('select version() as v')).rows[0]!.v.split(' on ')[0]
      : 'PGlite';
    const report = [
      `${count.toLocaleString('en')} generated products plus the demo catalogue on ${engine}, Node ${process.version}; ` +
        `loading and indexing them took ${loadSeconds.toFixed(0)} s. Each query ran ${RUNS} times after ${WARMUP} warm-up runs, ` +
        `first page of 20.`,
      '',
      '| query | results | median in the database (ms) | median through REST (ms) |',
      '| --- | ---: | ---: | ---: |',
      ...rows,
      `| **all queries** | | **${median(allSql).toFixed(1)}** | **${median(allHttp).toFixed(1)}** |`,
      '',
      ...plans,
    ].join('\n');
    console.log(report);

    if (args.includes('--write')) {
      const file = path.resolve(import.meta.dirname, '../docs/search.md');
      const doc = readFileSync(file, 'utf8');
      const start = '<!-- bench:search:start -->';
      const end = '<!-- bench:search:end -->';
      const before = doc.slice(0, doc.indexOf(start) + start.length);
      writeFileSync(file, `${before}\n${report}\n${doc.slice(doc.indexOf(end))}`);
      console.log(`\nWrote the results to ${path.relative(process.cwd(), file)}.`);
    }
  } finally {
    await backend.stop();
    postgres?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
