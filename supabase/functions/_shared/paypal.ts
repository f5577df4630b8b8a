/**
 * PayPal Orders v2 REST client (no SDK needed): client-credentials token cached until shortly
 * before it expires, create/get/capture order, and webhook verification through PayPal's API.
 * PAYPAL_API_BASE is https://api-m.sandbox.paypal.com or https://api-m.paypal.com in production,
 * and the local sandbox (${SUPABASE_URL}/__sandbox/paypal) in development.
 */
export interface PaypalConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
}

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

/** A purchase unit's amount: the charge, itemised by rules/money.ts paypalOrderAmount. */
export type PaypalAmount = PaypalMoney & {
  breakdown?: Partial<Record<'item_total' | 'shipping' | 'discount', PaypalMoney>>;
};

export interface PaypalLink {
  href: string;
  rel: string;
  method?: string;
}
export interface PaypalCapture {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  custom_id?: string;
}
export interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: PaypalCapture[] };
  }>;
}

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface CreateOrderInput {
  /** Our order id: reference_id, custom_id and PayPal-Request-Id (so a retry returns the same PayPal order). */
  orderId: string;
  orderNumber: string;
  amount: PaypalAmount;
  returnUrl: string;
  cancelUrl: string;
}

export interface WebhookHeaders {
  transmissionId: string | null;
  transmissionTime: string | null;
  transmissionSig: string | null;
  certUrl: string | null;
  authAlgo: string | null;
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

export function createPaypalClient(config: PaypalConfig) {
  const base = config.apiBase.replace(/\/$/, '');
  const doFetch = config.fetch ?? fetch;
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await doFetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = await res.json().catch(() => ({}));
    if (!res.ok || typeof body.access_token !== 'string') {
      throw new PaypalError(
        res.status,
        body.error ?? 'AUTHENTICATION_FAILURE',
        undefined,
        body.error_description ?? 'PayPal authentication failed',
      );
    }
    // Renew a minute early so a token never expires between check and use.
    cached = { token: body.access_token, expiresAt: Date.now() + (Number(body.expires_in) - 60) * 1000 };
    return cached.token;
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    retried = false,
  ): Promise<T> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = await res.json().catch(() => ({}));
    if (res.status === 401 && !retried) {
      cached = null; // revoked or expired early: fetch a new token once
      return call(method, path, body, headers, true);
    }
    if (!res.ok) {
      const issue = data.details?.[0]?.issue as string | undefined;
      throw new PaypalError(
        res.status,
        data.name ?? 'PAYPAL_ERROR',
        issue,
        data.details?.[0]?.description ?? data.message ?? `PayPal answered ${res.status}`,
      );
    }
    return data as T;
  }

  return {
    async createOrder(input: CreateOrderInput): Promise<{ id: string; approveUrl: string }> {
      const order = await call<PaypalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.orderId,
              custom_id: input.orderId,
              description: `Zellij order ${input.orderNumber}`,
              amount: input.amount,
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Zellij',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
        { 'PayPal-Request-Id': `zellij-${input.orderId}` },
      );
      const approveUrl = approvalLink(order);
      if (!approveUrl)
        throw new PaypalError(502, 'NO_APPROVAL_LINK', undefined, 'PayPal returned no approval link');
      return { id: order.id, approveUrl };
    },

    getOrder: (id: string) => call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`),

    captureOrder: (id: string) =>
      call<PaypalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(id)}/capture`,
        {},
        { 'PayPal-Request-Id': `zellij-capture-${id}` },
      ),

    /**
     * Refunds a capture in full (empty body). The request id makes a retry, or a second caller for the
     * same capture, get the first refund back instead of a second one.
     */
    refundCapture: (captureId: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {},
        { 'PayPal-Request-Id': `zellij-refund-${captureId}` },
      ),

    async verifyWebhookSignature(
      headers: WebhookHeaders,
      webhookId: string,
      event: unknown,
    ): Promise<boolean> {
      const result = await call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: headers.authAlgo,
          cert_url: headers.certUrl,
          transmission_id: headers.transmissionId,
          transmission_sig: headers.transmissionSig,
          transmission_time: headers.transmissionTime,
          webhook_id: webhookId,
          webhook_event: event,
        },
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}

/** The link the buyer opens: `approve` (CREATED) or `payer-action` (PAYER_ACTION_REQUIRED). */
export function approvalLink(order: PaypalOrder): string | undefined {
  return order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve')?.href;
}

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

/** What PayPal's order says about the money: captured, refused, or not (yet) moved. */
export function captureOutcome(order: PaypalOrder): PaymentOutcome {
  const capture = order.purchase_units?.flatMap((u) => u.payments?.captures ?? [])[0];
  if (capture?.status === 'COMPLETED') return 'paid';
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return 'failed';
  return 'pending';
}
