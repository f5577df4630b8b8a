import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';

const cardTitles = async () =>
  (await screen.findAllByRole('article', {}, { timeout: 10_000 })).map(
    (card) => within(card).getByRole('heading').textContent,
  );

describe('collections', () => {
  it('lists every collection with its image, count and an Explore link', async () => {
    renderRoute('/collections');
    expect(await cardTitles()).toEqual([
      'Tea Rituals',
      'Zellij Basics',
      'Zellij Essentials',
      'Summer Pantry',
    ]);
    const tea = screen.getByRole('link', { name: 'Explore Tea Rituals' });
    expect(tea).toHaveAttribute('href', '/collection/tea-rituals');
    expect(within(tea.closest('article')!).getByText('5 pieces')).toBeInTheDocument();
  });

  it('shows one collection, matched case-insensitively, with its description and count', async () => {
    renderRoute('/collection/Tea-Rituals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tea Rituals' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Everything for atay/)).toBeInTheDocument();
    expect(screen.getByText('5 products')).toBeInTheDocument();
    expect(await cardTitles()).toHaveLength(5);
  });

  it('filters by tags with AND semantics and clears them all', async () => {
    const { router } = renderRoute('/collection/tea-rituals');
    await cardTitles();
    await userEvent.click(screen.getByRole('button', { name: '#handmade' }));
    expect(await cardTitles()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: '#glazed' }));
    expect(await cardTitles()).toEqual(['Fes Blue Tea Bowl']);
    expect(router.state.location.search).toBe('?tag=handmade&tag=glazed');

    await userEvent.click(screen.getByRole('button', { name: '#metal' }));
    expect(screen.getByText('No products match the selected filters.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear All' })[0]!);
    expect(await cardTitles()).toHaveLength(5);
  });

  it('says when a collection does not exist, with a way to all products', async () => {
    renderRoute('/collection/winter-things');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop');
  });
});
