import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';

/** The results' heading: under the page's own, which every search shares (its prerendered shell). */
const results = () => screen.findByRole('heading', { level: 2, name: /^Results for/ }, { timeout: 10_000 });

describe('/search', () => {
  it('lists every kind of result for the words, each linking to its page', async () => {
    renderRoute('/search?q=tajine');
    expect(await results()).toHaveTextContent('Results for “tajine”');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search the shop');
    const recipe = await screen.findByRole(
      'link',
      { name: 'Chicken Tagine with Preserved Lemon and Olives' },
      { timeout: 10_000 },
    );
    expect(recipe).toHaveAttribute('href', '/recipe/chicken-tagine-with-preserved-lemon-and-olives');
    expect(screen.getByRole('link', { name: 'Beldi Preserved Lemons' })).toHaveAttribute(
      'href',
      '/product/beldi-preserved-lemons',
    );
    expect(screen.getByText(/^\d+ results$/)).toBeInTheDocument();
    // The layout owns the page's one main landmark; the screen fills it.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('says which spelling it searched for when the words were misspelt', async () => {
    renderRoute('/search?q=terracota');
    await screen.findByRole('link', { name: 'Safi Terracotta Bowl' }, { timeout: 10_000 });
    expect(screen.getByText(/Nothing matched “terracota”\. Did you mean/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terracotta' })).toHaveAttribute('href', '/search?q=terracotta');
  });

  it('offers popular pieces when nothing is found', async () => {
    renderRoute('/search?q=qqqqzzzz');
    expect(
      await screen.findByRole('heading', { name: 'Nothing found for “qqqqzzzz”' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Popular in the shop' });
    await waitFor(() => expect(within(popular).getAllByRole('article').length).toBeGreaterThan(0));
  });

  it('pages with real links, and the field changes the words', async () => {
    const { router } = renderRoute('/search?q=hand');
    const pages = await screen.findByRole('navigation', { name: 'Pages of results' }, { timeout: 10_000 });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    const next = within(pages).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/search?q=hand&page=2');
    await userEvent.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?q=hand&page=2'));
    await screen.findByText(/, page 2 of \d+$/, {}, { timeout: 10_000 });

    const field = screen.getByRole('searchbox', { name: 'Search the shop' });
    expect(field).toHaveValue('hand');
    await userEvent.clear(field);
    await userEvent.type(field, 'fouta{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=fouta'));
    expect(
      await screen.findByRole('link', { name: 'Indigo Hammam Fouta' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
