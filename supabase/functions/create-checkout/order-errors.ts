/** place_order's refusals as the shopper should read them. */
import { HttpError } from '../_shared/http.ts';
import type { PlaceOrderError } from '../_shared/orders.ts';
import { COD_MAX_TOTAL_MAD, COD_ONLY_IN_MOROCCO, codLimitMessage } from '../_shared/rules/limits.ts';

const quoted = (message: string) => /"(.+)"/.exec(message)?.[1];

export function toHttpError(error: PlaceOrderError): HttpError {
  const title = quoted(error.message);
  switch (error.code) {
    case 'out_of_stock': {
      const left = Number(/only (\d+) left/.exec(error.message)?.[1] ?? 0);
      const what = title ?? 'an item in your cart';
      return new HttpError(
        409,
        left > 0
          ? `Sorry, only ${left} of ${what} ${left === 1 ? 'is' : 'are'} left.`
          : `Sorry, ${what} just sold out.`,
      );
    }
    case 'not_available':
      return new HttpError(409, `Sorry, ${title ?? 'an item in your cart'} is not available right now.`);
    case 'idempotency_conflict':
      // Someone else's key, or this key with another cart: nothing about the first order is told.
      return new HttpError(
        409,
        'This checkout request was already used for a different order. Please try again.',
      );
    case 'quantity_limit': {
      const max = /at most (\d+)/.exec(error.message)?.[1] ?? 'a few';
      return new HttpError(400, `Sorry, you can order at most ${max} of ${title ?? 'one item'} at a time.`);
    }
    case 'cod_not_available':
      return new HttpError(400, COD_ONLY_IN_MOROCCO);
    case 'cod_limit': {
      const max = /up to (\d+) MAD/.exec(error.message)?.[1] ?? String(COD_MAX_TOTAL_MAD);
      return new HttpError(400, codLimitMessage(Number(max)));
    }
    case 'no_shipping_zone':
      return new HttpError(400, 'Sorry, we do not ship to this country yet.');
    case 'unknown_product':
      return new HttpError(404, 'An item in your cart is no longer sold. Please remove it and try again.');
    case 'invalid_size':
      return new HttpError(400, `Please choose a valid size: ${error.message}.`);
    case 'invalid_quantity':
    case 'invalid_order':
      return new HttpError(400, `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`);
    default:
      return new HttpError(400, 'We could not place this order. Please check your cart and try again.');
  }
}
