import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MAX_RETURN_PHOTO_BYTES } from '@rules/return-photos';

import { lineKey, type CartLine } from '@/features/cart';
import { rememberPaypalAttempt } from '@/features/checkout';
import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { createTestCode, placeOrderWithCode } from '@/testing/promotions';
import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

async function placeOrder(paymentMethod: 'cod' | 'paypal') {
  const { data, error } = await supabase.functions.invoke<{ order_id: string; url: string }>(
    'create-checkout',
    {
      body: {
        items: [{ id: '11111111-1111-4111-8111-000000000015', quantity: 2, variant: {} }],
        currency: 'EUR',
        payment_method: paymentMethod,
        shipping_address: {
          name: 'Youssef Alaoui',
          email: 'youssef@example.ma',
          phone: '+212600000000',
          address: '3 Rue Talaa Kebira',
          city: 'Fes',
          postalCode: '30000',
          country: 'MA',
        },
      },
    },
  );
  if (error || !data) throw error ?? new Error('no order');
  return data;
}

/** The line of the orders placeOrder makes (2 jars), as the bag holds it. */
const marmalade: CartLine = {
  id: '11111111-1111-4111-8111-000000000015',
  title: 'Bitter Orange Marmalade',
  slug: 'bitter-orange-marmalade',
  price: 70,
  imageUrl: null,
  variant: {},
  quantity: 2,
  productType: 'jam',
  altText: null,
};

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
/** Where the order stands (thanks, saved, declined): under the page's own heading, which every order shares. */
const statusHeading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 10_000 });

/** The order's money summary, each term with its value, in the order the page shows them. */
const summary = () =>
  [...screen.getByText('Subtotal').closest('dl')!.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

signOutAfterEach();

describe('order confirmation', () => {
  // One service-role client for the file: a second one makes supabase-js warn.
  let service: ReturnType<typeof serviceClient>;
  beforeAll(() => {
    service = serviceClient();
  });

  /** Takes a cash-on-delivery order to the door, as the owner would (the service role stands in). */
  async function deliver(orderId: string) {
    for (const move of [
      { order_status: 'confirmed' },
      { order_status: 'processing' },
      { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM-7' },
      { order_status: 'delivered' },
    ]) {
      await service.from('orders').update(move).eq('id', orderId).throwOnError();
    }
  }

  it('shows the order: number, items, shipping details, statuses and totals', async () => {
    const { order_id } = await placeOrder('cod');
    renderRoute(`/order-confirmation/${order_id}`);
    expect(await statusHeading('Thank you for your order')).toBeInTheDocument();
    // The page's heading and lede are every order's (the prerendered shell paints them): one h1.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your order');
    expect(screen.getByText(/This page follows your order from payment to delivery/)).toBeInTheDocument();
    expect(screen.getAllByText(/^ZLJ-\d{6}$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Bitter Orange Marmalade')).toBeInTheDocument();
    // A piece in one size: no size, its one SKU.
    expect(screen.getByText('SKU: ZLJ-SPI-002')).toBeInTheDocument();
    expect(screen.queryByText(/^Size:/)).not.toBeInTheDocument();
    expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
    expect(screen.getByText(/3 Rue Talaa Kebira/)).toBeInTheDocument();
    // Payment pending (yellow); the order waits for the shop to confirm it (pending: grey).
    const [payment, status] = screen.getAllByText('pending');
    expect(payment).toHaveClass('bg-amber-100');
    expect(status).not.toHaveClass('bg-amber-100');
    expect(
      screen.getByText(
        'We have sent you a WhatsApp message: press Confirm there, or we will call you to confirm your order.',
      ),
    ).toBeInTheDocument();
    // 140 MAD + 45 MAD shipping, shown in MAD (this browser has not chosen another currency).
    expect(screen.getByText('185 MAD')).toBeInTheDocument();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: /Contact us/ })).toHaveAttribute('href', '/contact');
  });

  it("takes a code's discount off between the subtotal and the shipping, naming the code", async () => {
    const code = await createTestCode({ kind: 'percentage', value: 10 });
    const order = await placeOrderWithCode(code, 2);
    renderRoute(`/order-confirmation/${order.id}`);
    expect(await statusHeading('Thank you for your order')).toBeInTheDocument();
    // 2 × 240 MAD, 10 % off; the shipping to Fes is the zone's for the 432 MAD left. The TVA at 20 %
    // is inside what was paid: 72 in the 432 of bowls, 7.50 in the shipping.
    expect(summary()).toEqual([
      ['Subtotal', '480 MAD'],
      [`Discount (${code})`, '−48 MAD'],
      ['Shipping', '45 MAD'],
      ['Total', '477 MAD'],
      ['incl. TVA 20\u00a0%', '79.5 MAD'],
    ]);
  });

  it('shows free shipping from a code as the shipping being free, with no discount line', async () => {
    const code = await createTestCode({ kind: 'free_shipping' });
    const order = await placeOrderWithCode(code, 1);
    renderRoute(`/order-confirmation/${order.id}`);
    expect(await statusHeading('Thank you for your order')).toBeInTheDocument();
    expect(summary()).toEqual([
      ['Subtotal', '240 MAD'],
      ['Shipping', 'Free'],
      ['Total', '240 MAD'],
      ['incl. TVA 20\u00a0%', '40 MAD'],
    ]);
  });

  it('shows the timeline and the tracking link once the shop ships the order', async () => {
    const { order_id } = await placeOrder('cod');
    // The shop's steps, as the owner takes them (the service role stands in for the owner here).
    for (const [to, extra] of [
      ['confirmed', {}],
      ['processing', {}],
      [
        'shipped',
        { carrier: 'Amana', tracking_number: 'AM-5521', tracking_url: 'https://amana.ma/t?n=AM-5521' },
      ],
    ] as const) {
      const { error } = await service
        .from('orders')
        .update({ order_status: to, ...extra })
        .eq('id', order_id);
      if (error) throw error;
    }
    renderRoute(`/order-confirmation/${order_id}`);
    expect(await statusHeading('Thank you for your order')).toBeInTheDocument();
    expect(screen.getByText('On its way with Amana')).toBeInTheDocument();
    expect(screen.getByText('AM-5521')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your parcel with Amana' })).toHaveAttribute(
      'href',
      'https://amana.ma/t?n=AM-5521',
    );
    const history = await screen.findByRole('heading', { name: 'Order history' }, { timeout: 10_000 });
    const steps = within(history.closest('section')!).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')!.textContent)).toEqual([
      'Order placed',
      'Confirmed',
      'Being prepared',
      'Shipped',
    ]);
  });

  it('shows each refund, in the currency paid, and its place in the history', async () => {
    const { order_id } = await placeOrder('cod');
    await deliver(order_id);
    const { data: line } = await service
      .from('order_items')
      .select('id')
      .eq('order_id', order_id)
      .single()
      .throwOnError();
    await service
      .rpc('create_refund', {
        p_refund: {
          order_id,
          lines: [{ order_item_id: line.id, quantity: 1, restock: false }],
          reason: 'The lid of one jar was dented',
        },
      })
      .throwOnError();
    renderRoute(`/order-confirmation/${order_id}`);
    const refunds = await screen.findByRole('region', { name: 'Refunds' }, { timeout: 10_000 });
    // Cash on delivery is paid in dirhams: one jar of two at 70 MAD.
    expect(within(refunds).getByText('70 MAD refunded')).toBeInTheDocument();
    expect(within(refunds).getByText('Reason: The lid of one jar was dented')).toBeInTheDocument();
    expect(
      within(refunds)
        .getByText(/Bitter Orange Marmalade/)
        .closest('li'),
    ).toHaveTextContent('Bitter Orange Marmalade × 1');
    expect(screen.getAllByText('partially refunded').length).toBeGreaterThan(0);
    const history = await screen.findByRole('heading', { name: 'Order history' }, { timeout: 10_000 });
    const steps = within(history.closest('section')!).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')!.textContent).slice(-2)).toEqual([
      'Delivered',
      'Money refunded',
    ]);
  });

  it('lets a guest ask to return delivered pieces with the order’s e-mail, and shows where it stands', async () => {
    const user = userEvent.setup();
    const { order_id } = await placeOrder('cod');
    await deliver(order_id);
    renderRoute(`/order-confirmation/${order_id}`);
    const returns = await screen.findByRole('region', { name: 'Return pieces' }, { timeout: 10_000 });
    expect(within(returns).getByText(/^You can ask to return pieces until /)).toBeInTheDocument();
    const form = within(returns).getByRole('form', { name: 'Ask to return' });
    await user.click(within(form).getByRole('button', { name: 'Ask to return' }));
    expect(within(form).getByText('Choose at least one piece to return.')).toBeInTheDocument();
    expect(within(form).getByText('Choose why you are returning them.')).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText(/How many Bitter Orange Marmalade to return/), '1');
    await user.click(within(form).getByLabelText('It arrived damaged'));
    // A photo is checked as soon as it is chosen: a PDF or a 5 MB + 1 byte photo never leaves.
    const photo = within(form).getByLabelText(/^A photo/);
    fireEvent.change(photo, {
      target: { files: [new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' })] },
    });
    expect(photo).toHaveAccessibleDescription(
      /This file is not a photo: choose a JPEG, PNG or WebP image\.$/,
    );
    const tooLarge = new File([new Uint8Array(MAX_RETURN_PHOTO_BYTES + 1)], 'tagine.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(photo, { target: { files: [tooLarge] } });
    expect(photo).toHaveAccessibleDescription(/This photo is larger than 5 MB: choose a smaller one\.$/);
    expect(photo).toHaveValue('');
    await user.type(within(form).getByLabelText('The e-mail address of the order'), 'someone@else.ma');
    await user.click(within(form).getByRole('button', { name: 'Ask to return' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This e-mail is not the one of this order.',
    );

    await user.clear(within(form).getByLabelText('The e-mail address of the order'));
    await user.type(within(form).getByLabelText('The e-mail address of the order'), 'Youssef@example.ma');
    await user.click(within(form).getByRole('button', { name: 'Ask to return' }));
    expect(
      await within(returns).findByText(
        'Requested: we will answer within two working days.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const { data } = await service
      .from('return_requests')
      .select('status, reason')
      .eq('order_id', order_id)
      .throwOnError();
    expect(data).toEqual([{ status: 'requested', reason: 'damaged' }]);
  });

  it('explains a cancelled order and its reason', async () => {
    const { order_id } = await placeOrder('cod');
    const { error } = await service
      .from('orders')
      .update({ order_status: 'cancelled', cancel_reason: 'not confirmed' })
      .eq('id', order_id);
    if (error) throw error;
    renderRoute(`/order-confirmation/${order_id}`);
    expect(
      await screen.findByText('This order was cancelled: not confirmed.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Cancelled', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    // Answered here: a premium check still in flight at sign-out would warn inside the next test.
    stubSubscriptionCheck(false);
    await signUpTestUser('no-such-order');
    renderRoute('/order-confirmation/00000000-0000-4000-8000-000000000000');
    expect(await heading('Order Not Found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find the order you're looking for.")).toBeInTheDocument();
  });

  it('treats a malformed id as not found without asking the server', async () => {
    renderRoute('/order-confirmation/not-an-id');
    expect(await heading('Order Not Found')).toBeInTheDocument();
  });

  it('waits for a PayPal payment and explains a cancelled one with a way back to PayPal', async () => {
    const { order_id, url } = await placeOrder('paypal');
    rememberPaypalAttempt(order_id, url, []);
    renderRoute(`/order-confirmation/${order_id}?paypal=cancel&token=X`);
    expect(await statusHeading('Your order is saved')).toBeInTheDocument();
    expect(screen.getByText('Your PayPal payment was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with PayPal again' })).toHaveAttribute('href', url);
  });

  it('captures once on the return from PayPal and tidies the URL', async () => {
    const warn = vi.mocked(console.warn);
    const { order_id } = await placeOrder('paypal');
    const { router } = renderRoute(`/order-confirmation/${order_id}?paypal=return&token=NOTAPPROVED`);
    expect(await statusHeading('Your order is saved')).toBeInTheDocument();
    // Not approved on PayPal: nothing moves, the page keeps waiting.
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 10_000 });
    expect(screen.getByText('Waiting for your PayPal payment…')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(
      expect.stringContaining('PayPal capture failed'),
      expect.anything(),
    );
  });

  it('empties the bag of what a PayPal order bought only once it is paid', async () => {
    const { order_id, url } = await placeOrder('paypal');
    // One more jar added after the order was placed.
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...marmalade, quantity: 3 }]));
    sessionStorage.setItem(
      'zellij-checkout',
      JSON.stringify({ step: 2, form: { name: 'Youssef' }, placedOrderId: order_id }),
    );
    rememberPaypalAttempt(order_id, url, [{ key: lineKey(marmalade), quantity: 2 }]);

    const view = renderRoute(`/order-confirmation/${order_id}`);
    expect(await statusHeading('Your order is saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open PayPal again' })).toHaveAttribute('href', url);
    expect(screen.getByRole('link', { name: 'Bag: 3 items' })).toBeInTheDocument();
    view.unmount();

    const { error } = await service
      .from('orders')
      .update({ payment_status: 'paid', order_status: 'confirmed' })
      .eq('id', order_id);
    if (error) throw error;
    renderRoute(`/order-confirmation/${order_id}`);
    expect(await statusHeading('Thank you for your order')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bag: 1 item' })).toBeInTheDocument();
    expect(sessionStorage.getItem('zellij-checkout')).toBeNull();
  });

  it('stops waiting when the PayPal tab reports a cancel, and waits again on the retry', async () => {
    const { order_id, url } = await placeOrder('paypal');
    rememberPaypalAttempt(order_id, url, [{ key: lineKey(marmalade), quantity: 2 }]);
    renderRoute(`/order-confirmation/${order_id}`);
    expect(
      await screen.findByText('Waiting for your PayPal payment…', {}, { timeout: 10_000 }),
    ).toBeVisible();

    // The PayPal tab, back on ?paypal=cancel, notes the cancel in local storage; this tab hears it.
    const key = `zellij-paypal-attempt:${order_id}`;
    const cancelled = JSON.stringify({ ...JSON.parse(localStorage.getItem(key)!), cancelled: true });
    localStorage.setItem(key, cancelled);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue: cancelled })));
    expect(screen.getByText('Your PayPal payment was cancelled.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Pay with PayPal again' }));
    expect(screen.getByText('Waiting for your PayPal payment…')).toBeInTheDocument();
  });

  it('after a declined PayPal payment, keeps the bag and offers to try again', async () => {
    const { order_id, url } = await placeOrder('paypal');
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([marmalade]));
    rememberPaypalAttempt(order_id, url, [{ key: lineKey(marmalade), quantity: 2 }]);
    const { error } = await service
      .from('orders')
      .update({ payment_status: 'failed', order_status: 'cancelled', cancel_reason: 'payment failed' })
      .eq('id', order_id);
    if (error) throw error;
    renderRoute(`/order-confirmation/${order_id}`);
    expect(await statusHeading('Your payment did not go through')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was charged and this order is cancelled. Your bag still holds your pieces, so you can try again.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Bag: 2 items' })).toBeInTheDocument();
  });
});

describe("an account's order link", () => {
  let service: ReturnType<typeof serviceClient>;
  beforeAll(() => {
    service = serviceClient();
  });

  async function placeAccountOrder(userId: string) {
    const { data, error } = await service.rpc('place_order', {
      p_order: {
        items: [{ product_id: '11111111-1111-4111-8111-000000000015', quantity: 1, variant: {} }],
        currency: 'MAD',
        payment_method: 'cod',
        customer: { name: 'Salma Idrissi', email: 'salma@example.ma', phone: '+212612345678' },
        shipping_address: { address: '9 Derb Lalla', city: 'Rabat', country: 'MA' },
        user_id: userId,
      },
    });
    if (error) throw error;
    return (data as { id: string }).id;
  }

  it('asks a signed-out visitor to sign in and come back to it, and opens it for its customer only', async () => {
    const owner = await signUpTestUser('order-owner');
    const orderId = await placeAccountOrder(owner.user.id);
    await supabase.auth.signOut({ scope: 'local' });

    renderRoute(`/order-confirmation/${orderId}`);
    expect(await heading('Sign in to see your order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(`/order-confirmation/${orderId}`)}`,
    );
    cleanup();

    await signUpTestUser('someone-else');
    renderRoute(`/order-confirmation/${orderId}`);
    expect(await heading('Order Not Found')).toBeInTheDocument();
  });
});
