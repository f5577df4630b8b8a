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

/** A phone and e-mail of this test's own, so the customer's record counts only its orders. */
const someone = () => {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return { phone: `+2127${n}`, email: `door-${n}@example.com` };
};

/** A cash-on-delivery order of one Safi bowl, moved to shipped with the service role. */
async function shippedCodOrder(customer: { phone: string; email: string }) {
  const order = await placeSafiOrder(customer);
  for (const move of [
    { order_status: 'confirmed' },
    { order_status: 'processing' },
    { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM1' },
  ]) {
    await service.from('orders').update(move).eq('id', order.id).throwOnError();
  }
  return order;
}

describe('/owner: a parcel refused at the door', () => {
  it('marks a shipped cash order returned with its reason, keeps it off the shelf, and counts it', async () => {
    const user = userEvent.setup();
    await signInAsOwner();
    const customer = someone();
    const order = await shippedCodOrder(customer);
    renderRoute(`/owner/orders?order=${order.id}`);
    await screen.findByRole('heading', { name: `Order ${order.orderNumber}` }, { timeout: 10_000 });
    expect(await findText('No cash-on-delivery parcel delivered or refused yet')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Mark refused at the door' });
    await user.click(within(form).getByLabelText('Not reachable'));
    await user.click(within(form).getByLabelText(/Put the pieces back in stock/));
    await user.type(within(form).getByLabelText(/Note/), 'Box crushed');
    await user.click(within(form).getByRole('button', { name: 'Mark refused at the door' }));

    expect(await findText(`Order ${order.orderNumber} is now returned.`)).toBeInTheDocument();
    expect(await findText('This order is returned; it cannot change any more.')).toBeInTheDocument();
    const notes = await screen.findByRole('region', { name: 'Your notes' });
    expect(notes).toHaveTextContent('Not reachable; the pieces were kept off the shelf — Box crushed');
    await waitFor(() => expect(screen.getByText('1 refused of 1')).toBeInTheDocument());

    const { data } = await service
      .from('orders')
      .select('order_status, returned_reason, payment_status, stock_released_at')
      .eq('id', order.id)
      .single();
    expect(data).toEqual({
      order_status: 'returned',
      returned_reason: 'unreachable',
      payment_status: 'failed',
      stock_released_at: null,
    });
  });

  it('offers the move only for a shipped order', async () => {
    await signInAsOwner();
    const order = await placeSafiOrder(someone());
    renderRoute(`/owner/orders?order=${order.id}`);
    await screen.findByRole('heading', { name: `Order ${order.orderNumber}` }, { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Confirm order' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Mark refused at the door' })).not.toBeInTheDocument();
  });
});
