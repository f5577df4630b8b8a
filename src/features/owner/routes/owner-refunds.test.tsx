import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { placeSafiOrder } from '@/testing/orders';
import { findText, renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach } from '@/testing/test-users';

import { signInAsOwner } from '../testing/sign-in-as-owner';

const service = serviceClient();

afterEach(() => vi.restoreAllMocks());
signOutAfterEach();
beforeEach(() => {
  stubSubscriptionCheck(false);
});

/**
 * A cash-on-delivery order of two small Safi bowls (240 MAD each, made to order, 45 MAD to Fes) taken
 * to the door:
 * the courier collected the cash, so it can be refunded. Moved with the service role, as the owner's
 * other screen tests already walk these steps.
 */
async function deliveredCodOrder() {
  const order = await placeSafiOrder({ quantity: 2, email: 'refund@example.com' });
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' },
    { order_status: 'delivered' },
  ]) {
    await service.from('orders').update(move).eq('id', order.id).throwOnError();
  }
  return order;
}

async function openOrder(orderId: string, orderNumber: string) {
  renderRoute(`/owner/orders?order=${orderId}`);
  await screen.findByRole('heading', { name: `Order ${orderNumber}` }, { timeout: 10_000 });
  return screen.getByRole('region', { name: 'Refunds' });
}

describe('refunds on /owner', () => {
  it('gives a piece of a delivered cash order back, puts it on the shelf and shows it done', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const order = await deliveredCodOrder();
    const refunds = await openOrder(order.id, order.orderNumber);
    expect(within(refunds).getByText('No refunds yet.')).toBeInTheDocument();
    const form = within(refunds).getByRole('form', { name: 'Refund' });

    // Nothing chosen and no reason: the screen says what is missing, in the page's words.
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByText('Choose pieces, the shipping or an amount to refund.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the reason for the refund.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Pieces of Safi Terracotta Bowl to refund/), '1');
    const restock = within(form).getByLabelText('Put Safi Terracotta Bowl back in stock');
    expect(restock).not.toBeChecked(); // delivered: the piece is at the customer's until it comes back
    await user.click(restock);
    await user.type(within(form).getByLabelText(/Reason for the refund/), 'One bowl arrived chipped');
    await user.click(within(form).getByRole('button', { name: 'Refund 240 MAD' }));

    expect(await findText(`240 MAD refunded on order ${order.orderNumber}.`)).toBeInTheDocument();
    const done = await within(refunds).findByText('One bowl arrived chipped');
    const row = done.closest('li')!;
    expect(row).toHaveTextContent(/240 MAD.*refunded.*cash handed back/);
    expect(row).toHaveTextContent('Safi Terracotta Bowl × 1 · back in stock');
    expect(within(refunds).getByText('285 MAD can still be refunded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('partially refunded').length).toBeGreaterThan(0));
    // The refund's credit note joins the order's invoice on the screen at once.
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    await within(invoices).findByRole(
      'button',
      { name: /^Download PDF A-\d{4}-\d{6}$/ },
      { timeout: 10_000 },
    );
    expect(
      within(invoices).getByRole('button', { name: /^Download PDF F-\d{4}-\d{6}$/ }),
    ).toBeInTheDocument();
    const { data: line } = await service
      .from('order_items')
      .select('refunded_quantity, restocked_quantity')
      .eq('order_id', order.id)
      .single()
      .throwOnError();
    expect(line).toEqual({ refunded_quantity: 1, restocked_quantity: 1 });
  });

  it('says why in the page’s words when the order was refunded meanwhile, and changes nothing', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const order = await deliveredCodOrder();
    const refunds = await openOrder(order.id, order.orderNumber);
    const form = within(refunds).getByRole('form', { name: 'Refund' });
    await user.type(within(form).getByLabelText(/Amount to refund/), '600');
    await user.type(within(form).getByLabelText(/Reason for the refund/), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Refund 600 MAD' }));
    expect(
      within(form).getByText('Enter an amount above 0, with at most two decimals, up to 525 MAD.'),
    ).toBeInTheDocument();

    // Another owner gives everything back while this screen is open.
    await service
      .rpc('create_refund', { p_refund: { order_id: order.id, amount_mad: 525, reason: 'All of it' } })
      .throwOnError();
    await user.clear(within(form).getByLabelText(/Amount to refund/));
    await user.type(within(form).getByLabelText(/Amount to refund/), '10');
    await user.click(within(form).getByRole('button', { name: 'Refund 10 MAD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Order ${order.orderNumber} has been refunded in full already.`,
    );
    expect(await within(refunds).findByText('This order has been refunded in full.')).toBeInTheDocument();
    const { data } = await service
      .from('refunds')
      .select('amount_mad')
      .eq('order_id', order.id)
      .throwOnError();
    expect(data).toEqual([{ amount_mad: 525 }]);
  });

  it('takes a return from asked for to refunded: approve, receive, and refund its pieces back onto the shelf', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const order = await deliveredCodOrder();
    const { data: line } = await service
      .from('order_items')
      .select('id')
      .eq('order_id', order.id)
      .single()
      .throwOnError();
    // The customer's photo of the crack, uploaded to the name the shop gave for it.
    const { data: upload } = await service
      .rpc('open_return_photo_upload', {
        p_upload: { order_id: order.id, email: 'refund@example.com', content_type: 'image/png', size: 4 },
      })
      .throwOnError();
    const { path } = upload as { path: string };
    const stored = await service.storage
      .from('return-photos')
      .upload(path, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { contentType: 'image/png' });
    expect(stored.error).toBeNull();
    await service
      .rpc('request_return', {
        p_return: {
          order_id: order.id,
          email: 'refund@example.com',
          lines: [{ order_item_id: line.id, quantity: 1 }],
          reason: 'damaged',
          note: 'The glaze is cracked',
          photo: path,
        },
      })
      .throwOnError();
    await openOrder(order.id, order.orderNumber);
    // The order waits for the owner under its open return.
    const waiting = screen.getByRole('region', { name: 'Waiting for you' });
    expect(
      await within(waiting).findByText(/^Returns to handle \(\d+\)$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await within(waiting).findByRole('link', { name: new RegExp(order.orderNumber) }, { timeout: 10_000 });
    const returns = screen.getByRole('region', { name: 'Returns' });
    expect(returns).toHaveTextContent(/asked for.*Arrived damaged/);
    expect(within(returns).getByText('The glaze is cracked')).toBeInTheDocument();
    const photo = await within(returns).findByRole(
      'img',
      { name: "The customer's photo (opens full size)" },
      { timeout: 10_000 },
    );
    expect(photo.getAttribute('src')).toContain(`/storage/v1/object/sign/return-photos/${path}?token=`);

    // Rejecting asks for the reason first.
    await user.click(within(returns).getByRole('button', { name: 'Reject return' }));
    expect(within(returns).getByText('Enter the reason for rejecting the return.')).toBeInTheDocument();
    await user.click(within(returns).getByRole('button', { name: 'Approve return' }));
    expect(await findText('The return is now approved.')).toBeInTheDocument();
    await user.click(await within(returns).findByRole('button', { name: 'Mark received' }));
    expect(await findText('The return is now received.')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(
      within(form).getByText('The pieces of the received return are filled in, back in stock.'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Put Safi Terracotta Bowl back in stock')).toBeChecked();
    await user.type(within(form).getByLabelText(/Reason for the refund/), 'Returned cracked');
    await user.click(within(form).getByRole('button', { name: 'Refund 240 MAD' }));
    expect(await findText(`240 MAD refunded on order ${order.orderNumber}.`)).toBeInTheDocument();
    await waitFor(() => expect(returns).toHaveTextContent(/refunded/));
    const { data } = await service
      .from('return_requests')
      .select('status')
      .eq('order_id', order.id)
      .single()
      .throwOnError();
    expect(data.status).toBe('refunded');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline).toHaveTextContent(/Returns: asked for · by the shop.*Arrived damaged/);
    expect(timeline).toHaveTextContent(/Returns: approved · by the owner/);
  });
});
