import { screen, waitFor } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('home page in French and Arabic', () => {
  it('speaks French, with the emphasised word inside the headline', async () => {
    renderRoute('/fr/');
    const headline = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(headline).toHaveTextContent('Des objets pour vivre en pleine conscience');
    expect(headline.querySelector('em')).toHaveTextContent('pleine conscience');
    expect(screen.getByRole('heading', { name: 'Nouveautés' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir la collection' })).toHaveAttribute('href', '/fr/shop');
    // New arrivals in French where translated; English titles marked as such.
    const productLinks = () =>
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/fr/product/'));
    await waitFor(() => expect(productLinks().length).toBeGreaterThan(0), { timeout: 10_000 });
    for (const link of productLinks()) expect(['en', null]).toContain(link.getAttribute('lang'));
  });

  it('speaks Arabic', async () => {
    renderRoute('/ar/');
    const headline = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(headline).toHaveTextContent('أشياء لحياة يقِظة');
    expect(screen.getByRole('link', { name: 'كل الطقوس ←' })).toHaveAttribute('href', '/ar/rituals');
  });
});
