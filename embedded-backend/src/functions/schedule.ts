/**
 * The local stand-in for pg_cron + pg_net: calls an edge function over HTTP with the service role
 * key on a short interval, one run at a time (the next run starts `intervalMs` after the previous
 * one ended). Hosted, the same function is called by a cron job (see the README).
 */

export interface ScheduleOptions {
  /** Gateway base URL, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  serviceRoleKey: string;
  functionName: string;
  intervalMs: number;
  /** Told about runs that failed (not 200), e.g. to print them in the dev console. */
  onFailure?: (message: string) => void;
}

export interface Schedule {
  stop(): Promise<void>;
}

/** Marks the scheduled calls, so the request log can leave the once-a-second poll out. */
export const SCHEDULED_HEADER = 'x-zellij-scheduled';

/** The schedule's own request and the outbox claim it makes: not logged when they succeed. */
export function isQuietPoll(req: Request, response: Response): boolean {
  if (response.status !== 200) return false;
  const { pathname } = new URL(req.url);
  return (
    req.headers.has(SCHEDULED_HEADER) ||
    pathname === '/rest/v1/rpc/claim_mail_outbox' ||
    pathname === '/rest/v1/rpc/claim_whatsapp_outbox'
  );
}

export function startSchedule(options: ScheduleOptions): Schedule {
  const { apiUrl, serviceRoleKey, functionName, intervalMs, onFailure } = options;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function run() {
    try {
      const res = await fetch(`${apiUrl}/functions/v1/${functionName}`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          [SCHEDULED_HEADER]: '1',
        },
        signal: abort.signal,
      });
      const body = await res.text();
      if (res.status !== 200) onFailure?.(`${functionName} answered ${res.status}: ${body.slice(0, 300)}`);
    } catch (error) {
      if (!abort.signal.aborted)
        onFailure?.(`${functionName} could not be called: ${(error as Error).message}`);
    }
  }

  const next = () => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      running = run().then(next);
    }, intervalMs);
    timer.unref();
  };
  next();

  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
