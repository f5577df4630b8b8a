/**
 * Sequences continue where they stopped across restarts of an on-disk PGlite, after a clean stop
 * and after `kill -9`: the next identity id and the next number of a standalone sequence (as the
 * shop's order numbers use) are the last ones handed out plus one, never 33 further on (Postgres
 * logs sequences 32 ahead and crash recovery restores that logged value).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startBackend } from '../src/server';
import { clientFor, FIXTURE_SCHEMA, makeProjectDir, startFixture } from './rest-fixture';

const SCHEMA = `${FIXTURE_SCHEMA}
create sequence public.ticket_seq start with 1001;
create table public.tickets (
  number text primary key default ('T-' || nextval('public.ticket_seq')),
  note text
);
`;
const root = path.resolve(import.meta.dirname, '../..');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function newProject(): { projectDir: string; dataDir: string } {
  const projectDir = makeProjectDir(SCHEMA);
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'zellij-seq-')), 'pglite');
  cleanup.push(projectDir, path.dirname(dataDir));
  return { projectDir, dataDir };
}

interface Issued {
  customer: number;
  ticket: string;
}

/** One customer and one ticket through the REST API as the service role. */
async function issue(url: string, serviceKey: string): Promise<Issued> {
  const service = clientFor(url, serviceKey);
  const customer = await service.from('customers').insert({ name: 'Nadia' }).select('id').single();
  const ticket = await service.from('tickets').insert({ note: 'n' }).select('number').single();
  expect(customer.error ?? ticket.error).toBeNull();
  return { customer: customer.data!.id as number, ticket: ticket.data!.number as string };
}

const following = (last: Issued): Issued => ({
  customer: last.customer + 1,
  ticket: `T-${Number(last.ticket.slice(2)) + 1}`,
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A ticket written over the psql socket, outside the API (autocommit). */
async function ticketByPsql(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string }>(
      `insert into tickets (note) values ('psql') returning number`,
    );
    return rows[0]!.number;
  } finally {
    await client.end();
  }
}

/**
 * Starts the backend in a child process, issues `count` rows through the API and one more ticket
 * through psql, then SIGKILLs it.
 */
async function issueThenKill(projectDir: string, dataDir: string, count: number): Promise<Issued> {
  const pgPort = await freePort();
  const { serviceRoleKey } = (await import('../src/config')).defaultConfig({});
  return new Promise((resolve, reject) => {
    // node itself (not the tsx wrapper, whose child would survive the kill) runs the backend.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'embedded-backend/tests/helpers/backend-child.ts',
        projectDir,
        dataDir,
        String(pgPort),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    let last: Issued | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\S+) (\S+)\n/.exec(output);
      if (!ready || last) return;
      last = { customer: 0, ticket: '' };
      void (async () => {
        for (let i = 0; i < count; i += 1) last = await issue(ready[1]!, serviceRoleKey);
        last = { ...last, ticket: await ticketByPsql(ready[2]!) };
        child.kill('SIGKILL');
      })().catch(reject);
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' && last ? resolve(last) : reject(new Error(`child exited by itself: ${output}`)),
    );
  });
}

it('continues at last + 1 after a clean stop', async () => {
  const { projectDir, dataDir } = newProject();
  let last: Issued;
  const first = await startFixture({ projectDir, dataDir });
  try {
    for (let i = 0; i < 3; i += 1) last = await issue(first.backend.url, first.backend.config.serviceRoleKey);
  } finally {
    await first.stop();
  }
  const second = await startFixture({ projectDir, dataDir });
  try {
    const next = await issue(second.backend.url, second.backend.config.serviceRoleKey);
    expect(next).toEqual(following(last!));
  } finally {
    await second.stop();
  }
});

it('continues at last + 1 after kill -9, twice in a row, then after a clean stop', async () => {
  const { projectDir, dataDir } = newProject();
  // A first clean start creates the database (its seed used ids 1-4).
  await (await startFixture({ projectDir, dataDir })).stop();

  const killed = await issueThenKill(projectDir, dataDir, 3);
  expect(killed).toEqual({ customer: 7, ticket: 'T-1004' });
  const killedAgain = await issueThenKill(projectDir, dataDir, 2);
  expect(killedAgain).toEqual({ customer: 9, ticket: 'T-1007' });

  const lines: string[] = [];
  const after = await startBackend({
    projectDir,
    dataDir,
    port: 0,
    pgPort: 0,
    functions: false,
    logRequests: true,
    log: (line) => lines.push(line),
  });
  let last: Issued;
  try {
    last = await issue(after.url, after.config.serviceRoleKey);
    expect(last).toEqual(following(killedAgain));
    expect(lines.some((l) => /set back .*customers_id_seq.*ticket_seq/.test(l))).toBe(true);
  } finally {
    await after.stop();
  }
  const clean = await startFixture({ projectDir, dataDir });
  try {
    expect(await issue(clean.backend.url, clean.backend.config.serviceRoleKey)).toEqual(following(last!));
  } finally {
    await clean.stop();
  }
});
