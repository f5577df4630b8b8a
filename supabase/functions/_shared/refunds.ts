/**
 * The refunds table as the functions use it. The rules (within what was paid and bought, once, under
 * the order's lock) live in the SQL functions of migration 20261206000100_refunds.sql; this is their
 * typed door, with their refusals turned into HttpErrors that carry the SQL's code.
 */
import { z } from 'zod';
import type { AdminClient } from './clients.ts';
import { Constants, type Json, type Tables } from './database.types.ts';
import { sqlRefusal } from './http.ts';

export type RefundRow = Tables<'refunds'>;
const allowed = Constants.public.Checks.refunds;

/** The owner's refund as refund-order receives it (create_refund's p_refund). */
export type RefundRequest = {
  order_id: string;
  lines: Array<{ order_item_id: string; quantity: number; restock: boolean }>;
  shipping: boolean;
  amount_mad?: number;
  reason: string;
  /** The received return this refund pays back: its success marks the return refunded. */
  return_id?: string;
};

/** create_refund's answer: the refund, and what carrying it out at PayPal needs. */
export interface CreatedRefund {
  refund: RefundRow;
  order_number: string;
  payment_method: 'paypal' | 'cod';
  paypal_capture_id: string | null;
  paypal_order_id: string | null;
}

/** What PayPal says of a refund (the API's answer, or PAYMENT.CAPTURE.REFUNDED's resource). */
export type PaypalRefundNews = {
  refund_id: string;
  capture_id: string | null;
  custom_id?: string;
  status: string;
  amount?: { currency_code: string; value: string };
};

export interface RefundsRepo {
  create(request: RefundRequest, createdBy: string): Promise<CreatedRefund>;
  find(
    id: string,
  ): Promise<(RefundRow & { paypal_capture_id: string | null; paypal_order_id: string | null }) | null>;
  settle(
    id: string,
    status: 'succeeded' | 'failed',
    providerRefundId?: string,
    failure?: string,
  ): Promise<RefundRow>;
  /** Records PayPal's news: settles ours, or records a refund made in PayPal's dashboard once. */
  recordPaypal(news: PaypalRefundNews): Promise<{ handled: string; refund?: RefundRow }>;
}

const number = z.union([z.number(), z.string().transform(Number)]);

const refundRow: z.ZodType<RefundRow> = z.object({
  id: z.string(),
  order_id: z.string(),
  source: z.enum(allowed.source),
  provider: z.enum(allowed.provider),
  provider_refund_id: z.string().nullable(),
  status: z.enum(allowed.status),
  amount_mad: number,
  amount: number,
  currency: z.enum(allowed.currency),
  shipping_mad: number,
  reason: z.string(),
  failure_reason: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  return_id: z.string().nullable(),
});

const createdRefund: z.ZodType<CreatedRefund> = z.object({
  refund: refundRow,
  order_number: z.string(),
  payment_method: z.enum(Constants.public.Checks.orders.payment_method),
  paypal_capture_id: z.string().nullable(),
  paypal_order_id: z.string().nullable(),
});

const recorded = z.object({ handled: z.string(), refund: refundRow.optional() });

/** The SQL's refusal as the function's answer; anything else is the database failing. */
const refusal = (error: { message: string; hint?: string | null; code?: string }): Error =>
  sqlRefusal(error) ?? new Error(`Refund failed in the database: ${error.message}`);

function read<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${what} answered an unexpected result: ${parsed.error.message}`);
  return parsed.data;
}

export function supabaseRefunds(admin: AdminClient): RefundsRepo {
  return {
    async create(request, createdBy) {
      const { data, error } = await admin.rpc('create_refund', {
        p_refund: { ...request, created_by: createdBy },
      });
      if (error) throw refusal(error);
      return read(createdRefund, data, 'create_refund');
    },
    async find(id) {
      const { data, error } = await admin
        .from('refunds')
        .select('*, orders(paypal_capture_id, paypal_order_id)')
        .eq('id', id)
        .maybeSingle();
      if (error) throw new Error(`Reading the refund failed: ${error.message}`);
      if (!data) return null;
      const { orders, ...row } = data;
      return {
        ...read(refundRow, row, 'refunds'),
        paypal_capture_id: orders?.paypal_capture_id ?? null,
        paypal_order_id: orders?.paypal_order_id ?? null,
      };
    },
    async settle(id, status, providerRefundId, failure) {
      const { data, error } = await admin.rpc('settle_refund', {
        p_refund_id: id,
        p_status: status,
        p_provider_refund_id: providerRefundId,
        p_failure_reason: failure,
      });
      if (error) throw refusal(error);
      return read(refundRow, data, 'settle_refund');
    },
    async recordPaypal(news) {
      const { data, error } = await admin.rpc('record_paypal_refund', { p_event: news as Json });
      if (error) throw refusal(error);
      return read(recorded, data, 'record_paypal_refund');
    },
  };
}
