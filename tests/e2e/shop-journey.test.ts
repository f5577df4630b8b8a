import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';
import { fillShipping } from './support/shop';

/**
 * The shopper's main path on a phone: home -> shop -> filter -> product -> size -> cart -> checkout
 * (cash on delivery) -> confirmation, with axe on every screen and no console errors.
 */
const browser = sharedBrowser();

describe('shop journey', () => {
  it('buys a sized bowl on a phone, cash on delivery', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Objects for mindful living' }).waitFor();
    await page.getByRole('region', { name: 'New Arrivals' }).getByRole('article').first().waitFor();
    await expectAccessible(page, 'home');

    // The phone menu is a dialog: focus moves in, Escape closes it and focus returns to the toggle.
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Shop all' }).waitFor();
    await expectAccessible(page, 'phone menu');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'Shop Collection' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('link', { name: /^Ceramics \d+ pieces$/ }).click();
    await page.waitForURL(/\/shop\?category=ceramics$/);
    // The previous results stay, dimmed and aria-busy, until the filtered ones replace them (a jam is not
    // ceramics); axe judges the settled page.
    await page.waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"]') &&
        !document.querySelector('article a[href="/product/fig-and-anise-jam"]'),
    );
    await page.getByRole('link', { name: 'Fes Blue Tea Bowl' }).waitFor();
    await expectAccessible(page, 'shop');

    await page.getByRole('link', { name: 'Fes Blue Tea Bowl' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fes Blue Tea Bowl' }).waitFor();
    // Native radios are visually hidden behind their labels: choose by the label.
    await page.getByText('Medium 18cm').click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Fes Blue Tea Bowl (2) has been added to your cart.', { exact: true }).waitFor();
    await expectAccessible(page, 'product');

    await page.getByRole('link', { name: 'Bag: 2 items' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    expect(await page.getByText('Size: Medium 18cm').isVisible()).toBe(true);
    await expectAccessible(page, 'cart');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Please fill in: name, email, phone, address, city', { exact: true }).waitFor();
    await expectAccessible(page, 'checkout');
    // A Casablanca address: the city zone's price and delivery days show before the order is placed.
    await fillShipping(page, { city: 'Casablanca' });
    const summary = page.getByRole('region', { name: 'Your order' });
    await summary.getByText('(Casablanca and Rabat)').waitFor();
    expect(await summary.getByText('1–2 days').count()).toBe(1);
    expect(await summary.getByText('25 MAD', { exact: true }).count()).toBe(1);
    await page.getByText('Cash on Delivery', { exact: true }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 2, name: 'Thank you for your order' }).waitFor();
    expect(await page.getByText('Size: Medium 18cm').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Bag: 0 items' }).count()).toBe(1);
    await expectAccessible(page, 'order confirmation');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('finds things on a desktop: mega menu by keyboard, search, filters and currency', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/shop');
    await page.getByRole('article').first().waitFor();

    const menu = page.getByRole('button', { name: 'Shop', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    // The panel's code comes when the focus reaches the button; axe judges it once it is drawn.
    await page.getByRole('link', { name: 'All Collections' }).first().waitFor();
    await expectAccessible(page, 'open mega menu');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await page.getByRole('link', { name: 'Jams & Preserves' }).click();
    await page.waitForURL(/\/shop\?type=jam$/);
    await page.getByRole('heading', { level: 1, name: 'Jams & Preserves' }).waitFor();

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Start typing to search').fill('marmalade');
    await page.keyboard.press('Enter');
    // The header's search looks through the whole site (/search), not only the shop's products.
    await page.waitForURL(/\/search\?q=marmalade$/);
    await page.getByRole('heading', { level: 2, name: 'Results for “marmalade”' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Bitter Orange Marmalade' }).waitFor();

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByText('€6.36').first().waitFor();
    await page.getByText('≈ 70 MAD').first().waitFor();
    await page.reload();
    await page.getByText('€6.36').first().waitFor();

    await page.goBack();
    await page.waitForURL(/\/shop\?type=jam$/);
    await page.getByRole('heading', { level: 1, name: 'Jams & Preserves' }).waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });
});
