import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';
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

const greenBowl: CartLine = {
  ...bowl,
  id: '11111111-1111-4111-8111-000000000003', // Tamegroute Green Bowl: 2 left
  title: 'Tamegroute Green Bowl',
  slug: 'tamegroute-green-bowl',
  variant: { size: 'small' },
  quantity: 1,
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

  it('keeps quantities within the stock left and the per-order limit, and says so', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([greenBowl, { ...jam, quantity: MAX_QUANTITY_PER_ITEM + 3 }]),
    );
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' }, { timeout: 10_000 });
    const bowlLine = within(lines).getByRole('link', { name: 'Tamegroute Green Bowl' }).closest('li')!;
    const jamLine = within(lines).getByRole('link', { name: 'Fig and Anise Jam' }).closest('li')!;

    expect(await within(bowlLine).findByText('Only 2 left', {}, { timeout: 10_000 })).toBeInTheDocument();
    const plus = within(bowlLine).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    const group = within(bowlLine).getByRole('group', { name: 'Quantity of Tamegroute Green Bowl' });
    expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(plus).toBeDisabled();

    expect(
      await within(jamLine).findByText(
        `You can order at most ${MAX_QUANTITY_PER_ITEM} of one item, so your bag now holds ${MAX_QUANTITY_PER_ITEM}.`,
      ),
    ).toBeInTheDocument();
    expect(within(jamLine).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!) as CartLine[];
    expect(saved.map((l) => l.quantity)).toEqual([2, MAX_QUANTITY_PER_ITEM]);
  });

  it('brings a line above the stock down to what is left', async () => {
    const greenBowl: CartLine = {
      ...bowl,
      id: '11111111-1111-4111-8111-000000000003',
      title: 'Tamegroute Green Bowl',
      slug: 'tamegroute-green-bowl',
      variant: { size: 'medium' },
      quantity: 5,
    };
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([greenBowl]));
    renderRoute('/cart');
    expect(
      await screen.findByText('Only 2 left, so your bag now holds 2.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bag: 2 items' })).toBeInTheDocument();
  });

  it('takes a typed quantity, brought within the stock left with the reason said', async () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([greenBowl, jam]));
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' }, { timeout: 10_000 });
    const bowlLine = within(lines).getByRole('link', { name: 'Tamegroute Green Bowl' }).closest('li')!;
    const jamLine = within(lines).getByRole('link', { name: 'Fig and Anise Jam' }).closest('li')!;
    await within(bowlLine).findByText('Only 2 left', {}, { timeout: 10_000 });

    const bowlField = within(bowlLine).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(bowlField);
    await userEvent.type(bowlField, '12{Enter}');
    expect(bowlField).toHaveValue('2');
    expect(within(bowlLine).getByRole('status')).toHaveTextContent('Only 2 left, so the quantity is 2.');

    const jamField = within(jamLine).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(jamField);
    await userEvent.type(jamField, '25{Enter}');
    expect(jamField).toHaveValue(String(MAX_QUANTITY_PER_ITEM));
    expect(within(jamLine).getByRole('status')).toHaveTextContent(
      `You can order at most ${MAX_QUANTITY_PER_ITEM} of one item, so the quantity is ${MAX_QUANTITY_PER_ITEM}.`,
    );
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!) as CartLine[];
    expect(saved.map((l) => l.quantity)).toEqual([2, MAX_QUANTITY_PER_ITEM]);
    expect(screen.getByRole('link', { name: `Bag: ${2 + MAX_QUANTITY_PER_ITEM} items` })).toBeInTheDocument();
  });
});
