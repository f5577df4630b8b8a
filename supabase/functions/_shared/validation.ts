/**
 * Request schemas (zod). Client-sent prices, titles and images are ignored: only ids, quantities and
 * variants leave the browser's cart; the database decides what everything costs.
 */
import { z } from 'zod';
import { HttpError } from './http.ts';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules/contact.ts';
import { CURRENCIES } from './rules/money.ts';
import { MAX_QUANTITY_PER_ITEM } from './rules/limits.ts';
import { DEFAULT_COUNTRY, isCountryCode } from './rules/countries.ts';
import { LOCALES } from './rules/locales.ts';
import { MAX_PROMOTION_CODE_LENGTH } from './rules/refusals.ts';
import { PHONE_INVALID_MESSAGE, toE164 } from './rules/phone.ts';

export const MAX_CHECKOUT_BODY_BYTES = 32 * 1024;
export const MAX_CART_LINES = 50;
/** Long enough not to be guessed; place_order checks the same pattern. */
export const CART_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/**
 * One cart line; extra cart fields (title, price, image, ...) are accepted and dropped. `variant_id`
 * names the size bought; a bag saved before sizes had their own rows has only the product id and
 * `variant`, which place_order maps to the variant.
 */
export const cartLineSchema = z.object({
  id: z.guid('Each item needs a valid product id.'),
  variant_id: z.guid('Each item needs a valid size (variant) id.').optional(),
  quantity: z
    .number({ error: 'Quantity must be a number.' })
    .int('Quantity must be a whole number.')
    .min(1, 'Quantity must be at least 1.')
    .max(MAX_QUANTITY_PER_ITEM, `You can order at most ${MAX_QUANTITY_PER_ITEM} of one item.`),
  variant: z
    .object({ size: z.enum(['small', 'medium', 'large'], 'Size must be small, medium or large.').optional() })
    .nullish(),
});

/** The address as the order stores it: the country as its ISO code, the phone in E.164 for that country. */
export const shippingAddressSchema = z
  .object({
    name: requiredText('Name', 120),
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .max(EMAIL_MAX_LENGTH, 'Please enter a valid email address.')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
    phone: requiredText('Phone', 40),
    address: requiredText('Address', 300),
    city: requiredText('City', 120),
    postalCode: z.string().trim().max(20, 'Postal code is too long.').optional(),
    country: z
      .string('Please choose a country from the list.')
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Please choose a country from the list.')
      .default(DEFAULT_COUNTRY),
  })
  .transform((address, ctx) => {
    const phone = toE164(address.phone, address.country);
    if (!phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }
    return { ...address, phone };
  });

export const orderCheckoutSchema = z.object({
  items: z
    .array(cartLineSchema, { error: 'items must be a list.' })
    .min(1, 'Your cart is empty.')
    .max(MAX_CART_LINES, `An order can have at most ${MAX_CART_LINES} lines.`),
  currency: z.enum(CURRENCIES, `Currency must be one of ${CURRENCIES.join(', ')}.`),
  shipping_address: shippingAddressSchema,
  payment_method: z.enum(['paypal', 'cod'], 'Please select a payment method (paypal or cod).'),
  /**
   * A guest's random cart id, kept by the browser: the only thing a guest can prove across retries,
   * so it is whose Idempotency-Key it is. Signed-in users are known by their token instead.
   */
  cart_id: z
    .string('cart_id must be text.')
    .regex(CART_ID_PATTERN, 'cart_id must be 16 to 128 letters, digits, - or _.')
    .optional(),
  /** A promotion code the shopper applied; place_order refuses the order if it does not apply. */
  promotion_code: z
    .string('promotion_code must be text.')
    .trim()
    .max(MAX_PROMOTION_CODE_LENGTH, `A promotion code has at most ${MAX_PROMOTION_CODE_LENGTH} characters.`)
    .optional(),
  /** The language of the page the shopper ordered from: their e-mails and order links use it (default en). */
  locale: z.enum(LOCALES, `locale must be one of ${LOCALES.join(', ')}.`).optional(),
});

export const orderIdBodySchema = z.object({ order_id: z.guid('order_id must be a valid order id.') });

const FIELD_NAMES: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
};

/** Parses or throws a 400 with one readable sentence (missing fields listed like the checkout toast). */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const missing = issues
    .filter((i) => i.path[0] === 'shipping_address' && i.path.length === 2 && /required/.test(i.message))
    .map((i) => FIELD_NAMES[String(i.path[1])] ?? String(i.path[1]));
  if (missing.length) throw new HttpError(400, `Please fill in: ${missing.join(', ')}`);
  const first = issues[0]!;
  if (first.path.length === 1 && first.code === 'invalid_type' && first.path[0] === 'shipping_address') {
    throw new HttpError(400, 'Please fill in: name, email, phone, address, city');
  }
  throw new HttpError(400, first.message);
}
