import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CartLine } from '@/features/cart';
import { STORAGE_KEYS } from '@/lib/constants';
import { getSupabase } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { CHECKOUT_DRAFT_KEY } from '../placed-draft';

const FES_BLUE_TEA_BOWL = '11111111-1111-4111-8111-000000000001';
const BITTER_ORANGE_MARMALADE = '11111111-1111-4111-8111-000000000015';
const bowl: CartLine = {
  id: FES_BLUE_TEA_BOWL,
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: null,
  variant: { size: 'small' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
};

signOutAfterEach();

async function openCheckout() {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([bowl]));
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 });
  return view;
}

const value = (label: RegExp) => screen.getByLabelText(label);

describe('checkout form kept across reloads', () => {
  it('comes back on step 2 after a reload, with the method chosen and the form as typed', async () => {
    await openCheckout();
    await userEvent.type(value(/Full name/), 'Amina Benali');
    await userEvent.type(value(/Email/), 'amina@example.ma');
    await userEvent.type(value(/Phone/), '06 12 34 56 78');
    await userEvent.type(value(/Address/), '12 Derb Sidi Ahmed');
    await userEvent.type(value(/City/), 'Fes');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Cash on Delivery/ }));

    // A reload: the page and its state go, session storage stays.
    cleanup();
    await openCheckout();
    expect(await screen.findByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(value(/Full name/)).toHaveValue('Amina Benali');
    expect(value(/Phone/)).toHaveValue('06 12 34 56 78');
    expect(value(/City/)).toHaveValue('Fes');
  });

  it('opens step 1 when a reloaded draft is not complete', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ step: 2, form: { name: 'Amina', email: 42 }, method: 'bitcoin' }),
    );
    await openCheckout();
    expect(value(/Full name/)).toHaveValue('Amina');
    expect(value(/Email/)).toHaveValue('');
    expect(value(/Country/)).toHaveValue('MA');
  });
});

describe('checkout prefilled for a signed-in customer', () => {
  it("fills the blanks from the customer's last order, keeps what is typed, and forgets it on sign-out", async () => {
    // The premium check is not what this is about (and may race the sign-out below).
    const check = stubSubscriptionCheck(false);
    const session = await signUpTestUser('prefill');
    const { error } = await serviceClient().rpc('place_order', {
      p_order: {
        // The marmalade: a held tea bowl would change the stock the product page's tests read.
        items: [{ product_id: BITTER_ORANGE_MARMALADE, quantity: 1, variant: {} }],
        currency: 'MAD',
        payment_method: 'paypal',
        customer: { name: 'Youssef Alaoui', email: 'youssef@example.ma', phone: '+33612345678' },
        shipping_address: { address: '4 Rue de la Paix', city: 'Lyon', postalCode: '69001', country: 'FR' },
        user_id: session.user.id,
      },
    });
    if (error) throw error;
    // Typed before the page knew who was here: it stays.
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ step: 1, form: { name: 'Y. Alaoui' } }));

    await openCheckout();
    await waitFor(() => expect(value(/Email/)).toHaveValue('youssef@example.ma'), { timeout: 10_000 });
    // Its answer lands inside act() rather than in the middle of the steps below.
    await check.settle();
    expect(value(/Full name/)).toHaveValue('Y. Alaoui');
    expect(value(/Phone/)).toHaveValue('+33612345678');
    expect(value(/Address/)).toHaveValue('4 Rue de la Paix');
    expect(value(/City/)).toHaveValue('Lyon');
    expect(value(/Postal code/)).toHaveValue('69001');
    expect(value(/Country/)).toHaveValue('FR');

    // A field the customer empties stays empty: the details fill the form once.
    await userEvent.clear(value(/Phone/));
    cleanup();
    await openCheckout();
    expect(value(/Phone/)).toHaveValue('');

    const supabase = await getSupabase();
    await act(() => supabase.auth.signOut({ scope: 'local' }));
    // Signing out leaves the bag with the account (the checkout has nothing left to order) and takes the
    // details along: whoever fills a bag next in this browser finds the form blank.
    await waitFor(() => expect(screen.queryByLabelText(/Email/)).toBeNull(), { timeout: 10_000 });
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '').not.toContain('youssef');
    cleanup();
    await openCheckout();
    expect(value(/Email/)).toHaveValue('');
    expect(value(/Address/)).toHaveValue('');
  });

  it('fills name and e-mail from the account when there is no order yet', async () => {
    stubSubscriptionCheck(false);
    const session = await signUpTestUser('prefill-new');
    const supabase = await getSupabase();
    const { error } = await supabase.auth.updateUser({ data: { first_name: 'Salma', last_name: 'Idrissi' } });
    if (error) throw error;
    await openCheckout();
    await waitFor(() => expect(value(/Email/)).toHaveValue(session.user.email), { timeout: 10_000 });
    expect(value(/Full name/)).toHaveValue('Salma Idrissi');
    expect(value(/Address/)).toHaveValue('');
    expect(value(/Country/)).toHaveValue('MA');
  });
});
