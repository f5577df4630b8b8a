/**
 * The local stand-in for the pg_cron job hosted Supabase runs (see README): every minute, and once
 * at start-up to catch up on holds that expired while the backend was down, it calls
 * public.release_expired_holds(). The function does the whole sweep in one transaction, so a backend
 * killed mid-sweep leaves nothing half done and the next run finishes the job.
 */
import type { Db } from '../types';

export const HOLD_SWEEP_EVERY_MS = 60_000;

export interface HoldSweep {
  /** Runs one sweep now (or waits for the one under way); resolves to the orders it cancelled. */
  runNow(): Promise<number>;
  stop(): Promise<void>;
}

/** Null when the schema has no release_expired_holds (a fixture project, an older database). */
export async function startHoldSweep(
  db: Db,
  everyMs: number,
  log?: (line: string) => void,
): Promise<HoldSweep | null> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regprocedure('public.release_expired_holds()') is not null as present`,
  );
  if (!rows[0]?.present) return null;
  let running: Promise<number> | null = null;
  // The start-up run is announced (it may have a backlog); later runs speak only when they release.
  let startUp = true;
  const runNow = () =>
    (running ??= (async () => {
      const announce = startUp;
      startUp = false;
      try {
        if (announce) log?.('holds: sweeping expired holds');
        const result = await db.query<{ released: number }>(
          'select public.release_expired_holds() as released',
        );
        const released = Number(result.rows[0]?.released ?? 0);
        if (announce || released > 0) log?.(`holds: released ${released} expired order(s)`);
        return released;
      } catch (error) {
        log?.(`holds: the sweep failed and will run again: ${(error as Error).message}`);
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
