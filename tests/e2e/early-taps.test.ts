import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DESKTOP, PHONE, sharedBrowser } from './support/browser';
import { appReady, catcherStoodDown, heldBack as heldBackIn } from './support/held-back';

/**
 * A tap on a prerendered page before the app has taken it over is kept: the control shows at once that
 * it is working, and the app carries the tap out when it is ready, exactly once (index.html's catcher,
 * src/lib/early-tap-replay.ts). The app's entry module is held back here, so the taps surely come first.
 */
const browser = sharedBrowser();
const PRODUCT = '/product/rif-clay-mixing-bowl'; // medium and large, MAD 280
const SOLD_OUT = '/product/amazigh-motif-vessel';
const heldBack = (device: typeof DESKTOP | typeof PHONE, path = PRODUCT) =>
  heldBackIn(browser(), device, path);

interface CartLine {
  quantity: number;
  variant: { size?: string };
}

const cart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('zellij-cart') ?? '[]') as CartLine[]);

describe('early taps', () => {
  it('keeps an Add to Cart tapped before the app runs, shows it is working, and adds the piece once', async () => {
    const { context, page, problems, release, entryRequested } = await heldBack(PHONE);
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await add.tap();
    await add.tap(); // an impatient second tap while it is working adds nothing more
    expect(await appReady(page)).toBe(0);
    expect(entryRequested()).toBe(true);
    // Pressed at once (an animation: the markup React hydrates is left as the server rendered it).
    expect(await add.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');

    release();
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    await page.getByText('Added to cart', { exact: true }).first().waitFor();
    // Time for a late duplicate to show up, if there were one.
    await page.waitForTimeout(1000);
    expect((await cart(page)).map((line) => line.quantity)).toEqual([1]);
    expect(await add.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('carries out a size, a currency and Add to Cart chosen before the app runs, in that order', async () => {
    const { context, page, problems, release } = await heldBack(DESKTOP);
    await page.getByText('Large 22cm', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    expect(await appReady(page)).toBe(0);

    release();
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    await page.locator('main').getByText(/^€\d/).first().waitFor();
    await page.waitForTimeout(1000);
    const lines = await cart(page);
    expect(lines.map((line) => [line.quantity, line.variant.size])).toEqual([[1, 'large']]);
    expect(await page.getByRole('radio', { name: 'Large 22cm' }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps an address typed and Notify me pressed on a sold-out piece before its form has come', async () => {
    const { context, page, problems, release } = await heldBack(PHONE, SOLD_OUT);
    // The form's code comes after the page's (notify-me-part.ts); the prerendered form is there at once.
    const notify = page.getByRole('region', { name: 'Notify me when it’s back' });
    const email = `early-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    await notify.getByLabel('Email address').fill(email);
    await notify.getByRole('button', { name: 'Notify me' }).tap();
    expect(await appReady(page)).toBe(0);

    release();
    await notify.getByText('Thank you. We will e-mail you once, when it is back in stock.').waitFor();
    // Carried out once with the address typed: the form empties its field after a request it took.
    expect(await notify.getByLabel('Email address').inputValue()).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hydrates a sold-out piece’s form where the page drew it, without a shift', async () => {
    const { context, page, problems, release } = await heldBack(DESKTOP, SOLD_OUT);
    await page.evaluate(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const form = page.getByRole('region', { name: 'Notify me when it’s back' });
    const before = await form.boundingBox();
    release();
    // Every control of the page, the form's included, is React's: the catcher has stood down.
    await catcherStoodDown(page);
    expect(await form.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a sold-out piece’s form as the page drew it when a returning visitor’s currency comes in', async () => {
    const { context, page, problems, release } = await heldBack(DESKTOP, SOLD_OUT);
    // Read right after hydration, it updates the page around the form: a form whose code had not come
    // yet would then be drawn afresh, its markup (and anything typed into it) thrown away.
    await page.evaluate(() => localStorage.setItem('zellij-currency', 'EUR'));
    const form = page.getByRole('region', { name: 'Notify me when it’s back' });
    await form.evaluate((el) => ((el as HTMLElement & { drawn?: boolean }).drawn = true));
    release();
    await page.locator('main').getByText(/^€\d/).first().waitFor();
    await catcherStoodDown(page);
    expect(await form.evaluate((el) => (el as HTMLElement & { drawn?: boolean }).drawn)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lets a tap through at once when the app has the page', async () => {
    const { context, page, problems, release } = await heldBack(DESKTOP);
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    // React hydrates the screen just after the first commit; once it has, nothing is held.
    await catcherStoodDown(page);
    await add.click();
    expect(await add.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
