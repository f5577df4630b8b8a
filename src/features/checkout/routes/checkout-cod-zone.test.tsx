import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';
import { serviceClient } from '@/testing/test-users';

// A zone of its own (one city nobody else's test types), so the other checkout tests, which share
// this backend, keep the seeded zones while the owner edits this one.
const ZONE = `Tinghir test zone ${crypto.randomUUID().slice(0, 8)}`;
const CITY = 'Tinghir';

/** What the owner does in the dashboard: edit the zone's row. */
const setCodMax = async (max: number | null) => {
  await serviceClient().from('shipping_zones').update({ cod_max_mad: max }).eq('name', ZONE).throwOnError();
};

beforeAll(async () => {
  await serviceClient()
    .from('shipping_zones')
    .insert({
      name: ZONE,
      countries: ['MA'],
      cities: [CITY],
      price_mad: 30,
      delivery_days_min: 3,
      delivery_days_max: 5,
      cod_max_mad: 8000,
    })
    .throwOnError();
});
afterAll(async () => {
  await serviceClient().from('shipping_zones').delete().eq('name', ZONE).throwOnError();
});

// 10 large (360 MAD) and 5 medium (290 MAD) Safi bowls, made to order, + 30 MAD shipping = 5080 MAD:
// above the 5000 MAD the screen used to hard-code. The order quote prices them as the database does.
const large: CartLine = {
  id: '11111111-1111-4111-8111-000000000002',
  title: 'Safi Terracotta Bowl',
  slug: 'safi-terracotta-bowl',
  price: 360,
  imageUrl: null,
  variant: { size: 'large' },
  quantity: 10,
  productType: 'bowl',
  altText: null,
};
const pricey = [large, { ...large, price: 290, variant: { size: 'medium' }, quantity: 5 }];

async function reachPayment() {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(pricey));
  renderRoute('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 });
  await userEvent.type(screen.getByLabelText(/Full name/), 'Amina Benali');
  await userEvent.type(screen.getByLabelText(/Email/), 'amina@example.ma');
  await userEvent.type(screen.getByLabelText(/Phone/), '+212 612 345 678');
  await userEvent.type(screen.getByLabelText(/Address/), '12 Derb Sidi Ahmed');
  await userEvent.type(screen.getByLabelText(/City/), CITY);
  const summary = screen.getByRole('region', { name: 'Your order' });
  expect(await within(summary).findByText(`(${ZONE})`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('group', { name: 'Payment method' });
  return screen.getByRole('radio', { name: /Cash on Delivery/ });
}

describe('checkout: cash on delivery as the zone offers it', () => {
  it('offers it above 5,000 MAD where the owner raised the zone to 8,000 MAD', async () => {
    const cod = await reachPayment();
    expect(cod).toBeEnabled();
    expect(cod).not.toHaveAccessibleDescription();
    await userEvent.click(cod);
    expect(cod).toBeChecked();
  });

  it('follows the owner’s next change to the row, with no rebuild: a lowered maximum', async () => {
    await setCodMax(4000);
    const cod = await reachPayment();
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(
      'Cash on delivery is available for orders up to 4,000 MAD. Please choose PayPal.',
    );
  });

  it('does not offer it once the owner empties the zone’s maximum', async () => {
    await setCodMax(null);
    const cod = await reachPayment();
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(
      'Cash on delivery is not offered for this address. Please choose PayPal.',
    );
    expect(screen.getByRole('radio', { name: /^PayPal/ })).toBeEnabled();
  });
});
