import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { STORAGE_KEYS } from '@/lib/constants';
import { createTestCode, placeOrderWithCode } from '@/testing/promotions';
import { pageAnnounced, renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

/** Safi bowls are made to order: the orders placed here take no stock other tests count on. */
const safi = (size: 'small' | 'medium' | 'large', quantity: number): CartLine => ({
  id: '11111111-1111-4111-8111-000000000002',
  title: 'Safi Terracotta Bowl',
  slug: 'safi-terracotta-bowl',
  price: { small: 240, medium: 290, large: 360 }[size],
  imageUrl: null,
  variant: { size },
  quantity,
  productType: 'bowl',
  altText: null,
});

const CODE_KEY = 'zellij-promotion-code';

/** The checkout with this bag and the code already applied in the bag. */
async function openCheckout(
  lines: CartLine[],
  code: string | null,
  path = '/checkout',
  heading = 'Checkout',
) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
  if (code) localStorage.setItem(CODE_KEY, code);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}

async function fillShipping(email = 'amina@example.ma') {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Amina Benali');
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Phone/), '+212 612 345 678');
  await userEvent.type(screen.getByLabelText(/Address/), '12 Derb Sidi Ahmed');
  await userEvent.type(screen.getByLabelText(/City/), 'Fes');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('group', { name: 'Payment method' });
}

/** The confirmation page once it has read everything (its timeline comes last): the order's id. */
async function confirmedOrderId(router: ReturnType<typeof renderRoute>['router']) {
  await waitFor(
    () => expect(router.state.location.pathname).toMatch(/^\/order-confirmation\/[0-9a-f-]{36}$/),
    { timeout: 15_000 },
  );
  await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' }, { timeout: 10_000 });
  await screen.findByRole('heading', { name: 'Order history' }, { timeout: 10_000 });
  await pageAnnounced();
  return router.state.location.pathname.split('/').pop()!;
}

async function placedOrder(id: string) {
  const { data } = await serviceClient()
    .from('orders')
    .select('subtotal, discount, shipping, total, promotion_codes')
    .eq('id', id)
    .single()
    .throwOnError();
  return data;
}

describe('checkout with a promotion code', () => {
  it('shows the discount on the line and in the total, and places the order with the code', async () => {
    const code = await createTestCode({ kind: 'percentage', value: 10, title: 'Ten percent off' });
    const { router } = await openCheckout([safi('small', 1)], code);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText(`The code ${code} is applied.`)).toBeInTheDocument();
    const line = within(summary).getByText('Safi Terracotta Bowl').closest('li')!;
    expect(within(line).getByText('216 MAD')).toBeInTheDocument();
    expect(line.querySelector('s')).toHaveTextContent('Before the discount: 240 MAD');
    expect(within(summary).getByText('−24 MAD')).toBeInTheDocument();
    // 240 - 24 + 45 MAD shipping (rest of Morocco: the discounted 216 MAD is under its 500 MAD).
    expect(within(summary).getByText('261 MAD')).toBeInTheDocument();

    await fillShipping();
    // PayPal's note charges the discounted total: 261 MAD = 23.727... EUR -> €23.73.
    await userEvent.click(screen.getByRole('radio', { name: /^PayPal/ }));
    expect(
      await screen.findByText('PayPal does not take dirhams: the 261 MAD total is charged as €23.73 (EUR).'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // create-checkout was sent the code: the order has its discount and names it.
    expect(await placedOrder(await confirmedOrderId(router))).toEqual({
      subtotal: 240,
      discount: 24,
      shipping: 45,
      total: 261,
      promotion_codes: [code],
    });
    // The order took the bag, and the code with it.
    expect(localStorage.getItem(CODE_KEY)).toBeNull();
  });

  it('lets cash on delivery through when the discount brings the total under the zone’s maximum', async () => {
    // 10 large + 5 medium Safi bowls: 5,050 MAD, above the 5,000 MAD of cash on delivery in Morocco;
    // 10 % off: 4,545 MAD (shipping free from 500 MAD).
    const code = await createTestCode({ kind: 'percentage', value: 10 });
    await openCheckout([safi('large', 10), safi('medium', 5)], code);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText('4,545 MAD')).toBeInTheDocument();
    await fillShipping();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeEnabled();
  });

  it('leaves a code the quote refuses out of the order, which is charged as the summary says', async () => {
    const code = await createTestCode({ kind: 'fixed', value: 50, min_subtotal_mad: 1000 });
    const { router } = await openCheckout([safi('medium', 2)], code);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(
      await within(summary).findByText(`The code ${code} needs 420 MAD more in your bag.`),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: `Remove the code ${code}` })).toBeInTheDocument();
    // 2 x 290 MAD (the line, the subtotal, the total), free shipping from 500 MAD.
    expect(within(summary).getAllByText('580 MAD')).toHaveLength(3);
    await fillShipping();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await placedOrder(await confirmedOrderId(router))).toMatchObject({
      discount: 0,
      total: 580,
      promotion_codes: [],
    });
  });

  it('shows create-checkout’s refusal of the code and keeps the bag', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // One use per customer, already made by this shopper: only the order can tell (the quote knows no one).
    const email = `amina-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    const code = await createTestCode({ kind: 'percentage', value: 10, usage_limit_per_customer: 1 });
    await placeOrderWithCode(code, 1, email);
    await openCheckout([safi('small', 1)], code);
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText(`The code ${code} is applied.`)).toBeInTheDocument();
    await fillShipping(email);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText(`You have already used the code ${code}.`, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(error).toHaveBeenCalledWith('Checkout failed:', expect.any(Error));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
    expect(localStorage.getItem(CODE_KEY)).toBe(code);
  });

  it('says in French why a code does not apply', async () => {
    await openCheckout([safi('small', 1)], 'CODE-INCONNU', '/fr/checkout', 'Paiement');
    const summary = screen.getByRole('region', { name: 'Votre commande' });
    expect(await within(summary).findByText('Le code promo CODE-INCONNU n’existe pas.')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Retirer le code CODE-INCONNU' })).toBeInTheDocument();
  });
});
