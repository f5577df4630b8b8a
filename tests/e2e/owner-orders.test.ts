import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { mailWithSubject } from './support/mailbox';

/**
 * The shop owner's day: a PayPal order and a cash-on-delivery order come in, the mails go out, the
 * owner signs in at /owner, confirms the COD order and takes it to delivered; the customer's order
 * page shows the timeline and the tracking link, and their mailbox follows every step. Then the owner
 * refunds a piece of the PayPal order, back in stock, and the customer's page and mailbox say so.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };

async function subjectsFor(address: string): Promise<string[]> {
  const response = await fetch(
    `${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(address)}`,
  );
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

/** The mail worker runs every second: wait until the address has received every subject. */
async function expectMail(address: string, subjects: string[]) {
  await expect
    .poll(() => subjectsFor(address), { timeout: 15_000, interval: 500 })
    .toEqual(expect.arrayContaining(subjects));
}

async function checkout(page: Page, product: string, email: string) {
  await page.goto(`/product/${product}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Full name').fill('Amina Benali');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+212 612 345 678');
  await page.getByLabel('Address').fill('12 Derb Sidi Ahmed');
  await page.getByLabel('City').fill('Fes');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('group', { name: 'Payment method' }).waitFor();
}

async function orderNumberOn(page: Page): Promise<string> {
  const text = await page
    .getByText(/^Order ZLJ-/)
    .first()
    .textContent();
  return /Order (\S+)/.exec(text ?? '')![1]!;
}

describe('the owner screen', () => {
  it('takes a COD order from placed to delivered while the customer follows by page and mail', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const customer = `owner-journey-${crypto.randomUUID().slice(0, 8)}@example.ma`;

    // A PayPal order, approved in the sandbox: paid, so confirmed without the owner.
    await checkout(page, 'hammered-brass-teapot', customer);
    await page.getByText('PayPal', { exact: true }).click();
    const [paypal] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Continue to PayPal' }).click(),
    ]);
    await paypal.waitForLoadState();
    await paypal.getByRole('button', { name: 'Approve payment' }).click();
    await paypal.getByText('paid', { exact: true }).waitFor();
    const paypalNumber = await orderNumberOn(paypal);
    const paypalPage = paypal.url();
    await paypal.close();

    // A cash-on-delivery order: pending until the owner confirms it.
    await checkout(page, 'bitter-orange-marmalade', customer);
    await page.getByText('Cash on Delivery', { exact: true }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const customerPage = page.url();
    const codNumber = await orderNumberOn(page);

    await expectMail(customer, [
      `Your Zellij order ${paypalNumber}`,
      `Your Zellij order ${paypalNumber} is confirmed`,
      `Your Zellij order ${codNumber}`,
    ]);
    const ownerMail = await subjectsFor(OWNER.email);
    expect(ownerMail.some((subject) => subject.startsWith(`New order ${codNumber}:`))).toBe(true);
    expect(ownerMail.some((subject) => subject.startsWith(`New order ${paypalNumber}:`))).toBe(true);

    // The owner signs in through /owner and lands back on it.
    await page.goto('/owner');
    await page.waitForURL(/\/auth\?redirect=%2Fowner$/);
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/owner');
    const waiting = page.getByRole('region', { name: 'Waiting for you' });
    await waiting.getByRole('link', { name: new RegExp(codNumber) }).waitFor();
    await expectAccessible(page, 'owner screen');
    // The paid PayPal order waits to be prepared, not to be confirmed.
    await waiting.getByRole('link', { name: new RegExp(paypalNumber) }).waitFor();

    await waiting.getByRole('link', { name: new RegExp(codNumber) }).click();
    const heading = page.getByRole('heading', { name: `Order ${codNumber}` });
    await heading.waitFor();
    expect(await page.getByRole('link', { name: 'WhatsApp Amina Benali' }).getAttribute('href')).toBe(
      'https://wa.me/212612345678',
    );
    await expectAccessible(page, 'owner order detail');

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await page.getByText(`Order ${codNumber} is now confirmed.`).waitFor();
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Mark processing' }).click();
    const ship = page.getByRole('form', { name: 'Mark shipped' });
    await ship.getByLabel('Carrier').fill('Amana');
    await ship.getByLabel('Tracking number').fill('AM123456789MA');
    await ship.getByLabel(/Tracking link/).fill('https://www.poste.ma/track/AM123456789MA');
    await expectAccessible(page, 'owner ship form');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText('This order is delivered; it cannot change any more.').waitFor();

    await expectMail(customer, [
      `Your Zellij order ${codNumber} is confirmed`,
      `Your Zellij order ${codNumber} is on its way`,
      `Your Zellij order ${codNumber} has been delivered`,
    ]);

    // The customer's order page: timeline and the carrier's tracking link.
    await page.goto(customerPage);
    const timeline = page.getByRole('region', { name: 'Order history' });
    await timeline.getByText('Delivered', { exact: true }).waitFor();
    const steps = await timeline.getByRole('listitem').locator('p.font-medium').allTextContents();
    expect(steps).toEqual(['Order placed', 'Confirmed', 'Being prepared', 'Shipped', 'Delivered']);
    expect(await page.getByRole('link', { name: 'Track your parcel with Amana' }).getAttribute('href')).toBe(
      'https://www.poste.ma/track/AM123456789MA',
    );
    await expectAccessible(page, 'customer order page after delivery');

    // The teapot of the PayPal order came back cracked: the owner refunds it, back on the shelf,
    // through PayPal; the stock, the payment, the customer's page and mailbox follow.
    const teapotStock = () => stockOf('hammered-brass-teapot');
    const stockBefore = await teapotStock();
    await page.goto('/owner');
    await page.getByLabel('Order number or e-mail').fill(paypalNumber);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('region', { name: 'Find an order' })
      .getByRole('link', { name: new RegExp(paypalNumber) })
      .click();
    await page.getByRole('heading', { name: `Order ${paypalNumber}` }).waitFor();
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByLabel(/Pieces of Hand-Hammered Berrad Teapot to refund/).fill('1');
    await refund.getByLabel('Put Hand-Hammered Berrad Teapot back in stock').check();
    await refund.getByLabel(/Reason for the refund/).fill('The lid arrived cracked');
    await expectAccessible(page, 'owner refund form');
    await refund.getByRole('button', { name: /^Refund \d/ }).click();
    await page.getByText(new RegExp(`refunded on order ${paypalNumber}\\.$`)).waitFor();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.getByText('through PayPal', { exact: false }).waitFor();
    expect(await teapotStock()).toBe(stockBefore + 1);
    await expectAccessible(page, 'owner refunds');

    const refundMail = await mailWithSubject(customer, `A refund for your Zellij order ${paypalNumber}`);
    expect(refundMail.text).toContain('Reason: The lid arrived cracked');
    await page.goto(paypalPage);
    const customerRefunds = page.getByRole('region', { name: 'Refunds' });
    await customerRefunds.getByText(/^€[\d.]+ refunded$/).waitFor();
    expect(await page.getByText('refunded', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'customer order page after a refund');

    expect(problems).toEqual([]);
    await context.close();
  });
});

/** A one-size product's stock, read with the service role (the storefront shows only "in stock"). */
async function stockOf(slug: string): Promise<number> {
  const response = await fetch(
    `${inject('apiUrl')}/rest/v1/product_variants?select=stock_quantity,products!inner(slug)&products.slug=eq.${slug}`,
    { headers: { apikey: inject('serviceRoleKey'), authorization: `Bearer ${inject('serviceRoleKey')}` } },
  );
  const [variant] = (await response.json()) as { stock_quantity: number }[];
  return variant!.stock_quantity;
}
