import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { createTestCode } from '@/testing/promotions';
import { renderRoute } from '@/testing/render-route';

import type { CartLine } from '../cart-line';

/** A small Safi bowl: 240 MAD, made to order (the database's price; the bag saved the same). */
const safi: CartLine = {
  id: '11111111-1111-4111-8111-000000000002',
  title: 'Safi Terracotta Bowl',
  slug: 'safi-terracotta-bowl',
  price: 240,
  imageUrl: null,
  variant: { size: 'small' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
};

async function openBag(path = '/cart', heading = 'Your Cart') {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([safi]));
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return view;
}

const summaryOf = (name = 'Order summary') => screen.getByRole('region', { name });

async function apply(code: string, field = 'Promotion code', button = 'Apply') {
  await userEvent.type(screen.getByRole('textbox', { name: field }), code);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the bag’s promotion code', () => {
  it('takes a code off the total, keeps it through a reload and to the checkout, and gives it back', async () => {
    const code = await createTestCode({ kind: 'percentage', value: 10, title: 'Ten percent off' });
    const { unmount } = await openBag();
    const summary = summaryOf();
    expect(within(summary).getAllByText('240 MAD')).toHaveLength(2);

    // Typed as a shopper may: lower case, with the spaces of a paste.
    await apply(` ${code.toLowerCase()} `);
    const remove = within(summary).getByRole('button', { name: `Remove the code ${code.toLowerCase()}` });
    expect(remove).toHaveFocus();
    expect(await within(summary).findByText(`The code ${code} is applied.`)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(summary).getByText(`Discount (${code})`)).toBeInTheDocument();
    expect(within(summary).getByText('Ten percent off')).toBeInTheDocument();
    expect(within(summary).getByText('−24 MAD')).toBeInTheDocument();
    // 240 - 24: shipping waits for the city, at the checkout.
    expect(within(summary).getByText('216 MAD')).toBeInTheDocument();
    expect(within(summary).getByText('Calculated at checkout')).toBeInTheDocument();
    expect(localStorage.getItem('zellij-promotion-code')).toBe(code.toLowerCase());

    // A reload: the code is still the bag's.
    unmount();
    const { router } = renderRoute('/cart');
    const again = await screen.findByRole('region', { name: 'Order summary' }, { timeout: 10_000 });
    expect(await within(again).findByText('216 MAD')).toBeInTheDocument();

    // And at the checkout: the same discount, with the shipping for the address.
    await userEvent.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const checkout = await screen.findByRole('region', { name: 'Your order' }, { timeout: 10_000 });
    expect(await within(checkout).findByText(`Discount (${code})`)).toBeInTheDocument();
    // 240 - 24 + 45 MAD (rest of Morocco, under its 500 MAD threshold).
    expect(await within(checkout).findByText('261 MAD')).toBeInTheDocument();

    await userEvent.click(within(checkout).getByRole('button', { name: /^Remove the code/ }));
    expect(within(checkout).getByRole('textbox', { name: 'Promotion code' })).toHaveFocus();
    expect(await within(checkout).findByText('285 MAD')).toBeInTheDocument();
    expect(within(checkout).queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(localStorage.getItem('zellij-promotion-code')).toBeNull();
  });

  it('says why an unknown code does not apply, and keeps it on show until it is removed', async () => {
    await openBag();
    const summary = summaryOf();
    await apply('NO-SUCH-CODE');
    expect(await within(summary).findByText('There is no promotion code NO-SUCH-CODE.')).toHaveAttribute(
      'role',
      'status',
    );
    const remove = within(summary).getByRole('button', { name: 'Remove the code NO-SUCH-CODE' });
    expect(remove).toHaveAccessibleDescription('There is no promotion code NO-SUCH-CODE.');
    expect(within(summary).queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(within(summary).getAllByText('240 MAD')).toHaveLength(2);

    await userEvent.click(remove);
    expect(within(summary).getByRole('textbox', { name: 'Promotion code' })).toHaveFocus();
    expect(within(summary).queryByText(/NO-SUCH-CODE/)).not.toBeInTheDocument();
  });

  it('asks for a code when Apply finds the field empty', async () => {
    await openBag();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByRole('textbox', { name: 'Promotion code' });
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a code.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a code.');
    expect(field).toHaveFocus();
    expect(localStorage.getItem('zellij-promotion-code')).toBeNull();
  });

  it('tells how much more the code needs, and makes shipping free where a code says so', async () => {
    const needsMore = await createTestCode({ kind: 'percentage', value: 10, min_subtotal_mad: 300 });
    await openBag();
    const summary = summaryOf();
    await apply(needsMore);
    expect(
      await within(summary).findByText(`The code ${needsMore} needs 60 MAD more in your bag.`),
    ).toBeInTheDocument();

    const freeShipping = await createTestCode({ kind: 'free_shipping', title: 'Delivery on us' });
    await userEvent.click(within(summary).getByRole('button', { name: /^Remove the code/ }));
    await apply(freeShipping);
    expect(await within(summary).findByText(`Discount (${freeShipping})`)).toBeInTheDocument();
    expect(within(summary).getByText('Free shipping')).toBeInTheDocument();
    const shipping = within(summary).getByText('Shipping').closest('div')!;
    expect(within(shipping).getByText('Free')).toBeInTheDocument();
    expect(within(summary).getAllByText('240 MAD')).toHaveLength(2);
  });

  it('words a refusal in French', async () => {
    await openBag('/fr/cart', 'Votre panier');
    await apply('PAS-DE-CODE', 'Code promo', 'Appliquer');
    const french = summaryOf('Récapitulatif de la commande');
    expect(await within(french).findByText('Le code promo PAS-DE-CODE n’existe pas.')).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Retirer le code PAS-DE-CODE' })).toBeInTheDocument();
  });

  it('words a refusal in Arabic, with the code as typed', async () => {
    await openBag('/ar/cart', 'سلة التسوق');
    await apply('LA-RAMZ', 'الرمز الترويجي', 'تطبيق');
    const arabic = summaryOf('ملخص الطلب');
    expect(await within(arabic).findByText('لا يوجد رمز ترويجي LA-RAMZ.')).toBeInTheDocument();
  });
});
