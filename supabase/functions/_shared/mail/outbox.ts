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
  return {
    async claim(limit, leaseSeconds) {
      const { data, error } = await client.rpc('claim_mail_outbox', {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
      });
      if (error) throw new Error(`claim_mail_outbox failed: ${error.message}`);
      return outboxRowSchema.array().parse(data ?? []);
    },
    async markSent(id, providerId, subject) {
      const { error } = await client.rpc('mark_mail_sent', {
        p_id: id,
        p_provider_id: providerId,
        p_subject: subject,
      });
      if (error) throw new Error(`mark_mail_sent failed: ${error.message}`);
    },
    async markFailed(id, message, retryInSeconds) {
      const { error } = await client.rpc('mark_mail_failed', {
        p_id: id,
        p_error: message,
        p_retry_in_seconds: retryInSeconds,
      });
      if (error) throw new Error(`mark_mail_failed failed: ${error.message}`);
    },
  };
}
