import { describe, expect, it } from 'vitest';

import { confirmFromMailbox } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';
import { layoutProblems } from './support/layout';

/** Premium: Get Premium opens Stripe Checkout (sandbox) in a new tab; paying makes the reader Premium. */
const browser = sharedBrowser();

describe('premium', () => {
  it('subscribes in the Stripe sandbox and shows the Premium badge', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/auth?tab=sign-up&redirect=%2Fprofile');
    const email = `premium-${Date.now().toString(36)}@example.ma`;
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('tagine-and-mint-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Check your inbox').waitFor();
    await confirmFromMailbox(page, email);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await expectAccessible(page, 'profile');

    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      // The profile's own button (the header's navigation offers the same action).
      page.getByRole('main').getByRole('button', { name: 'Get Premium' }).click(),
    ]);
    await checkout.waitForURL(/\/__sandbox\/stripe\//);
    await checkout.getByRole('button', { name: 'Pay and subscribe' }).click();

    // Stripe sends the new tab back to the profile, which re-checks and welcomes the member.
    await checkout.waitForURL(/\/profile/);
    await checkout.getByText('Welcome to Premium!', { exact: true }).waitFor();
    await checkout.getByRole('main').getByRole('button', { name: 'Manage Subscription' }).waitFor();
    expect(await checkout.getByText('Premium', { exact: true }).first().isVisible()).toBe(true);

    // The first tab catches up when the reader returns to it.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByRole('main').getByRole('button', { name: 'Manage Subscription' }).waitFor();
    await expectAccessible(page, 'profile, premium');

    // A member's header carries the badge and Manage Subscription beside the currency and languages,
    // in every language, from the width the navigation row appears.
    for (const [path, badge] of [
      ['/', 'Premium'],
      ['/fr/', 'Premium'],
      ['/ar/', 'بريميوم'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('banner').getByText(badge, { exact: true }).waitFor();
      for (const width of [1024, 1100, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await layoutProblems(page, { controls: true }), `${path} at ${width} px, a member`).toEqual(
          [],
        );
      }
    }

    expect(problems).toEqual([]);
    await context.close();
  });
});
