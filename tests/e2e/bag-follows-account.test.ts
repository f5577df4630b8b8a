import { createClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

import { LOCAL_SERVICE_ROLE_KEY } from '../../embedded-backend/src/config';
import { signInOnAuthPage } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/**
 * A signed-in customer's bag follows them (issue 35): what one browser put in the bag is there in
 * another once the customer signs in there, added to what that browser held as a visitor.
 */
const browser = sharedBrowser();
const password = 'tagine-and-mint-42';

async function addToBag(page: Page, slug: string, name: string) {
  await page.goto(`/product/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`${name} (1) has been added to your cart.`, { exact: true }).waitFor();
}

describe('a bag that follows you', () => {
  it('carries the bag from one browser to another by signing in', async () => {
    const service = createClient(inject('apiUrl'), LOCAL_SERVICE_ROLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    const email = `bag-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
    if (created.error) throw created.error;

    // On the laptop: a visitor's bag, then signing in keeps it and stores it in the account.
    const laptop = await openPage(browser(), DESKTOP);
    const warnings: string[] = [];
    laptop.page.on('console', (msg) => void (msg.type() === 'warning' && warnings.push(msg.text())));
    await addToBag(laptop.page, 'bitter-orange-marmalade', 'Bitter Orange Marmalade');
    await signInOnAuthPage(laptop.page, email, password);
    await laptop.page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    const stored = async () =>
      (await service.from('carts').select('cart_lines(quantity)').eq('user_id', created.data.user.id))
        .data?.[0]?.cart_lines.length ?? 0;
    await expect.poll(stored, { timeout: 5_000 }).toBe(1);

    // On the phone: another visitor's bag, merged with the account's on signing in.
    const phone = await openPage(browser(), PHONE);
    phone.page.on('console', (msg) => void (msg.type() === 'warning' && warnings.push(msg.text())));
    await addToBag(phone.page, 'olive-wood-bread-board', 'Olive Wood Bread Board');
    await signInOnAuthPage(phone.page, email, password);
    // Straight on to another page, as a shopper does: the merge counts once however the pages race.
    await phone.page.goto('/cart');
    await phone.page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    await phone.page.getByRole('link', { name: 'Bitter Orange Marmalade' }).first().waitFor();
    await phone.page.getByRole('link', { name: 'Olive Wood Bread Board' }).first().waitFor();
    await expectAccessible(phone.page, 'cart after the merge');
    await expect.poll(stored, { timeout: 5_000 }).toBe(2);

    // Back on the laptop, the next visit shows the account's bag.
    await laptop.page.goto('/cart');
    await laptop.page
      .getByRole('link', { name: 'Bag: 2 items' })
      .waitFor({ timeout: 10_000 })
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${[...laptop.problems, ...warnings].join('\n')}`);
      });
    await laptop.page.getByRole('link', { name: 'Olive Wood Bread Board' }).first().waitFor();

    expect([...laptop.problems, ...phone.problems, ...warnings]).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
