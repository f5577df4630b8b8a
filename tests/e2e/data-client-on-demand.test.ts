import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { newConfirmedAccount, signInOnAuthPage } from './support/accounts';
import { DESKTOP, openPage, sharedBrowser } from './support/browser';

/**
 * supabase-js (46 KB gzip, more than any page's own code) loads only when a page needs what only it
 * does (issue 36): reads, functions and Storage go through their own small clients with the stored
 * session. A visitor browsing, and a signed-in customer whose session is good, never download it; a
 * sign-in form starts it when focused, and a sign-out loads it to end the session.
 */
const browser = sharedBrowser();
const PASSWORD = 'tagine-and-mint-42';

/** Records the build's scripts the page downloads; `loaded()` says whether supabase-js was among them. */
function watchScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
  });
  const named = (name: string) =>
    scripts.filter((path) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(path));
  return { supabaseJs: () => named('supabase'), jsonLdBuilders: () => named('structured-data') };
}

/** The schema.org types of the JSON-LD in the page's <head>, each with its name. */
const structuredData = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
      [JSON.parse(script.textContent ?? '')]
        .flat()
        .map((item: { '@type': string; name?: string }) => `${item['@type']} ${item.name ?? ''}`.trim()),
    ),
  );

/** Loads `path` and waits until the page shows its heading and has gone quiet (its reads answered). */
async function visit(page: Page, path: string, heading?: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, ...(heading && { name: heading }) }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the data client on demand', () => {
  it('is never downloaded while a visitor browses, fills a bag and reads a product', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const watch = watchScripts(page);
    await visit(page, '/');
    await visit(page, '/product/bitter-orange-marmalade', 'Bitter Orange Marmalade');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Bag: 1 item' }).waitFor();
    await visit(page, '/fr/cart', 'Votre panier');
    // The bag read its stock and quote from the database through PostgREST's client alone.
    await page.getByText('Bitter Orange Marmalade').first().waitFor();
    expect(watch.supabaseJs()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('comes when a sign-in form is focused, and a signed-in customer reads without it until sign-out', async () => {
    const email = await newConfirmedAccount('on-demand', PASSWORD);
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    let watch = watchScripts(page);
    await visit(page, '/auth');
    expect(watch.supabaseJs()).toEqual([]);
    await page.getByLabel('Email').first().focus();
    await expect.poll(() => watch.supabaseJs().length).toBe(1);
    await signInOnAuthPage(page, email, PASSWORD);

    // A new page load with a good stored session: the profile, its premium status and the account's
    // bag all answer without supabase-js.
    const fresh = await context.newPage();
    fresh.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    watch = watchScripts(fresh);
    await visit(fresh, '/profile', 'Your account');
    await fresh.getByText(email).first().waitFor();
    expect(watch.supabaseJs()).toEqual([]);

    // Signing out needs it, and ends the session.
    await fresh.getByRole('button', { name: /Account/ }).click();
    await fresh.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect
      .poll(() => fresh.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth-token'))), {
        timeout: 30_000,
      })
      .toEqual([]);
    await fresh.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(watch.supabaseJs()).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the JSON-LD the build wrote in <head>, and writes the next page’s with builders loaded then', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    const watch = watchScripts(page);
    const recipe = 'Orange Salad with Cinnamon and Orange Blossom';
    await visit(page, '/recipe/orange-and-cinnamon-salad', recipe);
    expect(await structuredData(page)).toContain(`Recipe ${recipe}`);
    expect(watch.jsonLdBuilders()).toEqual([]);

    // A move inside the app: the recipe's JSON-LD leaves with it, the piece's comes.
    await page
      .locator('main')
      .getByRole('link', { name: /Fes Blue Tea Bowl/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Fes Blue Tea Bowl' }).waitFor();
    await expect
      .poll(() => structuredData(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^Product(Group)? Fes Blue Tea Bowl$/)]));
    expect((await structuredData(page)).some((item) => item.startsWith('Recipe'))).toBe(false);
    expect(watch.jsonLdBuilders()).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
