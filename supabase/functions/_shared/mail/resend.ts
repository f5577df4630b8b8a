/**
 * Resend's REST API (POST {base}/emails), called with fetch so the base URL can point at the local
 * sandbox. The Idempotency-Key makes a repeat of the same request return the first message's id
 * instead of sending again (Resend keeps keys for 24 hours).
 */

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** Extra headers, which Resend adds to the message as given (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  tags?: { name: string; value: string }[];
}

export type SendOutcome =
  { ok: true; id: string } | { ok: false; status: number; name: string; message: string; retryable: boolean };

export interface Mailer {
  send(mail: OutgoingMail, idempotencyKey: string): Promise<SendOutcome>;
}

/** Resend's answers that a later attempt of the same request can get past. */
function isRetryable(status: number, name: string): boolean {
  if (status === 429 || status >= 500) return true;
  // The first attempt with this key is still being processed.
  if (name === 'concurrent_idempotent_requests') return true;
  // A key problem is fixed by the owner setting the right secret; the message should still go out then.
  return status === 401 || status === 403;
}

function readError(status: number, body: unknown): { name: string; message: string } {
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    name: typeof error.name === 'string' ? error.name : `http_${status}`,
    message: typeof error.message === 'string' ? error.message : `Resend answered ${status}`,
  };
}

export function createResendMailer({ apiBase, apiKey }: { apiBase: string; apiKey: string }): Mailer {
  const endpoint = `${apiBase.replace(/\/$/, '')}/emails`;
  return {
    async send(mail, idempotencyKey) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify(mail),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        return { ok: false, status: 0, name: 'network_error', message: String(error), retryable: true };
      }
      const text = await res.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // Not JSON (a proxy's error page): described by the status alone.
      }
      const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
      if (res.ok && typeof id === 'string') return { ok: true, id };
      const { name, message } = readError(res.status, body);
      return { ok: false, status: res.status, name, message, retryable: isRetryable(res.status, name) };
    },
  };
}
