/** The local mailbox and the Resend sandbox's test hook, as the mail delivery tests use them. */
import { SANDBOX_RESEND_API_KEY } from '../../../embedded-backend/src/sandbox/credentials';

export interface MailboxMessage {
  to: string;
  from?: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  /** Headers the sender added (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  created_at: string;
}

export async function mailbox(apiUrl: string, to?: string): Promise<MailboxMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await fetch(`${apiUrl}/__mailbox/api/messages${query}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return ((await res.json()) as { messages: MailboxMessage[] }).messages;
}

export async function resendSandbox(
  apiUrl: string,
  settings: { outage?: 'none' | 'down' | 'rate_limited'; delay_ms?: number } = {},
): Promise<{ outage: string; delay_ms: number; accepted: number; idempotent_replays: number }> {
  const res = await fetch(`${apiUrl}/__sandbox/resend/__admin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_RESEND_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (!res.ok) throw new Error(`Resend sandbox admin answered ${res.status}`);
  return res.json() as never;
}

/** Polls `check` until it returns a truthy value (returned), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false | 0 | ''>,
  timeoutMs = 30_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
