import { describe, expect, it } from 'vitest';

import { expectAccessible, openPage, PHONE, sharedBrowser } from './support/browser';

/**
 * Issue 35: a returning cook on a phone, in French, puts a recipe's pieces in the bag in one tap. The
 * orange salad links the Fes bowl (small by default), the marmalade and the Amazigh vessel, sold out in
 * every size (seed): two go in, the marmalade joining the jar already in the bag, the vessel is named
 * as not in stock, and the bag shows the two lines. The prerendered page hydrates with that bag saved
 * without an error.
 */
const browser = sharedBrowser();

const SAVED_JAR = {
  id: '11111111-1111-4111-8111-000000000015',
  title: "Marmelade d'oranges amères",
  slug: 'bitter-orange-marmalade',
  price: 95,
  imageUrl: null,
  variant: {},
  quantity: 1,
  productType: 'jam',
  altText: null,
};

/** A bag saved on an earlier visit: one jar of marmalade (set once, before the first page's scripts). */
function savedBag(line: typeof SAVED_JAR) {
  if (sessionStorage.getItem('bag-prepared')) return;
  sessionStorage.setItem('bag-prepared', '1');
  localStorage.setItem('zellij-cart', JSON.stringify([line]));
}

describe('a recipe’s pieces', () => {
  it('adds them in one tap in French and names the sold-out one', async () => {
    const { context, page, problems } = await openPage(browser(), PHONE);
    await context.addInitScript(savedBag, SAVED_JAR);
    await page.goto('/fr/recipe/orange-and-cinnamon-salad');
    await page.getByRole('heading', { level: 1, name: /Salade d'oranges/ }).waitFor();

    const add = page.getByRole('button', { name: 'Ajouter les pièces de cette recette' });
    await add.click();
    const said = page.getByRole('status').filter({ hasText: /pièces ajoutées/ });
    await said.waitFor();
    expect(await said.textContent()).toBe(
      "2 pièces ajoutées : Bol à thé bleu de Fès (Taille : Petit 15 cm) et Marmelade d'oranges amères. " +
        'Pas en stock : Amazigh Motif Vessel.',
    );
    const bag = page.getByRole('link', { name: 'Panier : 3 articles' });
    await bag.waitFor();
    await expectAccessible(page, 'recipe, pieces added');

    await bag.click();
    await page.waitForURL(/\/fr\/cart$/);
    await page.getByText('Bol à thé bleu de Fès', { exact: true }).first().waitFor();
    await page.getByText("Marmelade d'oranges amères", { exact: true }).first().waitFor();
    expect(await page.getByText('Amazigh Motif Vessel').count()).toBe(0);
    // The jar saved earlier and the one just added are one line of 2; then the bowl.
    const quantities = page.locator('main input[inputmode="numeric"]');
    expect(
      await quantities.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['2', '1']);
    await expectAccessible(page, 'bag with the recipe’s pieces');

    expect(problems).toEqual([]);
    await context.close();
  });
});
