import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';

/**
 * Sizes with their own price and SKU (the variants issue), as a shopper and the owner meet them: the
 * product page's price and SKU follow the size (and ?size=), a large and a small bowl go into the bag
 * at their own prices, and the order page, the order mail and the owner screen show each size and SKU.
 * The Safi bowl is made to order, so other journeys sharing the backend cannot sell it out.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };
const PRODUCT = 'safi-terracotta-bowl';
const SKU = { small: 'ZLJ-CER-002-S', large: 'ZLJ-CER-002-L' };

/** The price under the title: the chosen size's (digits only, whatever the language's spacing). */
const shownPrice = async (page: Page) =>
  ((await page.locator('h1').locator('xpath=following-sibling::*[1]').textContent()) ?? '')
    .replace(/\D+/g, ' ')
    .trim();

async function mailText(address: string): Promise<string> {
  const response = await fetch(
    `${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(address)}`,
  );
  const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
  return messages.map((message) => message.text).join('\n');
}

describe('sizes with their own price', () => {
  it('buys a large and a small bowl at their prices and shows both sizes and SKUs to customer and owner', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    const customer = `sizes-${crypto.randomUUID().slice(0, 8)}@example.ma`;

    await page.goto(`/product/${PRODUCT}`);
    expect(await shownPrice(page)).toBe('240');
    await page.getByText(SKU.small, { exact: true }).waitFor();
    await page.getByText('Large 22cm', { exact: true }).click();
    await expect.poll(() => shownPrice(page)).toBe('360');
    await page.getByText(SKU.large, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('size')).toBe('large');
    await expectAccessible(page, 'product page on the large size');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Small 15cm', { exact: true }).click();
    await expect.poll(() => shownPrice(page)).toBe('240');
    await page.getByRole('button', { name: 'Add to Cart' }).click();

    // A shared link opens on its size.
    await page.goto(`/product/${PRODUCT}?size=large`);
    await expect.poll(() => shownPrice(page)).toBe('360');

    await page.goto('/cart');
    const lines = page.getByRole('listitem').filter({ hasText: 'Safi Terracotta Bowl' });
    await expect.poll(() => lines.count()).toBe(2);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Full name').fill('Amina Benali');
    await page.getByLabel('Email').fill(customer);
    await page.getByLabel('Phone').fill('+212 612 345 678');
    await page.getByLabel('Address').fill('12 Derb Sidi Ahmed');
    await page.getByLabel('City').fill('Fes');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Cash on Delivery', { exact: true }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);

    // The order page: each size, its SKU and its own price; 360 + 240 = 600, shipped free from 500.
    await page.getByText(`SKU: ${SKU.large}`).waitFor();
    await page.getByText(`SKU: ${SKU.small}`).waitFor();
    const orderNumber = /Order (ZLJ-\d+)/.exec(
      (await page
        .getByText(/^Order ZLJ-/)
        .first()
        .textContent()) ?? '',
    )![1]!;
    await expectAccessible(page, 'order page with two sizes');

    // The customer's mail lists both lines with their size and SKU.
    await expect
      .poll(() => mailText(customer), { timeout: 20_000, interval: 500 })
      .toMatch(
        new RegExp(
          `Safi Terracotta Bowl \\(large, ${SKU.large}\\) × 1[\\s\\S]*\\(small, ${SKU.small}\\) × 1`,
        ),
      );

    // The owner screen.
    await page.goto('/owner');
    await page.waitForURL(/\/auth\?redirect=%2Fowner$/);
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/owner');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page
      .getByRole('link', { name: new RegExp(orderNumber) })
      .first()
      .click();
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await page.getByText(`SKU: ${SKU.large}`).waitFor();
    await page.getByText(`SKU: ${SKU.small}`).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the size with the price in French and Arabic, and offers Notify me for a sold-out size', async () => {
    const { page, context, problems } = await openPage(browser(), DESKTOP);
    for (const [locale, large, medium] of [
      ['fr', 'Grand 22 cm', 'Moyen 18 cm'],
      ['ar', 'كبير 22 سم', 'متوسط 18 سم'],
    ] as const) {
      await page.goto(`/${locale}/product/${PRODUCT}`);
      expect(await shownPrice(page)).toBe('240');
      await page.getByText(large, { exact: true }).click();
      await expect.poll(() => shownPrice(page)).toBe('360');
      await expectAccessible(page, `${locale} product page on the large size`);
      await page.getByText(medium, { exact: true }).click();
      await expect.poll(() => shownPrice(page)).toBe('290');

      // The Tamegroute bowl's medium is sold out while its small still sells.
      await page.goto(`/${locale}/product/tamegroute-green-bowl`);
      const soldOut = page.getByRole('radio', { name: new RegExp(medium) });
      expect(await soldOut.isDisabled()).toBe(true);
      await page.getByRole('button', { name: new RegExp(medium) }).waitFor();
      await expectAccessible(page, `${locale} product page with a sold-out size`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
