import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { openPage, PHONE, sharedBrowser } from './support/browser';
import { placeGuestOrder, serviceClient } from './support/orders';

/**
 * The pages that show only a loading state until the API answers (an order, /saved) ask for their data
 * from their route's `lazy` (src/app/router.tsx), beside the screen's chunk, instead of after it has
 * loaded and rendered: their largest paint waits for that answer (docs/performance.md). Here the
 * screen's chunk is held back until the read has gone out: without the prefetch nothing would ask
 * before the screen runs. The screen then shows what the prefetch read, without asking again.
 */
const browser = sharedBrowser();

/**
 * Holds the screen's chunk (`assets/<name>-<hash>.js`) until a request `isRead` has left the page, at
 * most 10 s; answers whether the read went out while the chunk was held, and counts the reads.
 */
function holdScreenUntilRead(page: Page, chunk: string, isRead: (request: Request) => boolean) {
  const reads: string[] = [];
  let readSent!: () => void;
  const sent = new Promise<void>((resolve) => (readSent = resolve));
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS' || !isRead(request)) return;
    reads.push(request.url());
    readSent();
  });
  let readWhileHeld: boolean | undefined;
  const held = page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000));
    readWhileHeld = await Promise.race([sent.then(() => true), timeout]);
    await route.continue();
  });
  return { held, reads, readWhileHeld: () => readWhileHeld };
}

/**
 * Gives a second read every chance to show: a refetch would leave right after the screen renders, so
 * this waits for the network to go quiet, or 15 s when a slow unrelated call (the header's
 * check-subscription on a loaded machine) keeps it busy longer.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

describe('first reads', () => {
  it("asks for a guest's order while the order page's code is still on its way, and once", async () => {
    const order = await placeGuestOrder();

    const { context, page, problems } = await openPage(browser(), PHONE);
    const watch = holdScreenUntilRead(page, 'order-confirmation-page', (request) =>
      request.url().endsWith('/rest/v1/rpc/get_order'),
    );
    await watch.held;
    await page.goto(`/order-confirmation/${order.id}`);
    await page.getByRole('heading', { level: 2, name: 'Thank you for your order' }).waitFor();
    expect(await page.getByText(order.order_number).count()).toBeGreaterThan(0);
    await settle(page);

    expect(watch.readWhileHeld()).toBe(true);
    expect(watch.reads).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks for a reader's saved items while /saved's code is still on its way, and once", async () => {
    const admin = serviceClient();
    const email = `first-reads-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = 'tagine-and-mint-42';
    const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;
    const { error } = await admin.from('saved_items').insert({
      user_id: created.data.user.id,
      item_type: 'product',
      item_id: '11111111-1111-4111-8111-000000000001',
    });
    if (error) throw error;

    const { context, page, problems } = await openPage(browser(), PHONE);
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key)));

    // The saved rows, not the header's count of them (`select=id`).
    const watch = holdScreenUntilRead(page, 'saved-page', (request) => {
      const url = new URL(request.url());
      return url.pathname === '/rest/v1/saved_items' && url.searchParams.has('order');
    });
    await watch.held;
    await page.goto('/saved');
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByRole('link', { name: 'Fes Blue Tea Bowl' }).waitFor();
    await settle(page);

    expect(watch.readWhileHeld()).toBe(true);
    expect(watch.reads).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
