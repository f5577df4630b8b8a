import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { findText, renderRoute } from '@/testing/render-route';

const MINT_TEA_ID = '22222222-2222-4222-8222-000000000101';

async function openMintTea() {
  renderRoute('/recipe/moroccan-mint-tea');
  return screen.findByRole('heading', { level: 1, name: 'Moroccan Mint Tea' }, { timeout: 10_000 });
}

describe('/recipe/{slug}', () => {
  it('shows the recipe: back link, tags, facts, cooking mode, ingredients, method and products', async () => {
    await openMintTea();
    expect(screen.getByRole('link', { name: 'Back to recipes' })).toHaveAttribute('href', '/recipes');
    const facts = screen.getByText('Prep time').closest('dl');
    if (!facts) throw new Error('no facts');
    expect(
      within(facts)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['5 min', '10 min', '6', 'easy']);
    expect(within(screen.getAllByRole('list', { name: 'Tags' })[0]!).getByText('quick')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter Cooking Mode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Save/ })).toBeInTheDocument();
    expect(
      screen.getByText('Do not skip this rinse; it is what keeps the tea from tasting harsh.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Featured Products' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      const data = scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);
      expect(data).toContainEqual(expect.objectContaining({ '@type': 'Recipe', name: 'Moroccan Mint Tea' }));
    });
  });

  it('strikes ticked ingredients through and remembers them for the recipe', async () => {
    const user = userEvent.setup();
    await openMintTea();
    const tea = screen.getByRole('checkbox', { name: /gunpowder green tea/ });
    await user.click(tea);
    expect(tea).toBeChecked();
    expect(screen.getByText('Chinese gunpowder green tea').parentElement).toHaveClass('line-through');
    expect(JSON.parse(localStorage.getItem(`zellij-recipe-checklist:${MINT_TEA_ID}`) ?? '[]')).toEqual([0]);
  });

  it('scales ingredient amounts with the servings', async () => {
    const user = userEvent.setup();
    await openMintTea();
    expect(screen.getByText('1 1/2 tbsp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(screen.getByText('4 servings')).toBeInTheDocument();
    expect(screen.getByText('1 tbsp')).toBeInTheDocument(); // 1½ × 4/6
    expect(screen.getByText('2⅔–4 tbsp')).toBeInTheDocument(); // "4 to 6 tbsp" sugar
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('1 1/2 tbsp')).toBeInTheDocument();
  });

  it('opens cooking mode as a modal dialog and returns focus when Escape exits', async () => {
    const user = userEvent.setup();
    await openMintTea();
    const enter = screen.getByRole('button', { name: 'Enter Cooking Mode' });
    await user.click(enter);
    // Cooking mode's chunk loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Moroccan Mint Tea' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('Step 1 of 7')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Step 2 of 7')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(enter).toHaveFocus());
  });

  it('hides cooking mode where the recipe does not enable it', async () => {
    renderRoute('/recipe/zaalouk');
    await screen.findByRole('heading', { level: 1, name: /Zaalouk/ }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Enter Cooking Mode' })).not.toBeInTheDocument();
  });

  it('shows Recipe not found for drafts, rituals and unknown slugs', async () => {
    const draft = renderRoute('/recipe/chicken-pastilla');
    expect(await findText('Recipe not found')).toBeInTheDocument();
    draft.unmount();
    renderRoute('/recipe/atay-the-three-glasses');
    expect(await findText('Recipe not found')).toBeInTheDocument();
  });
});
