import { createClient } from '@supabase/supabase-js';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';

/**
 * Browsing by facets the way a shopper does: every choice changes the address, Back walks the choices
 * back with their results, and a reload of a filtered address shows the same view. Then "Notify me"
 * on a sold-out piece, a restock by the editor (service role), and the one e-mail in the mailbox.
 */
const browser = sharedBrowser();

const piecesShown = (text: string) => `p[aria-live="polite"]:text-is("${text}")`;

describe('browsing and back in stock', () => {
  it('keeps facet choices in the address, and Back and reload restore them', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/shop');
    await page.locator(piecesShown('25 pieces')).waitFor();

    await page
      .getByRole('navigation', { name: 'Price' })
      .getByRole('link', { name: /^Under 150 MAD/ })
      .click();
    await page.waitForURL(/\/shop\?price=under-150$/);
    await page.locator(piecesShown('5 pieces')).waitFor();
    await page.getByRole('link', { name: 'Spices 4 pieces' }).click();
    await page.waitForURL(/\/shop\?category=spices&price=under-150$/);
    await page.locator(piecesShown('4 pieces')).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Spices' }).waitFor();
    await expectAccessible(page, 'shop with facets');

    await page.goBack();
    await page.waitForURL(/\/shop\?price=under-150$/);
    await page.locator(piecesShown('5 pieces')).waitFor();
    await page.goBack();
    await page.waitForURL(/\/shop$/);
    await page.locator(piecesShown('25 pieces')).waitFor();
    expect(await page.getByRole('article').count()).toBe(12);

    // A shared address: the page and the filters it names, after a full load.
    await page.goto('/shop?stock=all&page=3');
    await page.locator(piecesShown('26 pieces')).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('mails a shopper who asked once the editor restocks a sold-out piece', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const shopper = `notify-${crypto.randomUUID().slice(0, 8)}@example.ma`;
    await page.goto('/product/amazigh-motif-vessel');
    const notify = page.getByRole('region', { name: 'Notify me when it’s back' });
    await notify.getByLabel('Email address').fill(shopper);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await notify.getByText('Thank you. We will e-mail you once, when it is back in stock.').waitFor();
    await expectAccessible(page, 'notify me');

    const editor = createClient(inject('apiUrl'), inject('serviceRoleKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never },
    });
    // The editor restocks the vessel's small size (a product_variants row): the shopper asked while
    // every size was sold out, so any size coming back answers them.
    const smallVessel = (stock: number) =>
      editor.from('product_variants').update({ stock_quantity: stock }).eq('sku', 'ZLJ-CER-004-S');
    const vessel = () => smallVessel(0);
    try {
      const restocked = await smallVessel(3);
      expect(restocked.error).toBeNull();

      const inbox = async () => {
        const res = await fetch(
          `${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(shopper)}`,
        );
        return ((await res.json()) as { messages: { subject: string; links: string[]; text: string }[] })
          .messages;
      };
      await expect.poll(async () => (await inbox()).length, { timeout: 15_000, interval: 500 }).toBe(1);
      const [mail] = await inbox();
      expect(mail!.subject).toBe('Back in stock: Amazigh Motif Vessel (small)');
      expect(mail!.links).toEqual([`${inject('webUrl')}/product/amazigh-motif-vessel?size=small`]);
    } finally {
      // Other journeys expect the seeded sold-out piece.
      expect((await vessel()).error).toBeNull();
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
