/**
 * The rows send-mail claims, read with zod: the outbox payload is data the database wrote, but the
 * worker still checks its shape before putting any of it in a message.
 */
import { z } from 'zod';
import { Constants } from '../database.types.ts';
import { DEFAULT_LOCALE, LOCALES } from '../rules/locales.ts';
import { CURRENCIES } from '../rules/money.ts';

/** The kinds mail_outbox's check constraint allows, as the generated types carry them. */
export const MAIL_KINDS = Constants.public.Checks.mail_outbox.kind;
export type MailKind = (typeof MAIL_KINDS)[number];

const text = z.string();
const optionalText = z.string().nullish();
/** The language to write in; rows queued before orders had one are English, as the shop then was. */
const locale = z.enum(LOCALES).default(DEFAULT_LOCALE);

export const orderPayloadSchema = z.object({
  order_id: z.guid(),
  order_number: text,
  locale,
  customer_name: text,
  customer_email: text,
  customer_phone: text,
  shipping_address: z.object({
    address: text,
    city: text,
    postalCode: optionalText,
    country: optionalText,
  }),
  payment_method: z.enum(['paypal', 'cod']),
  currency: z.enum(CURRENCIES),
  subtotal: z.number(),
  /** What promotions took off the lines: total = subtotal - discount + shipping (0 in older rows). */
  discount: z.number().default(0),
  /** The code the shopper used (at most one; an automatic offer has none). */
  promotion_codes: z.array(text).default([]),
  shipping: z.number(),
  total: z.number(),
  carrier: optionalText,
  tracking_number: optionalText,
  tracking_url: optionalText,
  cancel_reason: optionalText,
  /** When the order was placed (an ISO timestamp); older rows may lack it. */
  placed_at: optionalText,
  lines: z.array(
    z.object({
      title: text,
      size: optionalText,
      /** The variant's SKU; rows queued before sizes had their own rows lack it. */
      sku: optionalText,
      quantity: z.number().int(),
      unit_price: z.number(),
      total_price: z.number(),
      /** The line's TVA rate in percent; rows queued before the mails showed TVA lack it. */
      tva_rate: z.number().nullish(),
    }),
  ),
  /** The shipping's TVA rate in percent (absent in older rows). */
  shipping_tva_rate: z.number().nullish(),
  /**
   * The TVA inside what was paid, per rate, lowest first, as the order's invoice sums it (MAD); empty in
   * rows queued before the mails showed TVA.
   */
  tva_rates: z
    .array(z.object({ rate: z.number(), ht: z.number(), tva: z.number(), ttc: z.number() }))
    .default([]),
  /** The order's invoice number once issued (F-2026-000123); null before, or while the shop's legal identity is incomplete. */
  invoice_number: optionalText,
  /** Placed without an account: its invoice has a link of its own (invoice-link.ts). */
  guest: z.boolean().nullish(),
  /** refund_issued: the refund, in the currency the order was paid in and in MAD. */
  refund: z
    .object({
      amount: z.number(),
      currency: z.enum(CURRENCIES),
      amount_mad: z.number(),
      reason: text,
      provider: z.enum(['paypal', 'manual']),
      lines: z.array(
        z.object({ title: text, size: optionalText, quantity: z.number().int(), amount_mad: z.number() }),
      ),
    })
    .optional(),
  /** return_*: the return, its pieces, and where to send them once approved. */
  return: z
    .object({
      status: text,
      reject_reason: optionalText,
      return_address: optionalText,
      pieces: z.array(z.object({ title: text, size: optionalText, quantity: z.number().int() })),
    })
    .optional(),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

/**
 * What a back_in_stock row carries: the product as it was when it came back, and the size that did
 * (rows queued before sizes had their own stock name no variant; a product in one size has no size).
 */
export const backInStockPayloadSchema = z.object({
  request_id: z.guid(),
  product_id: z.guid(),
  variant_id: z.guid().nullish(),
  slug: text,
  title: text,
  size: optionalText,
  sku: optionalText,
  locale,
});
export type BackInStockPayload = z.infer<typeof backInStockPayloadSchema>;

/**
 * What a bag_reminder row carries (queue_bag_reminders): the bag's lines as they were when it was left,
 * the customer's language, and the token of their one-click unsubscribe link.
 */
export const bagReminderPayloadSchema = z.object({
  cart_id: z.guid(),
  user_id: z.guid(),
  locale,
  unsubscribe_token: z.guid(),
  lines: z
    .array(
      z.object({
        title: text,
        size: optionalText,
        sku: optionalText,
        quantity: z.number().int(),
        unit_price: z.number(),
      }),
    )
    .min(1),
});
export type BagReminderPayload = z.infer<typeof bagReminderPayloadSchema>;

/** The kinds whose payload is an order (orderPayloadSchema). */
export type OrderMailKind = Exclude<MailKind, 'back_in_stock' | 'bag_reminder'>;

export const outboxRowSchema = z.object({
  id: z.guid(),
  kind: z.enum(MAIL_KINDS),
  recipient: z.string().nullable(),
  payload: z.unknown(),
  attempts: z.number().int(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
