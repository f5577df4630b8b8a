/**
 * The WhatsApp Business Cloud API (Graph API) as the shop uses it: one template message with quick-reply
 * buttons, `POST /{version}/{phone-number-id}/messages`. Locally WHATSAPP_API_BASE points at the embedded
 * backend's sandbox, which answers in Meta's shapes; hosted it is https://graph.facebook.com.
 */
import type { Locale } from '../rules/locales.ts';

export interface WhatsappTemplateMessage {
  /** E.164, as orders store it; the API takes the digits. */
  to: string;
  template: string;
  language: Locale;
  /** The body's {{1}}, {{2}}, ... in order. */
  body: string[];
  /** Each quick-reply button's payload, by button index: what the webhook gets back when it is pressed. */
  buttons: string[];
  /** Echoed by Meta in every status webhook of the message (biz_opaque_callback_data). */
  callbackData: string;
}

/** Meta refused or could not be reached; `retryable` when trying again later can succeed. */
export class WhatsappError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface WhatsappClient {
  sendTemplate(message: WhatsappTemplateMessage): Promise<{ messageId: string }>;
}

export interface WhatsappClientOptions {
  apiBase: string;
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  fetch?: typeof fetch;
}

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

/** Graph's throttling codes (4: app, 80007: account, 130429: throughput): worth another try later. */
const THROTTLED = new Set([4, 80007, 130429, 131056]);

export function createWhatsappClient(options: WhatsappClientOptions): WhatsappClient {
  const call = options.fetch ?? fetch;
  const url = `${options.apiBase.replace(/\/$/, '')}/${options.apiVersion}/${options.phoneNumberId}/messages`;
  return {
    async sendTemplate(message) {
      const request = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        biz_opaque_callback_data: message.callbackData,
        template: {
          name: message.template,
          language: { code: message.language },
          components: [
            { type: 'body', parameters: message.body.map((text) => ({ type: 'text', text })) },
            ...message.buttons.map((payload, index) => ({
              type: 'button',
              sub_type: 'quick_reply',
              index: String(index),
              parameters: [{ type: 'payload', payload }],
            })),
          ],
        },
      };
      let response: Response;
      try {
        response = await call(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
      } catch (error) {
        throw new WhatsappError(`WhatsApp could not be reached: ${(error as Error).message}`, null, true);
      }
      const answer = (await response.json().catch(() => ({}))) as GraphAnswer;
      const messageId = answer.messages?.[0]?.id;
      if (response.ok && messageId) return { messageId };
      const code = answer.error?.code;
      const retryable =
        response.status >= 500 || response.status === 429 || (code !== undefined && THROTTLED.has(code));
      throw new WhatsappError(
        `WhatsApp refused the message (HTTP ${response.status}${code === undefined ? '' : `, code ${code}`}): ${
          answer.error?.message ?? 'no message id in the answer'
        }`,
        response.status,
        retryable,
      );
    },
  };
}
