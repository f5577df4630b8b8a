/**
 * The local backend as its own process (`npm run backend` on a data folder), for tests that kill it
 * with SIGKILL in the middle of work and start it again on the same folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { defaultConfig } from '../../../embedded-backend/src/config';
import { waitFor } from './mail';

const root = path.resolve(import.meta.dirname, '../../..');

export interface BackendProcess {
  /** Starts it (port 0: a free one; a restart asks for the same port again). */
  start(port?: number): Promise<{ port: number; url: string }>;
  /** SIGKILL to the whole group, then waits until the process holding the data folder is really gone. */
  kill(): Promise<void>;
  /** Kills what still runs and removes the data folder (afterAll). */
  cleanUp(): void;
}

export function backendProcess(name: string): BackendProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), `zellij-${name}-`));
  const logFile = `${dataDir}.log`;
  let child: ChildProcess | null = null;

  async function start(port = 0) {
    const logStart = existsSync(logFile) ? readFileSync(logFile, 'utf8').length : 0;
    const log = openSync(logFile, 'a');
    const args = ['--data-dir', dataDir, '--port', String(port), '--pg-port', '0', '--quiet'];
    // Its own process group, so one signal reaches it and its Deno worker.
    child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['embedded-backend/src/cli.ts', ...args], {
      cwd: root,
      detached: true,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const output = () => readFileSync(logFile, 'utf8').slice(logStart);
    try {
      const listening = await waitFor(async () => {
        const found = /API URL\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(output());
        if (!found) return null;
        const health = await fetch(`http://127.0.0.1:${found[1]}/health`).catch(() => null);
        return health?.ok && Number(found[1]);
      }, 150_000);
      return { port: listening, url: `http://127.0.0.1:${listening}` };
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${output().slice(-3000)}`, { cause: error });
    }
  }

  async function kill() {
    const running = child;
    if (!running) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid!, 'SIGKILL');
    await exited;
    child = null;
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

  function cleanUp() {
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
  }

  return { start, kill, cleanUp };
}

/** A service-role client of a backend process. */
export const serviceClientOf = (url: string): SupabaseClient =>
  createClient(url, defaultConfig().serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
