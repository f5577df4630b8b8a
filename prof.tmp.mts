import { readFileSync, existsSync } from 'node:fs';
import { startBackend } from './embedded-backend/src/server';
const dir = '/tmp/search-proto/pgdata';
const fresh = !existsSync(dir + '/PG_VERSION');
const backend = await startBackend({ dataDir: dir, port: 0, pgPort: 0, functions: false });
const db = backend.db;
if (fresh) {
  const src = readFileSync('scripts/bench-search.ts', 'utf8');
  const GENERATE = src.slice(src.indexOf('const GENERATE = `') + 18, src.indexOf('from generate_series(1, $1::int) as i`;') + 'from generate_series(1, $1::int) as i'.length);
  const t = performance.now();
  await db.query(GENERATE, [100000]);
  await db.exec('analyze');
  console.log('load', ((performance.now() - t) / 1000).toFixed(1), 's');
}
for (const f of (process.env.APPLY ?? '').split(',').filter(Boolean)) await db.exec(readFileSync(f, 'utf8'));
const time = async (label: string, sql: string) => {
  const runs: number[] = []; let out: unknown;
  for (let i = 0; i < 5; i++) { const s = performance.now(); out = (await db.query(sql)).rows[0]; runs.push(performance.now() - s); }
  runs.sort((a, b) => a - b);
  console.log(label.padEnd(28), runs[2]!.toFixed(1).padStart(8), 'ms', JSON.stringify(out).slice(0, 90));
};
for (const line of readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean)) {
  const [label, sql] = line.split(' :: ');
  await time(label!, sql!);
}
await backend.stop();
