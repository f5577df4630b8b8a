/**
 * The local stand-ins for the pg_cron jobs hosted Supabase runs (see README): every minute, and once
 * at start-up to catch up on what fell due while the backend was down, each calls its SQL function:
 * public.release_expired_holds() (expired stock holds) and public.queue_bag_reminders() (the
 * abandoned-bag reminders). Each function does its whole run in one transaction, so a backend killed
 * mid-run leaves nothing half done and the next run finishes the job.
 */
import type { Db } from '../types';

export const HOLD_SWEEP_EVERY_MS = 60_000;

export interface HoldSweep {
  /** Runs one sweep now (or waits for the one under way); resolves to how many rows it handled. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

interface SweepJob {
  /** The SQL function, without arguments, answering a count. */
  fn: string;
  /** The log's words: `${name}: ${starting}` at start-up, `${name}: ${done(n)}` after a run that did something. */
  name: string;
  starting: string;
  done: (count: number) => string;
}

const HOLDS: SweepJob = {
  fn: 'public.release_expired_holds',
  name: 'holds',
  starting: 'sweeping expired holds',
  done: (n) => `released ${n} expired order(s)`,
};

const BAG_REMINDERS: SweepJob = {
  fn: 'public.queue_bag_reminders',
  name: 'bag reminders',
  starting: 'queueing the reminders of abandoned bags',
  done: (n) => `queued ${n} reminder(s)`,
};

/** Null when the schema has no such function (a fixture project, an older database). */
async function startSweep(
  db: Db,
  job: SweepJob,
  everyMs: number,
  log?: (line: string) => void,
): Promise<HoldSweep | null> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regprocedure('${job.fn}()') is not null as present`,
  );
  if (!rows[0]?.present) return null;
  let running: Promise<number> | null = null;
  // The start-up run is announced (it may have a backlog); later runs speak only when they did something.
  let startUp = true;
  const runNow = () =>
    (running ??= (async () => {
      const announce = startUp;
      startUp = false;
      try {
        if (announce) log?.(`${job.name}: ${job.starting}`);
        const result = await db.query<{ count: number }>(`select ${job.fn}() as count`);
        const count = Number(result.rows[0]?.count ?? 0);
        if (announce || count > 0) log?.(`${job.name}: ${job.done(count)}`);
        return count;
      } catch (error) {
        log?.(`${job.name}: the run failed and will run again: ${(error as Error).message}`);
        return 0;
      } finally {
        running = null;
      }
    })());
  void runNow();
  const timer = everyMs > 0 ? setInterval(() => void runNow(), everyMs) : null;
  timer?.unref();
  return {
    runNow,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export const startHoldSweep = (db: Db, everyMs: number, log?: (line: string) => void) =>
  startSweep(db, HOLDS, everyMs, log);

export const startBagReminderSweep = (db: Db, everyMs: number, log?: (line: string) => void) =>
  startSweep(db, BAG_REMINDERS, everyMs, log);
