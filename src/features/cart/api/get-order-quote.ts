import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rules/locales';
import { PROMOTION_REASONS, type PromotionRefusal } from '@rules/refusals';

import {
  arrayOf,
  boolean,
  fields,
  nullable,
  number,
  oneOf,
  optional,
  record,
  text,
  type JsonReader,
} from '@/lib/json-reader';
import { getDatabase } from '@/lib/supabase';
import { PromotionsChecks, type Json, type Tables } from '@/types/database.types';

import type { CartLine } from '../cart-line';
import { cleanCode } from '../promotion-code';
import { orderedLine } from '../order-line';

/** A promotion the quote applied: an automatic offer (code null) or the shopper's code. */
export type AppliedPromotion = Pick<Tables<'promotions'>, 'id' | 'code' | 'kind' | 'value' | 'title'> & {
  /** What it took off, in MAD: off the lines, or the shipping it made free. */
  amount: number;
  /** The language `title` is in: English where nobody has translated it yet. */
  lang: Locale;
};

/** One line of the quote, in the order the bag sent them (`ord` from 1), with its share of the discount. */
export type QuoteLine = Pick<Tables<'order_items'>, 'discount' | 'unit_price' | 'quantity'> & {
  ord: number;
  variant_id: string;
  line_total: number;
};

/**
 * What the quote says of the code the shopper applied. Besides quote_order's reasons, `too_many_codes`:
 * the database stopped checking codes from this address for a minute (too many unknown ones).
 */
export type CodeStatus =
  | { code: string; applied: true }
  | {
      code: string;
      applied: false;
      reason: PromotionRefusal;
      missing?: number;
      min?: number;
    };

/** quote_order's answer: all amounts in MAD, total = subtotal - discount + shipping. */
export type OrderQuote = Pick<Tables<'orders'>, 'subtotal' | 'discount' | 'shipping' | 'total'> & {
  shipping_before_promotions: number;
  zone_name: string;
  lines: QuoteLine[];
  applied: AppliedPromotion[];
  /** Null when no code was sent. */
  code: CodeStatus | null;
};

const readApplied: JsonReader<AppliedPromotion> = record({
  id: text,
  code: nullable(text),
  kind: oneOf(PromotionsChecks.kind),
  value: number,
  amount: number,
  title: text,
  lang: oneOf(LOCALES),
});

const readLine: JsonReader<QuoteLine> = record({
  ord: number,
  variant_id: text,
  discount: number,
  unit_price: number,
  quantity: number,
  line_total: number,
});

const readCodeStatus: JsonReader<CodeStatus> = (value, path) => {
  const field = fields(value, path);
  const code = field('code', text);
  if (field('applied', boolean)) return { code, applied: true };
  return {
    code,
    applied: false,
    reason: field('reason', oneOf(PROMOTION_REASONS)),
    missing: field('missing', optional(number)),
    min: field('min', optional(number)),
  };
};

const readQuote: JsonReader<OrderQuote> = record({
  subtotal: number,
  discount: number,
  shipping: number,
  shipping_before_promotions: number,
  total: number,
  zone_name: text,
  lines: arrayOf(readLine),
  applied: arrayOf(readApplied),
  code: nullable(readCodeStatus),
});

/**
 * Refusals of the bag itself, which its screens already show their own way (a line's "no longer sold",
 * the checkout's "we do not ship there"): there is no quote, and the summary shows the bag's own sum.
 */
const UNQUOTABLE = new Set([
  'unknown_product',
  'unknown_variant',
  'invalid_size',
  'quantity_limit',
  'no_shipping_zone',
]);

/**
 * Codes this page learnt do not exist, without case. The database counts every unknown code a visitor
 * sends (ten a minute, then it refuses any code): the bag's quote is asked again with every quantity
 * and every letter of the city, so a code known to be unknown is not sent again until the shopper
 * applies it once more (forgetMissingCode).
 */
const missingCodes = new Set<string>();

export const forgetMissingCode = (code: string) => missingCodes.delete(cleanCode(code).toLowerCase());

type QuoteLineInput = Pick<CartLine, 'id' | 'variantId' | 'variant' | 'quantity'>;

async function askQuote(
  lines: QuoteLineInput[],
  country: string,
  city: string,
  code: string,
  locale: Locale,
): Promise<{ quote: OrderQuote | null; refusal?: string }> {
  const supabase = await getDatabase();
  const items: Json = lines.map((line) => ({ product_id: line.id, ...orderedLine(line) }));
  const { data, error } = await supabase.rpc('quote_order', {
    p_items: items,
    p_country: country,
    p_city: city.trim(),
    p_promotion_code: code,
    p_locale: locale,
  });
  if (error && (UNQUOTABLE.has(error.hint) || error.hint === 'too_many_codes'))
    return { quote: null, refusal: error.hint };
  if (error) throw error;
  return { quote: readQuote(data, 'quote_order') };
}

/**
 * What the bag costs for an address with its promotions (rpc quote_order): the best automatic offer and
 * the code the shopper applied, each line's share of the discount, the shipping on the discounted
 * subtotal and the total, which place_order charges to the centime. Titles come in `locale` where
 * translated. Null when the bag cannot be quoted as it is (see UNQUOTABLE).
 */
export async function getOrderQuote(
  lines: QuoteLineInput[],
  country: string,
  city: string,
  promotionCode: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderQuote | null> {
  const code = cleanCode(promotionCode ?? '');
  if (code && missingCodes.has(code.toLowerCase())) {
    const { quote } = await askQuote(lines, country, city, '', locale);
    return quote && { ...quote, code: { code, applied: false, reason: 'promotion_not_found' } };
  }
  const { quote, refusal } = await askQuote(lines, country, city, code, locale);
  if (refusal === 'too_many_codes') {
    // The bag is still priced, without the code, while the database waits out its minute.
    const { quote: withoutCode } = await askQuote(lines, country, city, '', locale);
    return withoutCode && { ...withoutCode, code: { code, applied: false, reason: 'too_many_codes' } };
  }
  if (quote?.code?.applied === false && quote.code.reason === 'promotion_not_found')
    missingCodes.add(code.toLowerCase());
  return quote;
}

export const orderQuoteQueryOptions = (
  lines: QuoteLineInput[],
  country: string,
  city: string,
  promotionCode: string | null,
  locale: Locale = DEFAULT_LOCALE,
) => {
  // What the database prices: each line's variant (or product and options) and quantity, in order.
  const items = lines.map(({ id, variantId, variant, quantity }) => ({ id, variantId, variant, quantity }));
  const code = cleanCode(promotionCode ?? '');
  return queryOptions({
    queryKey: ['order-quote', items, country, city.trim().toLowerCase(), code, locale],
    queryFn: () => getOrderQuote(items, country, city, code, locale),
  });
};

/** Keeps the last quote on screen while the next one (another quantity, city or code) loads. */
export function useOrderQuote(
  lines: QuoteLineInput[],
  country: string,
  city: string,
  promotionCode: string | null,
  locale: Locale = DEFAULT_LOCALE,
) {
  return useQuery({
    ...orderQuoteQueryOptions(lines, country, city, promotionCode, locale),
    placeholderData: keepPreviousData,
    enabled: lines.length > 0,
  });
}
