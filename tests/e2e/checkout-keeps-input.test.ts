import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

import { LOCAL_SERVICE_ROLE_KEY } from '../../embedded-backend/src/config';
import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { fillShipping } from './support/shop';

/**
 * Nothing the shopper did is lost on the way to paying: the form survives a reload of step 2, a
 * cancelled PayPal payment leaves the bag and offers to pay again, and the bag empties only once
 * PayPal has captured the payment. An order link opened while signed out leads through sign-in to the
 * order.
 */
const browser = sharedBrowser();

describe('checkout that keeps what you typed', () => {
  it('reloads step 2 intact, survives a PayPal cancel with the bag, and pays on the retry', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/product/bitter-orange-marmalade');
    await page.getByRole('heading', { level: 1, name: 'Bitter Orange Marmalade' }).waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await fillShipping(page);
    await page.getByText('PayPal', { exact: true }).click();

    await page.reload();
    await page.getByRole('group', { name: 'Payment method' }).waitFor();
    expect(await page.getByRole('radio', { name: /^PayPal/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '← Back' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Amina Benali');
    expect(await page.getByLabel('City').inputValue()).toBe('Fes');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    const [paypal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue to PayPal' }).click(),
    ]);
    await page.getByText('Waiting for your PayPal payment…').waitFor();
    // Placed but not paid: the bag keeps the jar.
    expect(await page.getByRole('link', { name: 'Bag: 1 item' }).count()).toBe(1);

    await paypal.waitForLoadState();
    await paypal.getByRole('button', { name: /Cancel and return/ }).click();
    await paypal.getByText('Your PayPal payment was cancelled.').waitFor();
    // The waiting tab hears it too, without a reload.
    await page.getByText('Your PayPal payment was cancelled.').waitFor();
    expect(await page.getByText('Waiting for your PayPal payment…').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Bag: 1 item' }).count()).toBe(1);
    await expectAccessible(page, 'confirmation, PayPal cancelled');
    await paypal.close();

    const [again] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Pay with PayPal again' }).click(),
    ]);
    await page.getByText('Waiting for your PayPal payment…').waitFor();
    await again.waitForLoadState();
    await again.getByRole('button', { name: 'Approve payment' }).click();
    await again.getByRole('heading', { level: 2, name: 'Thank you for your order' }).waitFor();

    await page.getByText('paid', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Bag: 0 items' }).waitFor();
    // The form is done with once the order is paid.
    await page.goto('/product/bitter-orange-marmalade');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens an account’s order link after signing in', async () => {
    const service = createClient(inject('apiUrl'), LOCAL_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket; realtime is never connected here, but the client wants one.
      realtime: { transport: WebSocket as never },
    });
    const email = `order-link-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = 'tagine-and-mint-42';
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const placed = await service.rpc('place_order', {
      p_order: {
        items: [{ product_id: '11111111-1111-4111-8111-000000000015', quantity: 1, variant: {} }],
        currency: 'MAD',
        payment_method: 'cod',
        customer: { name: 'Salma Idrissi', email, phone: '+212612345678' },
        shipping_address: { address: '9 Derb Lalla', city: 'Rabat', country: 'MA' },
        user_id: created.data.user.id,
      },
    });
    if (placed.error) throw placed.error;
    const order = placed.data as { id: string; order_number: string };

    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto(`/order-confirmation/${order.id}`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to see your order' }).waitFor();
    await expectAccessible(page, 'order link, signed out');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === `/order-confirmation/${order.id}`);
    await page.getByRole('heading', { level: 2, name: 'Thank you for your order' }).waitFor();
    expect(await page.getByText(order.order_number).count()).toBeGreaterThan(0);

    expect(problems).toEqual([]);
    await context.close();
  });
});
