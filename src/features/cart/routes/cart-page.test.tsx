import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

import type { CartLine } from '../cart-line';

const bowl: CartLine = {
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: 'products/fes-blue-tea-bowl.webp',
  variant: { size: 'medium' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
};
const jam: CartLine = {
  ...bowl,
  id: '11111111-1111-4111-8111-000000000014',
  title: 'Fig and Anise Jam',
  slug: 'fig-and-anise-jam',
  price: 75,
  variant: {},
  quantity: 2,
};

describe('cart page', () => {
  it('offers a way on when the cart is empty', async () => {
    renderRoute('/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Cart is Empty' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Collections' })).toHaveAttribute('href', '/collections');
  });

  it('lists lines with variant, price and quantity controls, and sums them up', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([bowl, jam]));
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' }, { timeout: 10_000 });
    const bowlLine = within(lines).getByRole('link', { name: 'Fes Blue Tea Bowl' }).closest('li')!;
    expect(within(bowlLine).getByText('Size: Medium 18cm')).toBeInTheDocument();
    expect(within(bowlLine).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Calculated at checkout')).toBeInTheDocument();
    expect(within(summary).getAllByText('330 MAD')).toHaveLength(2);

    await userEvent.click(within(bowlLine).getByRole('button', { name: 'Increase quantity' }));
    expect(within(summary).getAllByText('510 MAD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bag: 4 items' })).toBeInTheDocument();

    await userEvent.click(within(bowlLine).getByRole('button', { name: 'Remove Fes Blue Tea Bowl' }));
    expect(within(lines).queryByText('Fes Blue Tea Bowl')).not.toBeInTheDocument();
    expect(within(summary).getAllByText('150 MAD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });
});
