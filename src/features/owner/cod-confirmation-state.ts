import type { OwnerOrder } from './api/get-owner-order';

/**
 * Where a cash-on-delivery order's WhatsApp confirmation stands, as the owner reads it: the customer's
 * answer first, then what Meta last reported of the message. No answer by the time the order left
 * `pending` (it expired, or the owner moved it after a call) is "no reply".
 */
export type CodConfirmationState =
  'queued' | 'sent' | 'delivered' | 'read' | 'failed' | 'confirmed' | 'cancelled' | 'no_reply';

export function codConfirmationState(
  order: Pick<OwnerOrder, 'payment_method' | 'order_status' | 'whatsapp_outbox' | 'whatsapp_replies'>,
): CodConfirmationState | null {
  const message = order.whatsapp_outbox[0];
  if (order.payment_method !== 'cod' || !message) return null;
  const answer = order.whatsapp_replies.find(
    (reply) => reply.outcome === 'confirmed' || reply.outcome === 'cancelled',
  );
  if (answer?.outcome === 'confirmed' || answer?.outcome === 'cancelled') return answer.outcome;
  if (order.order_status !== 'pending') return 'no_reply';
  if (message.status === 'failed' || message.delivery_status === 'failed') return 'failed';
  if (message.status === 'pending') return 'queued';
  return message.delivery_status ?? 'sent';
}
