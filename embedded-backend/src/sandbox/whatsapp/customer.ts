/**
 * What the customer's phone does in the sandbox: reading a message (its `read` status) and pressing
 * one of its quick-reply buttons (an inbound `button` message, as Meta delivers a real press).
 */
import type { Deliveries } from './deliveries';
import { buttonReplyBody, statusBody, wamid, type StatusSubject } from './payloads';
import type { StoredMessage } from './rows';
import type { WhatsappStore } from './store';
import { findTemplate, templateCategory } from './templates';

/** The inbox's button names, by quick-reply index. */
export const BUTTONS = ['confirm', 'cancel'] as const;

export type PressResult =
  { ok: true; replyId: string; status: number } | { ok: false; status: 400 | 404; message: string };

export const statusSubject = (message: StoredMessage): StatusSubject => ({
  id: message.id,
  toDigits: message.toDigits,
  bizOpaqueCallbackData: message.bizOpaqueCallbackData,
  category: templateCategory(message.template),
  conversationId: message.conversationId,
});

export const digitsOf = (phone: string) => phone.replace(/[\s().-]/g, '').replace(/^\+/, '');

export function createCustomer(store: WhatsappStore, deliveries: Deliveries | null, statusDelayMs: number) {
  /** Sends the message's `read` status (once); answers the receiver's last answer to it. */
  async function read(message: StoredMessage): Promise<number> {
    if (!deliveries) return 0;
    await store.addReadStatus(message.id, { kind: 'read', body: statusBody(statusSubject(message), 'read') });
    await deliveries.flush(message.id);
    return store.lastStatus(message.id, 'read');
  }

  async function press(messageId: string, button: unknown, from: unknown): Promise<PressResult> {
    const message = await store.find(messageId);
    if (!message) return { ok: false, status: 404, message: `No WhatsApp message ${messageId}` };
    const index = BUTTONS.indexOf(button as (typeof BUTTONS)[number]);
    const translation = findTemplate(message.template ?? '', message.language ?? '');
    if (!translation) return { ok: false, status: 400, message: 'This message has no buttons' };
    if (index < 0 || index >= translation.buttons.length) {
      return { ok: false, status: 400, message: `button must be one of ${BUTTONS.join(', ')}` };
    }
    const fromDigits =
      from === undefined || from === null || from === '' ? message.toDigits : digitsOf(String(from));
    if (!/^\d{8,15}$/.test(fromDigits)) {
      return { ok: false, status: 400, message: 'from must be a phone number in international format' };
    }
    const label = translation.buttons[index]!;
    const replyId = wamid(fromDigits);
    const reply = {
      id: replyId,
      from_digits: fromDigits,
      button_index: index,
      payload: message.buttonPayloads[index] ?? label,
      text: label,
    };
    const own = fromDigits === message.toDigits;
    const body = buttonReplyBody({
      id: replyId,
      fromDigits,
      profileName: own ? (message.parameters[0] ?? 'Customer') : 'WhatsApp user',
      contextId: message.id,
      payload: reply.payload,
      text: label,
    });
    // Pressing a button means the message was read on the recipient's phone.
    const readHook =
      own && deliveries ? { kind: 'read', body: statusBody(statusSubject(message), 'read') } : null;
    await store.saveReply(reply, message.id, deliveries ? { kind: 'reply', body } : null, readHook);
    if (!deliveries) return { ok: true, replyId, status: 0 };
    if (readHook) deliveries.kick(statusDelayMs);
    await deliveries.flush(replyId);
    return { ok: true, replyId, status: await store.lastStatus(replyId, 'reply') };
  }

  return { read, press };
}
