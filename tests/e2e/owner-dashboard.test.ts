import { describe, expect, it } from 'vitest';

import { DESKTOP, expectAccessible, openPage, sharedBrowser } from './support/browser';

/**
 * The owner's dashboard as a French-speaking owner opens it on a Monday: signed in through /fr/owner,
 * the back office's own chrome, the week's figures; 30 days instead; the chart read with the keyboard
 * says what the table says, day by day. Then the same screen in Arabic, right to left. axe judges each.
 */
const browser = sharedBrowser();
const OWNER = { email: 'owner@zellij.test', password: 'zellij-owner-2024' };

describe("the owner's dashboard", () => {
  it('changes the period in French and reads the same days on the chart and in the table', async () => {
    const { context, page, problems } = await openPage(browser(), DESKTOP);
    await page.goto('/fr/owner');
    await page.waitForURL(/\/fr\/auth\?redirect=%2Fowner$/);
    await page.getByLabel('E-mail', { exact: true }).fill(OWNER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/fr/owner');

    await page.getByRole('heading', { level: 1, name: 'Tableau de bord' }).waitFor();
    const sections = page.getByRole('navigation', { name: 'Gestion' });
    expect(await sections.getByRole('link').allTextContents()).toEqual([
      'Tableau de bord',
      'Commandes',
      'Retours',
      'Avis',
      'Promotions',
      'Factures',
    ]);
    // The back office, not a page of the shop: no bag, no newsletter.
    expect(await page.getByRole('link', { name: /^Panier/ }).count()).toBe(0);
    expect(await page.getByText(/newsletter/i).count()).toBe(0);

    const table = page.getByRole('table', { name: 'Par jour' });
    await expect.poll(() => table.getByRole('row').count()).toBe(8); // 7 days and the heading row
    const chart = page.getByRole('slider', { name: 'Jour du graphique' });
    await chart.locator('canvas').first().waitFor();
    await expectAccessible(page, 'dashboard in French');

    // The radios are drawn as a row of pills: the owner clicks the words.
    await page.locator('label', { hasText: '30 jours' }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(31);
    await page.getByText(/comparé aux 30 jours d’avant$/).waitFor();

    // The keyboard walks the chart's days; each reads as its row of the table.
    await chart.focus();
    await page.keyboard.press('Home');
    for (const index of [0, 1, 2]) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      const cells = await table
        .getByRole('row')
        .nth(index + 1)
        .locator('th, td')
        .allTextContents();
      const said = (await chart.getAttribute('aria-valuetext'))!;
      expect(said.startsWith(`${cells[0]} : `), said).toBe(true);
      expect(said).toContain(`de ventes nettes`);
      expect(said).toContain(cells[2]!);
      expect(said).toMatch(new RegExp(`(^| )${cells[1]} commandes?,`));
    }
    await page.keyboard.press('End');
    const last = await table.getByRole('row').last().locator('th, td').allTextContents();
    expect((await chart.getAttribute('aria-valuetext'))!.startsWith(`${last[0]} : `)).toBe(true);
    await expectAccessible(page, 'dashboard in French over 30 days');

    await page.goto('/ar/owner');
    await page.getByRole('heading', { level: 1, name: 'لوحة القيادة' }).waitFor();
    await page.getByRole('table', { name: 'حسب اليوم' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expectAccessible(page, 'dashboard in Arabic');

    expect(problems).toEqual([]);
    await context.close();
  });
});
