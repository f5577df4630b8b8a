import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { mailWithSubject } from './support/mailbox';
import { stockOf } from './support/shop';

/**
 * The shop owner's day: a PayPal order and a cash-on-delivery order come in, the mails go out, the
 * owner signs in at /owner, confirms the COD order and takes it to delivered; the customer's order
 * page shows the timeline and the tracking link, and their mailbox follows every step. Then the PayPal
 * order is delivered, the customer asks to return a piece with a photo, and the owner approves, receives and refunds
 * it back onto the shelf through PayPal; the customer's page and mailbox say so.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };

/** A real 1 x 1 PNG: the customer's photo of the cracked lid. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

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

    // The owner signs in through /owner, lands back on the dashboard and goes to the orders.
    await page.goto('/owner');
    await page.waitForURL(/\/auth\?redirect=%2Fowner$/);
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/owner');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
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

    // The PayPal order is delivered; its teapot arrived cracked. The customer asks to return it from
    // the order page, the owner approves, receives and refunds it through PayPal back onto the shelf,
    // and the stock, the payment, the customer's page and mailbox follow.
    const paypalId = /order-confirmation\/([0-9a-f-]{36})/.exec(paypalPage)![1]!;
    await page.goto(`/owner/orders?order=${paypalId}`);
    await page.getByRole('heading', { name: `Order ${paypalNumber}` }).waitFor();
    await page.getByRole('button', { name: 'Mark processing' }).click();
    const shipPaypal = page.getByRole('form', { name: 'Mark shipped' });
    await shipPaypal.getByLabel('Carrier').fill('Amana');
    await shipPaypal.getByLabel('Tracking number').fill('AM987654321MA');
    await shipPaypal.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText('This order is delivered; it cannot change any more.').waitFor();

    await page.goto(paypalPage);
    const returns = page.getByRole('region', { name: 'Return pieces' });
    const ask = returns.getByRole('form', { name: 'Ask to return' });
    await ask.getByLabel(/How many Hand-Hammered Berrad Teapot to return/).selectOption('1');
    await ask.getByLabel('It arrived damaged').check();
    await ask.getByLabel(/Anything to add/).fill('The lid arrived cracked');
    await ask.getByLabel('The e-mail address of the order').fill(customer);
    await ask.getByLabel(/^A photo/).setInputFiles({
      name: 'cracked-lid.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    await expectAccessible(page, 'customer return form');
    await ask.getByRole('button', { name: 'Ask to return' }).click();
    await returns.getByText('Requested: we will answer within two working days.').waitFor();
    await returns.getByText('With your photo.').waitFor();

    const teapotStock = () => stockOf('hammered-brass-teapot');
    const stockBefore = await teapotStock();
    await page.goto(`/owner/orders?order=${paypalId}`);
    const ownerReturns = page.getByRole('region', { name: 'Returns' });
    await ownerReturns.getByText('The lid arrived cracked').waitFor();
    // The photo went to the private bucket; the owner's screen shows it through a signed link.
    const photo = ownerReturns.getByRole('img', { name: "The customer's photo (opens full size)" });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(1);
    await expectAccessible(page, 'owner returns');
    await ownerReturns.getByRole('button', { name: 'Approve return' }).click();
    await ownerReturns.getByRole('button', { name: 'Mark received' }).click();
    const refund = page.getByRole('form', { name: 'Refund' });
    await refund.getByText('The pieces of the received return are filled in, back in stock.').waitFor();
    await refund.getByLabel(/Reason for the refund/).fill('Returned: the lid arrived cracked');
    await expectAccessible(page, 'owner refund form');
    await refund.getByRole('button', { name: /^Refund \d/ }).click();
    await page.getByText(new RegExp(`refunded on order ${paypalNumber}\\.$`)).waitFor();
    await page
      .getByRole('region', { name: 'Refunds' })
      .getByText('through PayPal', { exact: false })
      .waitFor();
    expect(await teapotStock()).toBe(stockBefore + 1);

    const approvedMail = await mailWithSubject(
      customer,
      `Your return for Zellij order ${paypalNumber} is approved`,
    );
    expect(approvedMail.text).toContain('Zellij returns, 12 Derb Sidi Ahmed, Fes 30000, Morocco');
    const refundMail = await mailWithSubject(customer, `A refund for your Zellij order ${paypalNumber}`);
    expect(refundMail.text).toContain('Reason: Returned: the lid arrived cracked');
    await page.goto(paypalPage);
    await page
      .getByRole('region', { name: 'Refunds' })
      .getByText(/^€[\d.]+ refunded$/)
      .waitFor();
    await page.getByRole('region', { name: 'Return pieces' }).getByText('Refunded.').waitFor();
    expect(await page.getByText('refunded', { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'customer order page after a refund');

    // The order's invoice and the refund's credit note, listed on the customer's page: the invoice
    // downloads as its PDF. Then the owner exports this quarter's documents for the accountant.
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await invoices.getByText(/^Credit note A-\d{4}-\d{6}$/).waitFor();
    const invoiceNumber = (await invoices.getByText(/^Invoice F-\d{4}-\d{6}$/).textContent())!.slice(8);
    const pdf = await downloaded(page, () =>
      invoices.getByRole('button', { name: `Download PDF ${invoiceNumber}` }).click(),
    );
    expect(pdf.name).toBe(`${invoiceNumber}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.goto('/owner');
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Invoices' })
      .click();
    const exported = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download the ZIP' }).click(),
    );
    const quarter = await page.getByLabel('Quarter').inputValue();
    expect(exported.name).toBe(`invoices-${quarter}.zip`);
    // A ZIP names its files in the clear: the invoice's PDF and the accountant's CSV are in it.
    expect(exported.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(exported.bytes.includes(`${invoiceNumber}.pdf`)).toBe(true);
    expect(exported.bytes.includes(`invoices-${quarter}.csv`)).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });
});

/** What the page handed the browser to download when `start` ran: its file name and bytes. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/** A one-size product's stock, read with the service role (the storefront shows only "in stock"). */
