import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';
import { renderRoute } from '@/testing/render-route';

import type { CartLine } from '../cart-line';

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

const bowl: CartLine = {
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 240, // the medium's price
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
  id: '11111111-1111-4111-8111-000000000003', // Tamegroute Green Bowl: 2 small ones left
  title: 'Tamegroute Green Bowl',
  slug: 'tamegroute-green-bowl',
  variant: { size: 'small' },
  quantity: 1,
};

describe('cart page', () => {
  it('offers a way on when the cart is empty', async () => {
    renderRoute('/cart');
    // The page's heading is every visitor's (its prerendered shell paints it); the empty bag is under it.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your Cart is Empty' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
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
    expect(within(summary).getAllByText('390 MAD')).toHaveLength(2);

    await userEvent.click(within(bowlLine).getByRole('button', { name: 'Increase quantity' }));
    expect(within(summary).getAllByText('630 MAD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Bag: 4 items' })).toBeInTheDocument();

    await userEvent.click(within(bowlLine).getByRole('button', { name: 'Remove Fes Blue Tea Bowl' }));
    expect(within(lines).queryByText('Fes Blue Tea Bowl')).not.toBeInTheDocument();
    expect(within(summary).getAllByText('150 MAD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows what a size costs now when the bag saved another price, and remembers its variant', async () => {
    // A bag saved before sizes had their own prices: the medium at the product's old 180 MAD.
    const medium = await variantId('ZLJ-CER-001-M');
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ ...bowl, price: 180 }]));
    const { queryClient } = renderRoute('/cart');
    const summary = await screen.findByRole('region', { name: 'Order summary' }, { timeout: 10_000 });
    await waitFor(() => expect(within(summary).getAllByText('240 MAD')).toHaveLength(2));
    const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!) as CartLine[];
    // The order quote may price the line before the stock read has brought the saved line up to date.
    await waitFor(() => expect(saved()).toEqual([{ ...bowl, price: 240, variantId: medium }]));
    // The line now names its variant, so the stock is read once more for it: let that settle.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(saved()).toEqual([{ ...bowl, price: 240, variantId: medium }]);
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

  it('brings a line above the stock of its size down to what is left', async () => {
    // The large Fes bowl: 3 left, while the small and medium ones have more.
    const large: CartLine = {
      ...bowl,
      variantId: await variantId('ZLJ-CER-001-L'),
      price: 320,
      variant: { size: 'large' },
      quantity: 5,
    };
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([large]));
    renderRoute('/cart');
    expect(
      await screen.findByText('Only 3 left, so your bag now holds 3.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bag: 3 items' })).toBeInTheDocument();
  });

  it('gives each size its own stock and its own per-order limit, a bag saved before sizes included', async () => {
    const safi = {
      ...bowl,
      id: '11111111-1111-4111-8111-000000000002', // Safi Terracotta Bowl: made to order in every size
      title: 'Safi Terracotta Bowl',
      slug: 'safi-terracotta-bowl',
    };
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        // Saved before sizes had their own rows (no variant id): the small one has 2 left, the medium none.
        greenBowl,
        { ...greenBowl, variant: { size: 'medium' }, price: 420 },
        { ...safi, variantId: await variantId('ZLJ-CER-002-S'), variant: { size: 'small' }, quantity: 10 },
        { ...safi, variantId: await variantId('ZLJ-CER-002-M'), variant: { size: 'medium' }, quantity: 9 },
        // A size the shop has since deleted.
        { ...bowl, variantId: crypto.randomUUID() },
      ] satisfies CartLine[]),
    );
    renderRoute('/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' }, { timeout: 10_000 });
    const [greenSmall, greenMedium, safiSmall, safiMedium, gone] = within(lines).getAllByRole('listitem');
    expect(await within(greenSmall!).findByText('Only 2 left', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(greenMedium!).getByText('Sold out: please remove it to check out')).toBeInTheDocument();
    expect(within(gone!).getByText('Sold out: please remove it to check out')).toBeInTheDocument();

    // Ten small bowls take nothing from the medium ones: each size may have ten.
    expect(within(safiSmall!).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(within(safiMedium!).getByRole('button', { name: 'Increase quantity' }));
    expect(within(safiMedium!).getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');
    expect(within(safiMedium!).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(within(lines).queryByText(/so your bag now holds/)).not.toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart)!) as CartLine[];
    expect(saved.map((l) => l.quantity)).toEqual([1, 1, 10, 10, 1]);
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
