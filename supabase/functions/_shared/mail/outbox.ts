/** The outbox as send-mail uses it: service-role RPCs of the mail_outbox migration. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { outboxRowSchema, type OutboxRow } from './payload.ts';

export interface OutboxRepo {
  /** Takes up to `limit` due rows for `leaseSeconds`; each claim counts as an attempt. */
  claim(limit: number, leaseSeconds: number): Promise<OutboxRow[]>;
  markSent(id: string, providerId: string, subject: string): Promise<void>;
  /** `retryInSeconds` null gives up on the row (status failed). */
  markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void>;
}

export function supabaseOutbox(client: SupabaseClient): OutboxRepo {
  async function call(fn: string, args: Record<string, unknown>) {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data;
  }
  return {
    async claim(limit, leaseSeconds) {
      const rows = await call('claim_mail_outbox', { p_limit: limit, p_lease_seconds: leaseSeconds });
      return outboxRowSchema.array().parse(rows ?? []);
    },
    async markSent(id, providerId, subject) {
      await call('mark_mail_sent', { p_id: id, p_provider_id: providerId, p_subject: subject });
    },
    async markFailed(id, message, retryInSeconds) {
      await call('mark_mail_failed', { p_id: id, p_error: message, p_retry_in_seconds: retryInSeconds });
    },
  };
}
