/**
 * PayPal Orders v2 and Payments v2 REST client (no SDK needed): client-credentials token cached until
 * shortly before it expires, create/get/capture order, refund a capture and show a refund, and webhook
 * verification through PayPal's API.
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

/**
 * A refusal from PayPal: the HTTP status, PayPal's error name (e.g. UNPROCESSABLE_ENTITY) and its
 * first `details[].issue` (e.g. REFUND_AMOUNT_EXCEEDED), which is what a caller maps to its own answer;
 * debugId is what PayPal support asks for.
 */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
    message: string,
    readonly debugId?: string,
  ) {
    super(message);
  }
}

/** A Payments v2 refund (Prefer: return=representation). */
export interface PaypalRefund {
  id: string;
  /** PENDING settles later (GET /v2/payments/refunds/{id} or PAYMENT.CAPTURE.REFUNDED tells when). */
  status: 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';
  status_details?: { reason?: string };
  amount?: PaypalMoney;
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
  seller_payable_breakdown?: {
    gross_amount?: PaypalMoney;
    /** The part of PayPal's fee that comes back with this refund. */
    paypal_fee?: PaypalMoney;
    /** What leaves the merchant's balance: gross_amount - paypal_fee. */
    net_amount?: PaypalMoney;
    /** Everything refunded from the capture so far, this refund included. */
    total_refunded_amount?: PaypalMoney;
  };
  create_time?: string;
  update_time?: string;
  links?: PaypalLink[];
}

/**
 * What to refund. Without an amount PayPal refunds what is left of the capture, and the request id
 * defaults to one per capture (a retry, or a second caller, gets the first full refund back). A
 * partial refund must name its own request id (e.g. the shop's refund row id): with a shared one a
 * second partial refund would silently answer the first instead of refunding again.
 */
export type RefundCaptureOptions = {
  /** note_to_payer: the reason, shown in the buyer's PayPal history and e-mail (1-255 characters). */
  note?: string;
  /** Overrides the capture's invoice_id on the refund; PayPal refuses one reused (DUPLICATE_INVOICE_ID). */
  invoiceId?: string;
  customId?: string;
} & ({ amount?: undefined; requestId?: string } | { amount: PaypalMoney; requestId: string });

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
        data.debug_id,
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
     * Refunds a capture: what is left of it, or `amount` (see RefundCaptureOptions for the request
     * id). Asks for the whole refund back (PayPal answers only id, status and links by default).
     * Refusals throw PaypalError; its `issue` is PayPal's code, e.g. REFUND_AMOUNT_EXCEEDED,
     * CAPTURE_FULLY_REFUNDED, REFUND_TIME_LIMIT_EXCEEDED, DECIMAL_PRECISION (422), INVALID_RESOURCE_ID (404).
     */
    refundCapture: (captureId: string, options: RefundCaptureOptions = {}) =>
      call<PaypalRefund>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          amount: options.amount,
          note_to_payer: options.note,
          invoice_id: options.invoiceId,
          custom_id: options.customId,
        },
        {
          'PayPal-Request-Id': options.requestId ?? `zellij-refund-${captureId}`,
          Prefer: 'return=representation',
        },
      ),

    /** A refund's latest state, e.g. to see whether a PENDING one has completed. */
    getRefund: (refundId: string) =>
      call<PaypalRefund>('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`),

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

/** Capture statuses that mean the money was taken (refunds made since do not undo the payment). */
const TAKEN = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** What PayPal's order says about the money: captured, refused, or not (yet) moved. */
export function captureOutcome(order: PaypalOrder): PaymentOutcome {
  const capture = order.purchase_units?.flatMap((u) => u.payments?.captures ?? [])[0];
  if (TAKEN.has(capture?.status ?? '')) return 'paid';
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') return 'failed';
  return 'pending';
}
