import { screen, within } from '@testing-library/react';

import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';

import type { CartLine } from '../cart-line';

const bowl: CartLine = {
  id: '11111111-1111-4111-8111-000000000001',
  title: 'Bol à thé bleu de Fès',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: 'products/fes-blue-tea-bowl.webp',
  variant: { size: 'medium' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
};
const jam: CartLine = {
  ...bowl,
  id: '11111111-1111-4111-8111-000000000014',
  title: 'Fig and Anise Jam',
  slug: 'fig-and-anise-jam',
  price: 75,
  variant: {},
  quantity: 2,
};
const fill = (lines: CartLine[]) => localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));

describe('cart page in French and Arabic', () => {
  it('speaks French: count, option, summary and the ways on', async () => {
    fill([bowl, jam]);
    renderRoute('/fr/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre panier' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('3 articles')).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: 'Articles de votre panier' });
    expect(within(lines).getByText('Taille : Moyen 18 cm')).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Retirer Fig and Anise Jam' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Récapitulatif de la commande' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer la commande' })).toHaveAttribute('href', '/fr/checkout');
    expect(screen.getByText(/Paiement par PayPal, ou à la livraison au Maroc\./)).toBeInTheDocument();
  });

  it('counts in Arabic with its plural forms', async () => {
    fill([bowl, jam]);
    renderRoute('/ar/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سلة التسوق' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText('3 قطع')).toBeInTheDocument();
    expect(screen.getByText('المقاس: متوسط 18 سم')).toBeInTheDocument();
  });

  it('says so in French when the bag is empty', async () => {
    fill([]);
    renderRoute('/fr/cart');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Votre panier est vide' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Votre panier' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir les produits' })).toHaveAttribute('href', '/fr/shop');
  });
});
