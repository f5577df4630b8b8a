/** The WhatsApp settings of the functions, from env (hosted: project secrets; locally: the sandbox's). */
import { optionalEnv, requireEnv, wholeNumberEnv } from '../env.ts';
import { COD_CONFIRMATION_TEMPLATE } from './confirmation.ts';

export interface WhatsappSettings {
  apiBase: string;
  apiVersion: string;
  token: string;
  phoneNumberId: string;
  template: string;
  /**
   * How long a claimed message is left alone: longer than Meta takes to report "sent", so a sender that
   * died after Meta accepted a message sees it recorded by the status webhook instead of sending it again.
   */
  leaseSeconds: number;
  batchSize: number;
  retryBaseSeconds: number;
  maxAttempts: number;
}

/** null when the shop has not set WhatsApp up (no WHATSAPP_TOKEN): confirmations then wait. */
export function whatsappSettingsFromEnv(): WhatsappSettings | null {
  const token = optionalEnv('WHATSAPP_TOKEN');
  if (!token) return null;
  return {
    apiBase: optionalEnv('WHATSAPP_API_BASE') ?? 'https://graph.facebook.com',
    apiVersion: optionalEnv('WHATSAPP_API_VERSION') ?? 'v21.0',
    token,
    phoneNumberId: requireEnv('WHATSAPP_PHONE_NUMBER_ID'),
    template: optionalEnv('WHATSAPP_TEMPLATE') ?? COD_CONFIRMATION_TEMPLATE,
    leaseSeconds: wholeNumberEnv('WHATSAPP_LEASE_SECONDS') ?? 300,
    batchSize: 10,
    retryBaseSeconds: 60,
    maxAttempts: 6,
  };
}
