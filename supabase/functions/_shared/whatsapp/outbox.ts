/** The WhatsApp outbox and Meta's reports, as the functions use them: service-role RPCs of the migration. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';

import { orderPayloadSchema } from '../mail/payload.ts';

export const whatsappRowSchema = z.object({
  id: z.guid(),
  order_id: z.guid(),
  kind: z.literal('cod_confirmation'),
  attempts: z.number().int(),
  payload: orderPayloadSchema,
});

export type WhatsappRow = z.infer<typeof whatsappRowSchema>;

/** A status Meta reported: the message, sent | delivered | read | failed, and the row id it carried. */
export interface WhatsappStatus {
  message_id: string;
  status: string;
  callback_data?: string;
}

/** A press: the press's own id, the message it answers, the sender's number, the button's payload. */
export interface WhatsappReply {
  message_id: string;
  context_id: string | null;
  from: string;
  payload: string;
}

export interface WhatsappReplyOutcome {
  outcome: 'confirmed' | 'cancelled' | 'too_late' | 'refused';
  order_id: string | null;
  replayed: boolean;
}

export interface WhatsappRepo {
  claim(limit: number, leaseSeconds: number): Promise<unknown[]>;
  markSent(id: string, messageId: string): Promise<void>;
  /** `retryInSeconds` null gives up on the row (status failed). */
  markFailed(id: string, error: string, retryInSeconds: number | null): Promise<void>;
  recordStatus(status: WhatsappStatus): Promise<void>;
  recordReply(reply: WhatsappReply): Promise<WhatsappReplyOutcome>;
}

const outcomeSchema = z.object({
  outcome: z.enum(['confirmed', 'cancelled', 'too_late', 'refused']),
  order_id: z.guid().nullable(),
  replayed: z.boolean(),
});

export function supabaseWhatsapp(client: SupabaseClient): WhatsappRepo {
  async function call(fn: string, args: Record<string, unknown>) {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data as unknown;
  }
  return {
    async claim(limit, leaseSeconds) {
      return ((await call('claim_whatsapp_outbox', { p_limit: limit, p_lease_seconds: leaseSeconds })) ??
        []) as unknown[];
    },
    async markSent(id, messageId) {
      await call('mark_whatsapp_sent', { p_id: id, p_message_id: messageId });
    },
    async markFailed(id, message, retryInSeconds) {
      await call('mark_whatsapp_failed', { p_id: id, p_error: message, p_retry_in_seconds: retryInSeconds });
    },
    async recordStatus(status) {
      await call('record_whatsapp_status', { p_status: status });
    },
    async recordReply(reply) {
      return outcomeSchema.parse(await call('record_whatsapp_reply', { p_reply: reply }));
    },
  };
}
