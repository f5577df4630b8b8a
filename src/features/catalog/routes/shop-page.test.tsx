import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

const titles = async () => {
  const grid = await screen.findAllByRole('article', {}, { timeout: 10_000 });
  return grid.map((card) => within(card).getByRole('heading').textContent);
};

describe('shop page', () => {
  it('lists in-stock products newest first with category buttons', async () => {
    renderRoute('/shop');
    const list = await titles();
    // 26 seeded products, one sold out (Amazigh Motif Vessel).
    expect(list).toHaveLength(25);
    expect(list[0]).toBe('Pierced Brass Mbekhra');
    expect(list).not.toContain('Amazigh Motif Vessel');
    const categories = screen.getByRole('group', { name: 'Filter by category' });
    await within(categories).findByRole('button', { name: 'Ceramics' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Ceramics', 'Textiles', 'Kitchenware', 'Spices', 'Accessories']);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop — Zellij'));
  });

  it('filters by category from the URL and writes the choice back to it', async () => {
    const { router } = renderRoute('/shop?category=textiles');
    expect(await titles()).toEqual([
      'Sabra Loom Napkins, Set of 2',
      'Indigo Hammam Fouta',
      'Berber Linen Napkins, Set of 4',
      'Fes Embroidered Napkins, Set of 4',
    ]);
    expect(await screen.findByRole('button', { name: 'Textiles' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Spices' }));
    expect(router.state.location.search).toBe('?category=spices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spices' })).toBeInTheDocument();
  });

  it('applies search, type, featured, new and artisan filters together', async () => {
    renderRoute('/shop?search=TEA&type=bowl');
    expect(await titles()).toEqual(['Fes Blue Tea Bowl']);
    expect(screen.getByRole('button', { name: /Search: TEA/ })).toBeInTheDocument();
  });

  it.each([
    ['featured=true', 'Tea Ceremony Gift Set', 7],
    ['new=true', 'Pierced Brass Mbekhra', 7],
    ['artisan=true', 'Pierced Brass Mbekhra', 5],
  ])('applies %s', async (query, first, count) => {
    renderRoute(`/shop?${query}`);
    const list = await titles();
    expect(list[0]).toBe(first);
    expect(list).toHaveLength(count);
  });

  it('sorts by price and keeps the sort in the URL', async () => {
    const { router } = renderRoute('/shop?category=spices');
    await titles();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(router.state.location.search).toBe('?category=spices&sort=price-asc');
    // The previous order stays on screen (dimmed) until the new one arrives.
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]!).getByRole('heading')).toHaveTextContent(
        'Beldi Preserved Lemons',
      ),
    );
  });

  it('shows prices in the chosen currency with the approximate MAD figure', async () => {
    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    renderRoute('/shop?type=jam');
    await titles();
    const marmalade = screen.getByRole('link', { name: 'Bitter Orange Marmalade' }).closest('article')!;
    expect(within(marmalade).getByText('€6.36')).toBeInTheDocument();
    expect(within(marmalade).getByText('≈ 70 MAD')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderRoute('/shop?search=nothing-like-this');
    expect(
      await screen.findByText('No products found in this category.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
