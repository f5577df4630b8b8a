/**
 * create-checkout. With a JSON body: order checkout (cod or PayPal). Without a body (or `{}`) and
 * with a user's bearer token: premium subscription checkout on Stripe.
 */
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { bearerToken, readJsonBody, requirePost, withHttp } from '../_shared/http.ts';
import { MAX_CHECKOUT_BODY_BYTES } from '../_shared/validation.ts';
import { checkoutOrder } from './order-checkout.ts';
import { checkoutPremium } from './premium-checkout.ts';

const isEmpty = (body: unknown) =>
  body === undefined ||
  body === null ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

export function createCheckoutHandler(getDeps: () => FunctionDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const body = await readJsonBody(req, MAX_CHECKOUT_BODY_BYTES);
      const token = bearerToken(req);
      return isEmpty(body) ? checkoutPremium(getDeps(), req) : checkoutOrder(getDeps(), req, body, token);
    },
    () => getDeps().log,
  );
}

export const handler = createCheckoutHandler(defaultDeps);
