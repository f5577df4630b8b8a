/**
 * WhatsApp Business Cloud API stand-in: Graph's `POST /{version}/{phone-number-id}/messages`
 * (graph.ts, validate.ts, the approved templates in templates.ts), Meta's signed webhooks to the
 * shop's whatsapp-webhook function, kept in the database and retried until accepted (store.ts,
 * deliveries.ts), and the customers' inbox at /__whatsapp where a developer presses the buttons
 * (inbox.ts). Local and hosted differ only in the functions' WHATSAPP_* env.
 */
import type { Db, Handler } from '../../types';
import { SANDBOX_WHATSAPP_APP_SECRET } from '../credentials';
import { createCustomer } from './customer';
import { createDeliveries } from './deliveries';
import { createGraphApi } from './graph';
import { createInbox } from './inbox';
import { createWhatsappStore } from './store';

export interface WhatsappSandboxOptions {
  db: Db;
  /** Where Meta's webhooks go (the whatsapp-webhook function); null: none are made or sent. */
  webhookUrl: string | null;
  /** Signs the webhooks: the functions' WHATSAPP_APP_SECRET. */
  appSecret?: string;
  /** Pause between two passes over the webhooks still pending (default 1000 ms). */
  retryMs?: number;
  /** How long after accepting a message its statuses are sent (default 200 ms). */
  statusDelayMs?: number;
  /** Told about deliveries that failed for another reason than the receiver's answer. */
  onError?: (message: string) => void;
}

export interface WhatsappSandbox {
  /** /__sandbox/whatsapp/<path> */
  api(req: Request, path: string): Promise<Response>;
  /** /__whatsapp */
  inbox: Handler;
  stop(): Promise<void>;
}

export function createWhatsappSandbox(options: WhatsappSandboxOptions): WhatsappSandbox {
  const { db, webhookUrl, statusDelayMs = 200 } = options;
  const store = createWhatsappStore(db);
  const deliveries = webhookUrl
    ? createDeliveries({
        store,
        url: webhookUrl,
        appSecret: options.appSecret ?? SANDBOX_WHATSAPP_APP_SECRET,
        retryMs: options.retryMs ?? 1000,
        onError: options.onError,
      })
    : null;
  // What was still pending when the backend last stopped (or was killed) goes out now.
  deliveries?.start();
  const customer = createCustomer(store, deliveries, statusDelayMs);
  return {
    api: createGraphApi({ store, deliveries, customer, webhookUrl, statusDelayMs }),
    inbox: createInbox(store, customer),
    stop: async () => {
      await deliveries?.stop();
      await store.ready.catch(() => undefined);
    },
  };
}
