/**
 * The mail worker survives `kill -9` of the whole backend (Node, PGlite and the Deno worker) in the
 * middle of a burst: after a restart on the same data folder every queued message reaches the
 * mailbox exactly once. The kill is aimed at the worst moment: the provider has accepted a message
 * whose outbox row does not say "sent" yet, so the restarted worker must send it again and the
 * Idempotency-Key (the row id) must turn that into a replay rather than a second e-mail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { defaultConfig } from '../../embedded-backend/src/config';
import { mailbox, resendSandbox, waitFor } from './helpers/mail';
import { orderInput, SEED } from './helpers/seed-ids';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'zellij-mail-crash-'));
const logFile = `${dataDir}.log`;
const { serviceRoleKey } = defaultConfig();
let child: ChildProcess | null = null;

afterAll(() => {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  rmSync(logFile, { force: true });
});

/**
 * `npm run backend` in its own process group, so one signal reaches it and its Deno worker. Port 0
 * picks a free port (read from what the backend prints); a restart asks for the same one again.
 */
async function startProcess(port = 0): Promise<{ process: ChildProcess; port: number }> {
  const logStart = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
  const log = openSync(logFile, 'a');
  const args = ['--data-dir', dataDir, '--port', String(port), '--pg-port', '0', '--quiet'];
  const started = spawn(path.join(root, 'node_modules/.bin/tsx'), ['embedded-backend/src/cli.ts', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const output = () => readFileSync(logFile, 'utf8').slice(logStart);
  try {
    return await waitFor(async () => {
      const listening = /API URL\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
      if (!listening) return null;
      const health = await fetch(`http://127.0.0.1:${listening[1]}/health`).catch(() => null);
      return health?.ok && { process: started, port: Number(listening[1]) };
    }, 150_000);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${output().slice(-3000)}`, { cause: error });
  }
}

/** SIGKILL to the whole group, then wait until the backend holding the data folder is really gone. */
async function killHard(process_: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => process_.once('exit', resolve));
  process.kill(-process_.pid!, 'SIGKILL');
  await exited;
  const holder = Number(readFileSync(`${dataDir}.lock`, 'utf8'));
  await waitFor(async () => {
    try {
      process.kill(holder, 0);
    } catch {
      return true;
    }
    // Signalled but not yet reaped: a zombie holds nothing (the lock check knows that too).
    return readFileSync(`/proc/${holder}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  }, 30_000);
}

const client = (url: string): SupabaseClient =>
  createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });

const BURST = 12;
const customer = (n: number) => `crash.${n}@example.com`;

it('delivers every message of a burst exactly once across a kill -9 mid-send', async () => {
  const first = await startProcess();
  child = first.process;
  const url = `http://127.0.0.1:${first.port}`;
  const service = client(url);
  // A slow provider: each accepted message is answered 300 ms later, the window the kill aims at.
  await resendSandbox(url, { delay_ms: 300 });

  const orders: { id: string; order_number: string }[] = [];
  for (let n = 0; n < BURST; n++) {
    const placed = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
        customer: { name: `Crash ${n}`, email: customer(n), phone: '+212600000000' },
      }),
    });
    if (placed.error) throw placed.error;
    orders.push(placed.data as { id: string; order_number: string });
  }
  const ids = orders.map((o) => o.id);
  const sentCount = async () =>
    (
      await service
        .from('mail_outbox')
        .select('id', { count: 'exact', head: true })
        .in('order_id', ids)
        .eq('status', 'sent')
    ).count ?? 0;
  const burstMail = async () =>
    (await mailbox(url)).filter((m) => orders.some((o) => m.subject.includes(o.order_number)));

  // Kill once some mail went out and the provider holds a message the outbox does not call sent yet.
  await waitFor(
    async () => {
      const [delivered, sent] = await Promise.all([burstMail(), sentCount()]);
      return delivered.length >= 3 && delivered.length > sent;
    },
    60_000,
    20,
  );
  await killHard(child);
  // The killed process's mailbox is gone; the restarted Resend sandbox refills it from the database.
  child = (await startProcess(first.port)).process;
  await waitFor(async () => (await sentCount()) === BURST * 2, 90_000, 250);
  const delivered = await burstMail();
  expect(delivered).toHaveLength(BURST * 2);
  for (const [n, order] of orders.entries()) {
    const toCustomer = delivered.filter((m) => m.to === customer(n));
    expect(toCustomer.map((m) => m.subject)).toEqual([`Your Zellij order ${order.order_number}`]);
    const alerts = delivered.filter(
      (m) => m.to === 'owner@zellij.test' && m.subject.includes(`${order.order_number}:`),
    );
    expect(alerts).toHaveLength(1);
  }
  const stats = await resendSandbox(url);
  // The crash window was really hit: a message the provider had accepted was sent again, and replayed.
  expect(stats.idempotent_replays).toBeGreaterThanOrEqual(1);

  const { data: rows } = await service.from('mail_outbox').select('status, provider_id').in('order_id', ids);
  expect(new Set(rows!.map((r) => r.provider_id)).size).toBe(BURST * 2);
  await killHard(child);
  child = null;
}, 400_000);
