import { screen, within } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('collections in French and Arabic', () => {
  it('lists the collections in French with their counts', async () => {
    renderRoute('/fr/collections');
    const explore = await screen.findByRole(
      'link',
      { name: 'Découvrir Rituels du thé' },
      { timeout: 10_000 },
    );
    expect(explore).toHaveAttribute('href', '/fr/collection/tea-rituals');
    expect(within(explore.closest('article')!).getByText('5 pièces')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Réunies pour vivre ensemble' }),
    ).toBeInTheDocument();
  });

  it('shows one collection in Arabic, its count in the Arabic plural', async () => {
    renderRoute('/ar/collection/tea-rituals');
    expect(await screen.findByText('5 منتجات', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/كل ما يلزم لأتاي/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'التصفية حسب الوسم' })).toBeInTheDocument();
  });
});
