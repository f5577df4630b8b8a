/**
 * What Meta POSTs to a WhatsApp webhook: `whatsapp_business_account` notifications carrying message
 * statuses (sent, delivered, read, failed) or a customer's message (here: a quick-reply button
 * press), serialised as Meta serialises them (non-ASCII as \uXXXX, `/` as `\/`) and signed with the
 * app secret over those exact bytes, so a receiver that re-serialises the JSON fails here as it
 * would against Meta.
 */
import { createHmac, randomBytes } from 'node:crypto';
import {
  LOCAL_SHOP_WHATSAPP,
  SANDBOX_WHATSAPP_BUSINESS_ACCOUNT_ID,
  SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
} from '../credentials';

/** The business number as webhooks write it: digits only. */
export const BUSINESS_DIGITS = LOCAL_SHOP_WHATSAPP.replace(/\D/g, '');

/** A WhatsApp message id: `wamid.` and base64 of the chat's number and a random key, as Meta's. */
export function wamid(digits: string): string {
  const key = randomBytes(10).toString('hex').toUpperCase();
  const raw = Buffer.concat([
    Buffer.from([0x1c, 0x18, digits.length]),
    Buffer.from(digits),
    Buffer.from([0x15, 0x02, 0x00, 0x11, 0x18, key.length]),
    Buffer.from(key),
    Buffer.from([0x00]),
  ]);
  return `wamid.${raw.toString('base64')}`;
}

export const unixSeconds = (date = new Date()) => String(Math.floor(date.getTime() / 1000));

/** JSON as Meta's webhooks carry it: ASCII only, slashes escaped. */
export function metaJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .replace(/\//g, '\\/');
}

/** The headers of one delivery: both of Meta's signatures of the raw body. */
export function signedHeaders(body: string, appSecret: string): Record<string, string> {
  const hmac = (algorithm: string) => createHmac(algorithm, appSecret).update(body).digest('hex');
  return {
    'content-type': 'application/json',
    'user-agent': 'facebookexternalua',
    'x-hub-signature': `sha1=${hmac('sha1')}`,
    'x-hub-signature-256': `sha256=${hmac('sha256')}`,
  };
}

function notification(value: Record<string, unknown>): string {
  return metaJson({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: SANDBOX_WHATSAPP_BUSINESS_ACCOUNT_ID,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: BUSINESS_DIGITS,
                phone_number_id: SANDBOX_WHATSAPP_PHONE_NUMBER_ID,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

export type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusSubject {
  id: string;
  toDigits: string;
  bizOpaqueCallbackData: string | null;
  /** pricing/conversation category: utility for the template, service for a text. */
  category: string;
  /** One conversation per message is enough locally: its id, made when the message was accepted. */
  conversationId: string;
}

/** Text sent outside the customer service window fails, as on Meta, with 131047. */
const REENGAGEMENT_ERROR = {
  code: 131047,
  title: 'Re-engagement message',
  message: 'Re-engagement message',
  error_data: {
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
};

export function statusBody(message: StatusSubject, status: StatusName, at = new Date()): string {
  const billed = status === 'sent' || status === 'delivered';
  return notification({
    statuses: [
      {
        id: message.id,
        status,
        timestamp: unixSeconds(at),
        recipient_id: message.toDigits,
        ...(message.bizOpaqueCallbackData === null
          ? {}
          : { biz_opaque_callback_data: message.bizOpaqueCallbackData }),
        ...(billed
          ? {
              conversation: {
                id: message.conversationId,
                ...(status === 'sent'
                  ? { expiration_timestamp: unixSeconds(new Date(at.getTime() + 86_400_000)) }
                  : {}),
                origin: { type: message.category },
              },
              pricing: { billable: true, pricing_model: 'PMP', category: message.category, type: 'regular' },
            }
          : {}),
        ...(status === 'failed' ? { errors: [REENGAGEMENT_ERROR] } : {}),
      },
    ],
  });
}

export interface ButtonPress {
  id: string;
  fromDigits: string;
  profileName: string;
  /** The template message the button belongs to. */
  contextId: string;
  payload: string;
  text: string;
}

export function buttonReplyBody(press: ButtonPress, at = new Date()): string {
  return notification({
    contacts: [{ profile: { name: press.profileName }, wa_id: press.fromDigits }],
    messages: [
      {
        context: { from: BUSINESS_DIGITS, id: press.contextId },
        from: press.fromDigits,
        id: press.id,
        timestamp: unixSeconds(at),
        type: 'button',
        button: { payload: press.payload, text: press.text },
      },
    ],
  });
}
