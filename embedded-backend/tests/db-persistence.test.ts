/**
 * The database layer end to end: data and migration bookkeeping survive a restart of an on-disk
 * PGlite, psql and node-postgres reach it over the wire protocol while the API runs without the
 * two sessions corrupting each other, and the same backend runs on a real Postgres connection.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, makeProjectDir, startFixture } from './rest-fixture';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

describe('on-disk PGlite with the psql socket', () => {
  it('keeps data across restarts, applies only new migrations and seeds only once', async () => {
    const projectDir = makeProjectDir();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'zellij-data-'));
    cleanup.push(projectDir, dataDir);
    const pgPort = await freePort();

    const first = await startFixture({ projectDir, dataDir, pgPort });
    try {
      // A second backend on the same folder would corrupt it: refused while the first runs.
      await expect(startFixture({ projectDir, dataDir, pgPort: 0 })).rejects.toThrow(
        /is in use by another backend/,
      );
      const inserted = await first.service.from('labels').insert({ id: 10, name: 'persisted' });
      expect(inserted.error).toBeNull();

      // psql over the wire protocol while the API is up.
      const psql = await run(
        'psql',
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(pgPort),
          '-U',
          'postgres',
          '-Atc',
          'select name from labels where id = 10',
        ],
        {
          env: { ...process.env, PGSSLMODE: 'disable', PGCONNECT_TIMEOUT: '10' },
        },
      );
      expect(psql.stdout.trim()).toBe('persisted');

      // A socket client inside a transaction holds the session: the API waits for its COMMIT.
      const client = new pg.Client({
        host: '127.0.0.1',
        port: pgPort,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      try {
        await client.query('begin');
        await client.query(`insert into labels values (11, 'from psql')`);
        let settled = false;
        const apiRead = first.anon
          .from('labels')
          .select('name')
          .eq('id', 11)
          .then((result) => {
            settled = true;
            return result;
          });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false);
        await client.query('commit');
        expect((await apiRead).data).toEqual([{ name: 'from psql' }]);
        // And the socket's session state never leaks the API's role.
        expect((await client.query('select current_user as who')).rows[0].who).toBe('postgres');
      } finally {
        await client.end();
      }
    } finally {
      await first.stop();
    }

    writeFileSync(
      path.join(projectDir, 'supabase/migrations/20240102000000_more.sql'),
      `alter table public.labels add column color text default 'blue';`,
    );
    const second = await startFixture({ projectDir, dataDir, pgPort: 0 });
    try {
      const { data } = await second.anon
        .from('labels')
        .select('id, name, color')
        .in('id', [10, 11])
        .order('id');
      expect(data).toEqual([
        { id: 10, name: 'persisted', color: 'blue' },
        { id: 11, name: 'from psql', color: 'blue' },
      ]);
      const customers = await second.anon.from('customers').select('id', { count: 'exact', head: true });
      expect(customers.count).toBe(4); // the seed ran once, on the fresh database only
      const versions = await second.backend.db.query<{ version: string }>(
        `select version from supabase_migrations.schema_migrations order by version`,
      );
      expect(versions.rows.map((r) => r.version)).toEqual(['20240101000000', '20240102000000']);
    } finally {
      await second.stop();
    }
  });
});

describe('a fresh clone', () => {
  it('starts on a data folder whose parent (.data/) does not exist yet', async () => {
    const projectDir = makeProjectDir();
    const checkout = mkdtempSync(path.join(tmpdir(), 'zellij-clone-'));
    cleanup.push(projectDir, checkout);
    const dataDir = path.join(checkout, '.data', 'pglite');

    const backend = await startFixture({ projectDir, dataDir, pgPort: 0 });
    try {
      const { data, error } = await backend.service.from('labels').select('id').limit(1);
      expect(error).toBeNull();
      expect(data).toBeInstanceOf(Array);
    } finally {
      await backend.stop();
    }
  });
});

describe('real Postgres through DATABASE_URL', () => {
  it('runs the same backend on a node-postgres pool (here: another backend’s wire socket)', async () => {
    const pgPort = await freePort();
    // The host database only has the bootstrap: its project folder has no supabase/ at all.
    const emptyProject = mkdtempSync(path.join(tmpdir(), 'zellij-empty-'));
    cleanup.push(emptyProject);
    const host = await startFixture({ pgPort, projectDir: emptyProject });
    const projectDir = makeProjectDir();
    cleanup.push(projectDir);
    const { startBackend } = await import('../src/server');
    const backend = await startBackend({
      databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      port: 0,
      pgPort: 0,
      functions: false,
      projectDir,
    });
    try {
      expect(backend.databaseUrl).toBeNull();
      // Not seeded: the host database was migrated (by its own backend) before, so it is not fresh.
      const service = clientFor(backend.url, backend.config.serviceRoleKey);
      const created = await service.from('customers').insert({ name: 'Karim' }).select('id').single();
      expect(created.error).toBeNull();
      const id = created.data!.id as number;
      await service.from('orders').insert([{ customer_id: id }, { customer_id: id }]);
      const client = clientFor(backend.url, backend.config.anonKey);
      const { data, error } = await client
        .from('customers')
        .select('name, orders(count)')
        .eq('id', id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ name: 'Karim', orders: [{ count: 2 }] });
      const big = await backend.db.query<{ n: number }>('select 9007199254740::int8 as n');
      expect(big.rows[0]!.n).toBe(9007199254740);
    } finally {
      await backend.stop();
      await host.stop();
    }
  });
});
