/**
 * capture-paypal-order: called when the shopper comes back from PayPal. Knowing the order id is
 * the capability (as for reading a guest order); the state only moves as PayPal reports it.
 * Body { order_id } -> { payment_status, order_status }.
 */
import { defaultDeps, type FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json, readJsonBody, requirePost, withHttp } from '../_shared/http.ts';
import { captureAndSettle } from '../_shared/settle.ts';
import { orderIdBodySchema, parseOrThrow } from '../_shared/validation.ts';

export function createCaptureHandler(getDeps: () => FunctionDeps) {
  return withHttp(
    async (req) => {
      requirePost(req);
      const deps = getDeps();
      const { order_id } = parseOrThrow(orderIdBodySchema, await readJsonBody(req, 4096));
      const order = await deps.orders.find(order_id);
      if (!order) throw new HttpError(404, 'Order not found.');
      if (order.payment_method !== 'paypal') throw new HttpError(400, 'This order is not paid with PayPal.');
      // A flagged payment is the owner's to review; the shopper sees the order's state as it is.
      const { payment_status, order_status } = await captureAndSettle(deps, order);
      return json({ payment_status, order_status });
    },
    () => getDeps().log,
  );
}

export const handler = createCaptureHandler(defaultDeps);
