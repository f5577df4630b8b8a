/**
 * Delivers the pending webhooks the way Meta does: signed POSTs, retried until the receiver answers
 * 2xx (here every `retryMs`, and right after the backend starts, so a kill loses none), in order
 * within a queue (a message's `sent` before its `delivered`), and never again once one succeeded:
 * one queue is delivered by one caller at a time, and each delivery is marked done as soon as the
 * receiver accepted it. (A kill between the receiver's 2xx and that mark sends it once more, as
 * Meta's at-least-once delivery may.)
 */
import { postWebhook } from '../http';
import { signedHeaders } from './payloads';
import type { WhatsappStore } from './store';

export interface DeliveryOptions {
  store: WhatsappStore;
  url: string;
  appSecret: string;
  retryMs: number;
  onError?: (message: string) => void;
}

export function createDeliveries({ store, url, appSecret, retryMs, onError }: DeliveryOptions) {
  const abort = new AbortController();
  const chains = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let dueAt = 0;
  let ticking: Promise<void> | null = null;
  let again = false;

  async function deliverQueue(queue: string): Promise<void> {
    for (const hook of await store.pendingIn(queue)) {
      if (abort.signal.aborted) return;
      const status = await postWebhook(url, signedHeaders(hook.body, appSecret), hook.body, abort.signal);
      const delivered = status >= 200 && status < 300;
      await store.recordAttempt(hook.id, status, delivered);
      if (!delivered) return;
    }
  }

  /** Delivers what is pending in one queue, after any delivery of it already under way. */
  function flush(queue: string): Promise<void> {
    const next = (chains.get(queue) ?? Promise.resolve())
      .then(() => deliverQueue(queue))
      .catch((error: Error) => {
        if (!abort.signal.aborted) onError?.(`WhatsApp webhook delivery failed: ${error.message}`);
      });
    chains.set(queue, next);
    void next.then(() => {
      if (chains.get(queue) === next) chains.delete(queue);
    });
    return next;
  }

  async function tick(): Promise<void> {
    for (const queue of await store.pendingQueues()) {
      if (abort.signal.aborted) return;
      await flush(queue);
    }
  }

  function run(): void {
    if (ticking) {
      again = true;
      return;
    }
    ticking = tick()
      .catch((error: Error) => {
        if (!abort.signal.aborted) onError?.(`WhatsApp webhook retry failed: ${error.message}`);
      })
      .finally(() => {
        ticking = null;
        const soon = again;
        again = false;
        schedule(soon ? 0 : retryMs);
      });
  }

  /** Runs a pass over every pending queue in `ms`, unless one is due sooner. */
  function schedule(ms: number): void {
    const at = Date.now() + ms;
    if (abort.signal.aborted || (timer && at >= dueAt)) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, ms);
    timer.unref?.();
  }

  return {
    flush,
    /** A new delivery is waiting: run a pass soon. */
    kick: (delayMs: number) => schedule(delayMs),
    start: () => schedule(0),
    async stop(): Promise<void> {
      abort.abort();
      clearTimeout(timer);
      await ticking;
      await Promise.all(chains.values());
    },
  };
}

export type Deliveries = ReturnType<typeof createDeliveries>;
