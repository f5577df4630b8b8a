/** The buyer's approval page (what PayPal shows at /checkoutnow?token=...). */
import { brandedPage, escapeHtml } from '../http';
import type { PaypalOrder } from './orders';

const paypalPage = brandedPage('PayPal sandbox', '#003087');

export function approvalPage(order: PaypalOrder, actionBase: string): Response {
  const unit = order.purchase_units[0]!;
  const { currency_code: currency, value } = unit.amount;
  const description = typeof unit.description === 'string' ? unit.description : '';
  const merchant = order.brandName ?? 'the merchant';
  if (order.status === 'COMPLETED' || order.status === 'APPROVED') {
    const back = order.returnUrl
      ? `<p><a class="link-button primary" href="${escapeHtml(withParams(order.returnUrl, { token: order.id, PayerID: payerId(order) }))}">Return to ${escapeHtml(merchant)}</a></p>`
      : '';
    return paypalPage({
      title: 'Payment already approved',
      body: `<h1>This payment was already ${order.status === 'COMPLETED' ? 'completed' : 'approved'}</h1>${back}`,
    });
  }
  const body = `
<h1>Pay ${escapeHtml(merchant)}</h1>
${description ? `<p>${escapeHtml(description)}</p>` : ''}
<p class="amount" aria-label="Amount to pay">${escapeHtml(value)} ${escapeHtml(currency)}</p>
<p class="note">You are signed in as the sandbox buyer <strong>buyer@sandbox.paypal.local</strong>.</p>
<form method="post" action="${escapeHtml(actionBase)}/checkoutnow/approve">
  <input type="hidden" name="token" value="${escapeHtml(order.id)}">
  <fieldset>
    <legend>Sandbox outcome (for testing)</legend>
    <label><input type="radio" name="outcome" value="success" checked> Payment succeeds</label><br>
    <label><input type="radio" name="outcome" value="decline"> Card is declined at capture</label>
  </fieldset>
  <div class="actions">
    <button type="submit" class="primary">Approve payment</button>
    <button type="submit" class="secondary" formaction="${escapeHtml(actionBase)}/checkoutnow/cancel">Cancel and return to ${escapeHtml(merchant)}</button>
  </div>
</form>`;
  return paypalPage({ title: `Pay ${value} ${currency}`, body });
}

export function notFoundPage(): Response {
  return paypalPage({
    title: 'Payment not found',
    status: 404,
    body: '<h1>We could not find this payment</h1><p>The link may be out of date. Go back to the shop and try again.</p>',
  });
}

export const payerId = (order: PaypalOrder) =>
  String((order.payer as { payer_id?: string } | undefined)?.payer_id ?? '');

export function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
