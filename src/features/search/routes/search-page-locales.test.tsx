import { screen } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('search page in French and Arabic', () => {
  it('finds the French titles and says how many in French', async () => {
    renderRoute('/fr/search?q=bol');
    expect(
      await screen.findByRole('link', { name: 'Bol à thé bleu de Fès' }, { timeout: 10_000 }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText(/^\d+\+? résultats?$/)).toBeInTheDocument();
    expect(screen.getAllByText('Produit').length).toBeGreaterThan(0);
    expect(screen.getByRole('searchbox', { name: 'Rechercher dans la boutique' })).toHaveValue('bol');
  });

  it('says in Arabic when nothing is found', async () => {
    renderRoute('/ar/search?q=qqqqzzzz');
    expect(await screen.findByText('لم نجد شيئًا عن «qqqqzzzz»', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طاجين' })).toBeInTheDocument();
  });
});
