import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

const titles = async () => {
  const grid = await screen.findAllByRole('article', {}, { timeout: 10_000 });
  return grid.map((card) => within(card).getByRole('heading').textContent);
};

const facet = (name: string) => screen.getByRole('navigation', { name });
/** A facet's choices as "label count" (the count is what picking it would show). */
const choices = (name: string) =>
  within(facet(name))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/ results?$/, ''));

describe('shop page', () => {
  it('shows the first page of in-stock products, newest first, with a count for every category', async () => {
    renderRoute('/shop');
    const list = await titles();
    // 26 seeded products, one sold out (Amazigh Motif Vessel): 25, twelve to a page.
    expect(list).toHaveLength(12);
    expect(list[0]).toBe('Pierced Brass Mbekhra');
    expect(list).not.toContain('Amazigh Motif Vessel');
    expect(screen.getByText('25 pieces')).toBeInTheDocument();
    expect(
      within(facet('Filter by category'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All 25 pieces',
      'Ceramics 3 pieces',
      'Textiles 4 pieces',
      'Kitchenware 8 pieces',
      'Spices 6 pieces',
      'Accessories 4 pieces',
    ]);
    expect(choices('Price')).toEqual([
      'Under 150 MAD 5',
      '150–250 MAD 9',
      '250–400 MAD 8',
      '400 MAD and over 3',
    ]);
    expect(choices('Availability')).toEqual(['In stock 25', 'Include sold out 26']);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop — Zellij'));
  });

  it('filters by category from the URL and links each choice to its own URL', async () => {
    const { router } = renderRoute('/shop?category=textiles');
    expect(await titles()).toEqual([
      'Sabra Loom Napkins, Set of 2',
      'Indigo Hammam Fouta',
      'Berber Linen Napkins, Set of 4',
      'Fes Embroidered Napkins, Set of 4',
    ]);
    expect(screen.getByRole('link', { name: /^Textiles/ })).toHaveAttribute('aria-current', 'true');
    // Under "textiles", the artisans' counts are the textiles each made.
    expect(choices('Artisan')).toContain('Aït Bouguemez Weavers 3');

    await userEvent.click(screen.getByRole('link', { name: /^Spices/ }));
    expect(router.state.location.search).toBe('?category=spices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spices' })).toBeInTheDocument();
  });

  it('counts each choice under the other filters and writes every choice to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/shop?category=spices');
    await titles();
    await user.click(within(facet('Price')).getByRole('link', { name: /^Under 150 MAD/ }));
    expect(router.state.location.search).toBe('?category=spices&price=under-150');
    await waitFor(() => expect(screen.getByText('4 pieces')).toBeInTheDocument());
    // The category row now counts what each category holds under 150 MAD.
    expect(screen.getByRole('link', { name: /^Kitchenware/ })).toHaveAccessibleName('Kitchenware 1 piece');
    // A choice that gives nothing is shown, but is not a link.
    expect(within(facet('Price')).queryByRole('link', { name: /^400 MAD and over/ })).toBeNull();
    expect(choices('Price')).toContain('400 MAD and over 0');

    await user.click(screen.getByRole('link', { name: 'Remove filter: Under 150 MAD' }));
    expect(router.state.location.search).toBe('?category=spices');
  });

  it('applies search, type, featured, new and artisan filters together', async () => {
    renderRoute('/shop?search=TEA&type=bowl');
    expect(await titles()).toEqual(['Fes Blue Tea Bowl']);
    expect(screen.getByRole('link', { name: /Search: TEA/ })).toBeInTheDocument();
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

  it('pages with real links, and Back returns to the page and filters before', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/shop?stock=all');
    await titles();
    const pages = screen.getByRole('navigation', { name: 'Shop pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/shop?stock=all&page=2',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?stock=all&page=3');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('26 pieces')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Shop pages' })).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('rel', 'prev');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?stock=all');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
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
    // A piece in one size: its price alone, no "from".
    expect(within(marmalade).getByText('€6.36')).toBeInTheDocument();
    expect(within(marmalade).getByText('≈ 70 MAD')).toBeInTheDocument();
  });

  it('says "from" on the cards of pieces whose sizes cost different amounts, in the chosen currency', async () => {
    renderRoute('/shop?category=ceramics');
    await titles();
    const card = (name: string) => within(screen.getByRole('link', { name }).closest('article')!);
    expect(card('Fes Blue Tea Bowl').getByText('from 180 MAD')).toBeInTheDocument();
    // Its medium is sold out, its small costs 320: what can be bought now.
    expect(card('Tamegroute Green Bowl').getByText('from 320 MAD')).toBeInTheDocument();
    cleanup();

    localStorage.setItem(STORAGE_KEYS.currency, 'EUR');
    renderRoute('/shop?category=ceramics');
    await titles();
    expect(card('Fes Blue Tea Bowl').getByText('from €16.36')).toBeInTheDocument();
    expect(card('Fes Blue Tea Bowl').getByText('≈ 180 MAD')).toBeInTheDocument();
  });

  it('says so when nothing matches, offers to clear the filters and shows popular pieces', async () => {
    renderRoute('/shop?search=nothing-like-this&category=ceramics');
    expect(
      await screen.findByText('No products found in this category.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/shop');
    const popular = screen.getByRole('region', { name: 'Popular pieces' });
    expect(within(popular).getAllByRole('article')).toHaveLength(4);
  });
});
