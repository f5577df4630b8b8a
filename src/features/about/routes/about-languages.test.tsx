import { screen } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('/about in French and Arabic', () => {
  it('tells the house’s ethos in French', async () => {
    renderRoute('/fr/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'À propos' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Protéger, pas extraire' })).toBeInTheDocument();
  });

  it('tells it in Arabic', async () => {
    renderRoute('/ar/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'من نحن' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'زُر المتجر' })).toHaveAttribute('href', '/ar/shop');
  });
});
