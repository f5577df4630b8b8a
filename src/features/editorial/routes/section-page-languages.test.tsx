import { screen, within } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('section pages in French and Arabic', () => {
  it('names the Healing section in French', async () => {
    renderRoute('/fr/health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bien-être' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('lists the city guides in Arabic', async () => {
    renderRoute('/ar/guides');
    await screen.findByRole('heading', { level: 1, name: 'أدلة' }, { timeout: 10_000 });
    const cities = screen.getByRole('navigation', { name: 'أدلة المدن' });
    expect(within(cities).getByRole('link', { name: /مراكش/ })).toHaveAttribute(
      'href',
      '/ar/guides/marrakech',
    );
  });
});
