/**
 * The controls a new shopper reaches for first on a product page, how the benchmark taps each one and
 * how it tells, once the app has taken the page over, whether the tap was kept (carried out exactly
 * once) or lost.
 */
import type { Locator, Page } from 'playwright-core';

import type { Device } from './devices';

export type Outcome = 'kept' | 'lost' | 'double';

export interface Control {
  name: 'add to cart' | 'variant' | 'currency' | 'menu';
  /** The element tapped; when the device does not show it before the app runs, the tap is "absent". */
  target(page: Page, device: Device): Locator;
  /** What follows the tap itself (a native select's choice). */
  after?(page: Page, target: Locator): Promise<void>;
  /** Waits up to `timeout` ms for the tap's effect. */
  verify(page: Page, timeout: number): Promise<{ outcome: Outcome; detail: string }>;
}

interface CartLine {
  quantity: number;
  variant: { size?: string };
}

const cart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('zellij-cart') ?? '[]') as CartLine[]);

const bagOf = (lines: CartLine[]) => lines.reduce((n, line) => n + line.quantity, 0);

async function waitFor(locator: Locator, timeout: number): Promise<boolean> {
  return locator
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

/** Each control is tapped on a fresh page load of a product that comes in sizes. */
export const CONTROLS: Control[] = [
  {
    name: 'add to cart',
    target: (page) => page.getByRole('button', { name: 'Add to Cart', exact: true }),
    async verify(page, timeout) {
      await waitFor(page.getByRole('link', { name: /^Bag: [1-9]/ }), timeout);
      const count = bagOf(await cart(page));
      return { outcome: count === 1 ? 'kept' : count === 0 ? 'lost' : 'double', detail: `bag ${count}` };
    },
  },
  {
    name: 'variant',
    target: (page) => page.getByText('Large 22cm', { exact: true }),
    async verify(page, timeout) {
      // The app, not only the native radio, must know the choice: the item added afterwards says so.
      await page.waitForTimeout(Math.min(timeout, 1500));
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await waitFor(page.getByRole('link', { name: /^Bag: [1-9]/ }), timeout);
      const size = (await cart(page))[0]?.variant.size ?? 'none';
      return { outcome: size === 'large' ? 'kept' : 'lost', detail: `added ${size}` };
    },
  },
  {
    name: 'currency',
    // The header's select (on a phone it may live in the menu, which is not there before the app runs).
    target: (page) => page.locator('header select').filter({ has: page.locator('option[value="EUR"]') }),
    async after(_page, target) {
      await target.selectOption('EUR');
    },
    async verify(page, timeout) {
      const shown = await waitFor(page.locator('main').getByText(/^€\d/), timeout);
      return { outcome: shown ? 'kept' : 'lost', detail: shown ? 'prices in EUR' : 'prices not in EUR' };
    },
  },
  {
    name: 'menu',
    target: (page, device) =>
      device.name === 'phone'
        ? page.getByRole('button', { name: 'Open menu' })
        : page.locator('header').getByRole('button', { name: 'Shop', exact: true }),
    async verify(page, timeout) {
      const open = await waitFor(
        page.locator('[role="dialog"], header button[aria-expanded="true"]'),
        timeout,
      );
      return { outcome: open ? 'kept' : 'lost', detail: open ? 'menu open' : 'menu closed' };
    },
  },
];
