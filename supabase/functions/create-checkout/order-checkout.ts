/**
 * Order checkout: validate the cart, let place_order price and write it, then either confirm
 * (cash on delivery) or open a PayPal order for the database total.
 */
import { unverifiedRole } from '../_shared/clients.ts';
import type { FunctionDeps } from '../_shared/deps.ts';
import { HttpError, json } from '../_shared/http.ts';
import { localizedPath } from '../_shared/rules/locales.ts';
import { paypalOrderAmount } from '../_shared/rules/money.ts';
import { PlaceOrderError, type PlacedOrder } from '../_shared/orders.ts';
import { approvalLink } from '../_shared/paypal.ts';
import { returnSite } from '../_shared/return-site.ts';
import { orderCheckoutSchema, parseOrThrow } from '../_shared/validation.ts';
import { toHttpError } from './order-errors.ts';

type Deps = Pick<FunctionDeps, 'orders' | 'users' | 'paypal' | 'siteUrl' | 'additionalRedirectUrls' | 'log'>;

/** A user's token makes it their order; the public anon key (or no token) is a guest. */
async function orderOwner(deps: Deps, token: string | null): Promise<string | undefined> {
  if (!token || unverifiedRole(token) === 'anon') return undefined;
  const user = await deps.users.fromToken(token);
  if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
  return user.id;
}

/** Who is trying codes or cash orders: the first address the gateway forwarded ('unknown' without one). */
const clientAddress = (req: Request) =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';

function idempotencyKey(req: Request): string | undefined {
  const key = req.headers.get('Idempotency-Key')?.trim();
  if (key && key.length > 200) throw new HttpError(400, 'Idempotency-Key is too long.');
  return key || undefined;
}

export async function checkoutOrder(
  deps: Deps,
  req: Request,
  body: unknown,
  token: string | null,
): Promise<Response> {
  const checkout = parseOrThrow(orderCheckoutSchema, body);
  const { name, email, phone, address, city, postalCode, country } = checkout.shipping_address;
  const owner = await orderOwner(deps, token);
  const key = idempotencyKey(req);
  // A key replays an order only for whoever placed it: a guest proves that with the cart id.
  if (key && !owner && !checkout.cart_id) {
    throw new HttpError(400, 'A guest checkout with an Idempotency-Key must also send cart_id.');
  }
  let order: PlacedOrder;
  try {
    // A burst of cash orders from one address stops here, before any stock is held.
    if (checkout.payment_method === 'cod') await deps.orders.noteCodAttempt(clientAddress(req));
    order = await deps.orders.place({
      items: checkout.items.map((line) => ({
        product_id: line.id,
        ...(line.variant_id ? { variant_id: line.variant_id } : {}),
        quantity: line.quantity,
        variant: line.variant?.size ? { size: line.variant.size } : {},
      })),
      currency: checkout.currency,
      ...(checkout.promotion_code
        ? { promotion_code: checkout.promotion_code, client: clientAddress(req) }
        : {}),
      payment_method: checkout.payment_method,
      customer: { name, email, phone },
      shipping_address: { address, city, postalCode, country },
      user_id: owner,
      cart_id: owner ? undefined : checkout.cart_id,
      idempotency_key: key,
      locale: checkout.locale,
    });
  } catch (error) {
    if (!(error instanceof PlaceOrderError)) throw error;
    // The refused order's transaction is gone; the guess it spent is counted on its own.
    if (error.code === 'promotion_not_found') await deps.orders.noteCodeMiss(clientAddress(req));
    throw toHttpError(error);
  }
  // The shopper comes back to the confirmation page in the language of the order, on the shop they
  // ordered from when it is an allowed one (Vite preview, a branch deploy), else on SITE_URL.
  const site = returnSite(deps, req.headers.get('origin'));
  const confirmation = `${site}${localizedPath(`/order-confirmation/${order.id}`, order.locale)}`;
  if (order.payment_method === 'cod') {
    // Cash on delivery: the order waits (stock held) for the owner to confirm it with the customer.
    return json({ order_id: order.id, order_number: order.order_number, url: confirmation });
  }
  return json({
    order_id: order.id,
    order_number: order.order_number,
    url: await paypalApprovalUrl(deps, order, confirmation),
  });
}

async function paypalApprovalUrl(deps: Deps, order: PlacedOrder, confirmation: string): Promise<string> {
  if (order.total === 0) {
    // A promotion took everything off (PayPal refuses a zero amount): nothing to pay, so it is paid.
    await deps.orders.recordPayment(order.id, 'paid');
    return confirmation;
  }
  if (order.replayed) {
    // Same Idempotency-Key again: reuse the PayPal order if the buyer can still approve it.
    const existing = await deps.orders.find(order.id);
    if (existing?.payment_status === 'paid') return confirmation;
    if (existing?.paypal_order_id) {
      const link = approvalLink(
        await deps.paypal.getOrder(existing.paypal_order_id).catch(() => ({ id: '', status: '' })),
      );
      if (link) return link;
    }
    if (existing && existing.payment_status !== 'pending')
      throw new HttpError(409, 'This order can no longer be paid. Please place a new order.');
  }
  try {
    const created = await deps.paypal.createOrder({
      orderId: order.id,
      orderNumber: order.order_number,
      amount: paypalOrderAmount(order, order.currency),
      returnUrl: `${confirmation}?paypal=return`,
      cancelUrl: `${confirmation}?paypal=cancel`,
    });
    await deps.orders.update(order.id, { paypal_order_id: created.id });
    return created.approveUrl;
  } catch (error) {
    deps.log(`PayPal order for ${order.id} could not be created`, error);
    await deps.orders.update(order.id, {
      payment_status: 'failed',
      order_status: 'cancelled',
      cancel_reason: 'PayPal was not available',
    });
    throw new HttpError(
      502,
      'PayPal is not available right now. Please try again or choose cash on delivery.',
    );
  }
}
