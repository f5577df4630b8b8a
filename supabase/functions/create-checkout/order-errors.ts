/**
 * place_order's refusals as the shopper should read them: an English sentence, and a code with its values
 * so the checkout words it in the page's language (src/features/checkout/i18n, `refused.<code>`).
 */
import { HttpError } from '../_shared/http.ts';
import type { PlaceOrderError } from '../_shared/orders.ts';
import { COD_NOT_OFFERED, COD_REFUSED, codLimitMessage } from '../_shared/rules/limits.ts';
import { formatAmount } from '../_shared/rules/money.ts';
import { TOO_MANY_CODES, type RefusalCode } from '../_shared/rules/refusals.ts';

const refused = (
  status: number,
  message: string,
  code: RefusalCode,
  values?: Record<string, string | number>,
) => new HttpError(status, message, { code, ...(values ? { values } : {}) });

const quoted = (message: string) => /"(.+)"/.exec(message)?.[1];

export function toHttpError(error: PlaceOrderError): HttpError {
  const title = quoted(error.message);
  switch (error.code) {
    case 'out_of_stock': {
      const left = Number(/only (\d+) left/.exec(error.message)?.[1] ?? 0);
      const what = title ?? 'an item in your cart';
      return left > 0
        ? refused(409, `Sorry, only ${left} of ${what} ${left === 1 ? 'is' : 'are'} left.`, 'only_left', {
            title: what,
            left,
          })
        : refused(409, `Sorry, ${what} just sold out.`, 'sold_out', { title: what });
    }
    case 'idempotency_conflict':
      // Someone else's key, or this key with another cart: nothing about the first order is told.
      return refused(
        409,
        'This checkout request was already used for a different order. Please try again.',
        'idempotency_conflict',
      );
    case 'quantity_limit': {
      const max = /at most (\d+)/.exec(error.message)?.[1] ?? 'a few';
      const what = title ?? 'one item';
      return refused(400, `Sorry, you can order at most ${max} of ${what} at a time.`, 'quantity_limit', {
        title: what,
        max,
      });
    }
    case 'cod_not_available':
      return refused(400, COD_NOT_OFFERED, 'cod_not_available');
    case 'cod_limit': {
      // The zone's maximum, as place_order read it from the row (its detail), not a constant here.
      const max = error.detail.max;
      return typeof max === 'number'
        ? refused(400, codLimitMessage(max), 'cod_limit', { max })
        : new HttpError(400, `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
    }
    // Not for this customer (the owner's blocklist, their refusals) or not now (too many waiting).
    case 'cod_blocked':
    case 'cod_refusals':
      return refused(403, COD_REFUSED[error.code], error.code);
    case 'cod_too_many_open':
      return refused(409, COD_REFUSED.cod_too_many_open, 'cod_too_many_open');
    case 'cod_rate_limited':
      return refused(429, COD_REFUSED.cod_rate_limited, 'cod_rate_limited');
    case 'promotion_not_found':
    case 'promotion_not_started':
    case 'promotion_expired':
    case 'promotion_not_applicable':
    case 'promotion_min_subtotal':
    case 'promotion_used_up':
    case 'promotion_already_used':
      return promotionRefusal(error);
    case 'too_many_codes':
      return refused(429, TOO_MANY_CODES, 'too_many_codes');
    case 'no_shipping_zone':
      return refused(400, 'Sorry, we do not ship to this country yet.', 'no_shipping_zone');
    case 'unknown_product':
      return refused(
        404,
        'An item in your cart is no longer sold. Please remove it and try again.',
        'unknown_product',
      );
    case 'unknown_variant':
      return refused(
        404,
        'A size in your cart is no longer sold. Please remove it and try again.',
        'unknown_variant',
      );
    case 'invalid_size':
      return new HttpError(400, `Please choose a valid size: ${error.message}.`);
    case 'invalid_quantity':
    case 'invalid_order':
      return new HttpError(400, `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
    default:
      return new HttpError(400, 'We could not place this order. Please check your cart and try again.');
  }
}

/** The code as the shopper typed it (place_order names it in its detail), and what is missing. */
function promotionRefusal(error: PlaceOrderError): HttpError {
  const code = typeof error.detail.code === 'string' ? error.detail.code : '';
  const missing = typeof error.detail.missing === 'number' ? error.detail.missing : 0;
  switch (error.code) {
    case 'promotion_not_found':
      return refused(422, `There is no promotion code ${code}.`, 'promotion_not_found', { code });
    case 'promotion_not_started':
      return refused(422, `The code ${code} is not valid yet.`, 'promotion_not_started', { code });
    case 'promotion_expired':
      return refused(422, `The code ${code} has expired.`, 'promotion_expired', { code });
    case 'promotion_not_applicable':
      return refused(
        422,
        `The code ${code} does not apply to the pieces in your bag.`,
        'promotion_not_applicable',
        {
          code,
        },
      );
    case 'promotion_min_subtotal':
      return refused(
        422,
        `The code ${code} needs ${formatAmount(missing, 'MAD')} more in your bag.`,
        'promotion_min_subtotal',
        { code, missing },
      );
    case 'promotion_used_up':
      return refused(409, `The code ${code} has been used as many times as it may.`, 'promotion_used_up', {
        code,
      });
    default:
      return refused(409, `You have already used the code ${code}.`, 'promotion_already_used', { code });
  }
}
