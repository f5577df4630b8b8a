import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getSupabase } from '@/lib/supabase';
import { findText, renderRoute } from '@/testing/render-route';

import { clearToastsAfterEach, expectToast } from '@/testing/toasts';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();
clearToastsAfterEach();

const BITTER_ORANGE_MARMALADE = '11111111-1111-4111-8111-000000000015';

describe('/profile', () => {
  it('asks signed-out visitors to sign in', async () => {
    renderRoute('/profile');
    expect(await findText('Sign in to see your account')).toBeInTheDocument();
    // Under the heading every visitor's page has (its prerendered shell paints it).
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Fprofile',
    );
  });

  it('shows account details, edits the name and lists no orders yet', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    const session = await signUpTestUser('profile');
    renderRoute('/profile');
    expect(await findText(session.user.email!)).toBeInTheDocument();
    await check.settle();
    expect(await findText('You haven’t placed an order yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Get Premium' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Youssef');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await expectToast('Profile updated', 'Your name has been saved.');
    cleanup();
    const { data } = await supabase.auth.getUser();
    expect(data.user?.user_metadata.first_name).toBe('Youssef');
  });

  it('keeps the news box unticked until ticked, then saves the yes with its date, and the no', async () => {
    const user = userEvent.setup();
    stubSubscriptionCheck(false);
    const session = await signUpTestUser('news');
    renderRoute('/profile');
    const box = await screen.findByRole(
      'checkbox',
      { name: /^Send me Zellij’s news|^Send me Zellij's news/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    await user.click(box);
    await expectToast('Your choice is saved.');
    expect(box).toBeChecked();
    expect(screen.getByText(/^You said yes on /)).toBeInTheDocument();
    const row = async () =>
      (
        await serviceClient()
          .from('marketing_preferences')
          .select('opted_in_at, locale')
          .eq('user_id', session.user.id)
          .single()
      ).data;
    expect(await row()).toMatchObject({ opted_in_at: expect.any(String), locale: 'en' });
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(await row()).toMatchObject({ opted_in_at: null });
  });

  it("lists the reader's orders with number, date, total in the order's currency and status badges", async () => {
    stubSubscriptionCheck(false);
    const session = await signUpTestUser('orders');
    const { data: order, error } = await serviceClient().rpc('place_order', {
      p_order: {
        // The marmalade, which the journeys order: the tea bowl's sizes keep the stock the product page's tests read.
        items: [{ product_id: BITTER_ORANGE_MARMALADE, quantity: 2, variant: {} }],
        currency: 'EUR',
        payment_method: 'cod',
        customer: { name: 'Youssef Test', email: session.user.email, phone: '+212600000000' },
        shipping_address: { address: '1 Derb Test', city: 'Fes', postalCode: '30000', country: 'MA' },
        user_id: session.user.id,
      },
    });
    if (error) throw error;
    const placed = order as { id: string; order_number: string };

    renderRoute('/profile');
    const link = await screen.findByRole(
      'link',
      { name: `Order ${placed.order_number}` },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', `/order-confirmation/${placed.id}`);
    const row = link.closest('li')!;
    // 2 × 70 MAD = 140 MAD, under the free-shipping threshold: + 45 MAD = 185 MAD = €16.82.
    expect(within(row).getByText('€16.82')).toBeInTheDocument();
    expect(within(row).getAllByText('pending')).toHaveLength(2);
    expect(within(row).getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeInTheDocument();
  });

  it('shows Manage Subscription and the Premium badge to subscribers', async () => {
    stubSubscriptionCheck(true);
    await signUpTestUser('subscriber');
    renderRoute('/profile');
    const main = await screen.findByRole('main', {}, { timeout: 10_000 });
    expect(
      await within(main).findByRole('button', { name: 'Manage Subscription' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Premium', { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it('re-checks the subscription after Stripe returns with ?premium=success', async () => {
    const check = stubSubscriptionCheck(true);
    await signUpTestUser('premium-success');
    const { router } = renderRoute('/profile?premium=success');
    await expectToast('Welcome to Premium!', 'Your subscription is active. Thank you for joining.');
    expect(check.calls).toBeGreaterThanOrEqual(2); // on session restore, and again for the return
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells the reader when checkout was cancelled', async () => {
    stubSubscriptionCheck(false);
    await signUpTestUser('premium-cancelled');
    renderRoute('/profile?premium=cancelled');
    await expectToast('Checkout cancelled', 'You have not been charged. You can subscribe at any time.');
  });
});
