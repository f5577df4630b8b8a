import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { fillShipping } from './support/shop';

/**
 * PayPal through the local sandbox: the approval page opens in a new tab; approving it brings that
 * tab back to the confirmation page (captured: paid), and the original tab, polling, shows paid too.
 */
const browser = sharedBrowser();

describe('PayPal checkout', () => {
  it('pays in a new tab and the confirmation shows paid without a reload', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/product/hammered-brass-teapot');
    await page.getByRole('heading', { level: 1, name: 'Hand-Hammered Berrad Teapot' }).waitFor();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await page.getByText('$52.00').first().waitFor();
    await page.getByRole('button', { name: 'Buy Now' }).click();

    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await fillShipping(page);
    await page.getByText('PayPal', { exact: true }).click();
    const [paypal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue to PayPal' }).click(),
    ]);

    // The shop tab moves on to the order, waiting for the payment.
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByText('Waiting for your PayPal payment…').waitFor();
    await expectAccessible(page, 'confirmation, payment pending');

    await paypal.waitForLoadState();
    await paypal.getByRole('button', { name: 'Approve payment' }).click();
    await paypal.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}/);
    await paypal.getByRole('heading', { level: 2, name: 'Thank you for your order' }).waitFor();
    await paypal.getByText('paid', { exact: true }).waitFor();

    // No reload: the first tab re-reads the order every few seconds.
    await page.getByText('paid', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Waiting for your PayPal payment…').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Bag: 0 items' }).count()).toBe(1);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('explains a cancelled payment and offers to pay again', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/product/bitter-orange-marmalade');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await fillShipping(page);
    await page.getByText('PayPal', { exact: true }).click();
    const [paypal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue to PayPal' }).click(),
    ]);
    await paypal.waitForLoadState();
    await paypal.getByRole('button', { name: /Cancel and return/ }).click();
    await paypal.waitForURL(/paypal=cancel/);
    await paypal.getByText('Your PayPal payment was cancelled.').waitFor();
    expect(await paypal.getByRole('link', { name: 'Pay with PayPal again' }).getAttribute('href')).toMatch(
      /checkoutnow/,
    );
    await expectAccessible(paypal, 'confirmation, payment cancelled');

    expect(problems).toEqual([]);
    await context.close();
  });
});
