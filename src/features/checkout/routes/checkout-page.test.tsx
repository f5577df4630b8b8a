import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { STORAGE_KEYS } from '@/lib/constants';
import { waitForToastAnnouncement } from '@/components/ui/toast-testing';
import { getSupabase } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: null,
  variant: { size: 'small' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
  ...overrides,
});

/** A seeded size's id, as the product page puts it on the line (variant ids are not fixed in the seed). */
async function variantId(sku: string) {
  const supabase = await getSupabase();
  const { data } = await supabase
    .from('product_variants')
    .select('id')
    .eq('sku', sku)
    .single()
    .throwOnError();
  return data.id;
}

/** The Safi bowl is made to order: the orders placed here take no stock other tests count on. */
const safiSmall = async (quantity: number): Promise<CartLine> =>
  line({
    id: '11111111-1111-4111-8111-000000000002',
    variantId: await variantId('ZLJ-CER-002-S'),
    title: 'Safi Terracotta Bowl',
    slug: 'safi-terracotta-bowl',
    price: 240,
    quantity,
  });

async function openCheckout(lines: CartLine[]) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 });
  return view;
}

async function fillShipping({ phone = '+212 612 345 678', city = 'Fes', country = 'MA' } = {}) {
  await userEvent.type(screen.getByLabelText(/Full name/), 'Amina Benali');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.ma');
  await userEvent.type(screen.getByLabelText(/Phone/), phone);
  await userEvent.type(screen.getByLabelText(/Address/), '12 Derb Sidi Ahmed');
  await userEvent.type(screen.getByLabelText(/City/), city);
  await userEvent.selectOptions(screen.getByLabelText(/Country/), country);
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('group', { name: 'Payment method' });
}

describe('checkout', () => {
  it('sends an empty cart back to the cart page', async () => {
    renderRoute('/checkout');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart is Empty' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
  });

  it('names the missing required fields and defaults the country to Morocco', async () => {
    await openCheckout([line()]);
    expect(screen.getByLabelText(/Country/)).toHaveValue('MA');
    expect(screen.getByLabelText(/Country/)).toHaveDisplayValue('Morocco');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('placeholder', '06 12 34 56 78');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    await userEvent.type(screen.getByLabelText(/City/), 'Fes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // The first toast of the file loads the toast viewport: more than the default second on a busy machine.
    expect(await screen.findByText('Missing Information', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Please fill in: name, email, phone, address')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the zone quote and delivery days for the address before the order is placed', async () => {
    await openCheckout([line()]);
    const summary = screen.getByRole('region', { name: 'Your order' });
    // 180 MAD in Morocco, no city yet: the rest-of-Morocco zone, 45 MAD under its 500 MAD threshold.
    expect(await within(summary).findByText('45 MAD')).toBeInTheDocument();
    expect(within(summary).getByText('225 MAD')).toBeInTheDocument();
    expect(within(summary).getByText('(Rest of Morocco)')).toBeInTheDocument();
    expect(within(summary).getByText(/2–4 days/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/City/), 'Casablanca');
    expect(await within(summary).findByText('205 MAD')).toBeInTheDocument();
    expect(within(summary).getByText(/1–2 days/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Country/), 'FR');
    expect(await within(summary).findByText('330 MAD')).toBeInTheDocument();
    expect(within(summary).getByText('(Europe)')).toBeInTheDocument();
    expect(within(summary).getByText(/Free shipping to Europe on orders from 2,000 MAD/)).toBeInTheDocument();
  });

  it('explains an invalid phone number on Continue', async () => {
    await openCheckout([line()]);
    await userEvent.type(screen.getByLabelText(/Full name/), 'Amina Benali');
    await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.ma');
    await userEvent.type(screen.getByLabelText(/Phone/), '0612');
    await userEvent.type(screen.getByLabelText(/Address/), '12 Derb Sidi Ahmed');
    await userEvent.type(screen.getByLabelText(/City/), 'Fes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(
      screen.getByText(/Please enter a valid phone number for the delivery country/),
    ).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not offer cash on delivery where the zone has none (the seeded zones abroad), and says so', async () => {
    await openCheckout([line()]);
    await fillShipping({ phone: '+33 6 12 34 56 78', city: 'Lyon', country: 'FR' });
    // Until the quote for France is in, the zone on screen is the one for Morocco typed before it.
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(await within(summary).findByText('(Europe)')).toBeInTheDocument();
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(
      'Cash on delivery is not offered for this address. Please choose PayPal.',
    );
    expect(screen.getByRole('radio', { name: /^PayPal/ })).toBeEnabled();
  });

  it('refuses cash on delivery above the seeded zone’s 5,000 MAD', async () => {
    // What the database charges, not what the bag saved: 10 large and 5 medium Safi bowls, 5,050 MAD.
    const safi = { ...(await safiSmall(10)), variantId: undefined, price: 360, variant: { size: 'large' } };
    await openCheckout([safi, { ...safi, price: 290, variant: { size: 'medium' }, quantity: 5 }]);
    await fillShipping();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
    expect(screen.getByText(/available for orders up to 5,000 MAD/)).toBeInTheDocument();
  });

  it('asks for a payment method, goes back to step 1 keeping the form, and places a cash-on-delivery order', async () => {
    const { router } = await openCheckout([await safiSmall(3)]);
    await fillShipping();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment Method Required')).toBeInTheDocument();
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    await waitForToastAnnouncement();

    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Amina Benali');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await userEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/order-confirmation\/[0-9a-f-]{36}$/),
      { timeout: 15_000 },
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thank you for your order' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have sent you a WhatsApp message: press Confirm there, or we will call you to confirm your order.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Size: Small 15cm')).toBeInTheDocument();
    expect(screen.getByText('SKU: ZLJ-CER-002-S')).toBeInTheDocument();
    // 3 x 240 = 720 MAD: free shipping.
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toEqual([]);
    // The order took the variant the bag named (read once the page has its timeline, its last part).
    await screen.findByRole('heading', { name: 'Order history' }, { timeout: 10_000 });
    const { data: items } = await serviceClient()
      .from('order_items')
      .select('variant_id, sku, variant_info, quantity')
      .eq('order_id', router.state.location.pathname.split('/').pop()!)
      .throwOnError();
    expect(items).toEqual([
      {
        variant_id: await variantId('ZLJ-CER-002-S'),
        sku: 'ZLJ-CER-002-S',
        variant_info: { size: 'small' },
        quantity: 3,
      },
    ]);
  });

  it("shows the server's reason when it refuses the order", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openCheckout([
      line({
        id: '11111111-1111-4111-8111-000000000023',
        title: 'Tea Ceremony Gift Set',
        price: 640,
        variant: {},
        // 4 left; 7 x 640 MAD stays within cash on delivery's 5,000 MAD.
        quantity: 7,
      }),
    ]);
    await fillShipping();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Payment Error', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText(/only 4 of .*Tea Ceremony Gift Set.* left/)).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(error).toHaveBeenCalledWith('Checkout failed:', expect.any(Error));
    // Nothing was ordered: the cart is intact.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
  });

  it('says so, in the page’s words, when a size in the bag is no longer sold', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A size deleted since it went into the bag: its product and size alone would still be on sale.
    await openCheckout([line({ variantId: crypto.randomUUID() })]);
    await fillShipping();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // The sentence itself: the toast of the refusal before may still be on screen.
    expect(
      await screen.findByText(
        'A size in your cart is no longer sold. Please remove it and try again.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Payment Error')).toBeInTheDocument();
    await waitForToastAnnouncement();
    expect(error).toHaveBeenCalledWith('Checkout failed:', expect.any(Error));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!)).toHaveLength(1);
  });
});

describe('checkout: what PayPal will charge', () => {
  it('tells a shopper who chose MAD that PayPal charges the euro figure, before they pay', async () => {
    // 295 MAD + 45 MAD shipping = 340 MAD = 30.909... EUR -> €30.91 (half-up to the cent).
    await openCheckout([line({ price: 295, variant: {} })]);
    await fillShipping();
    await userEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(
      await screen.findByText('PayPal does not take dirhams: the 340 MAD total is charged as €30.91 (EUR).'),
    ).toBeInTheDocument();
  });
});
