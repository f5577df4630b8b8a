import { screen, within } from '@testing-library/react';

import { findText, renderRoute } from '@/testing/render-route';

describe('home page', () => {
  it('shows the hero, up to three featured in-stock products and the two latest stories', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Objects for mindful living' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Collection' })).toHaveAttribute('href', '/shop');

    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    const products = await within(arrivals).findAllByRole('article');
    expect(products).toHaveLength(3);
    // Featured and in stock, newest first (supabase/seed.sql).
    expect(within(arrivals).getByRole('link', { name: 'Tea Ceremony Gift Set' })).toHaveAttribute(
      'href',
      '/product/tea-ceremony-gift-set',
    );

    const stories = screen.getByRole('region', { name: 'Stories & Rituals' });
    const links = await within(stories).findAllByRole('link', { name: /orange salad|marrakech at dusk/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/recipe/orange-and-cinnamon-salad',
      '/ritual/marrakech-at-dusk-jemaa-el-fna',
    ]);
    expect(within(stories).getByRole('link', { name: 'All rituals →' })).toHaveAttribute('href', '/rituals');
    expect(within(stories).getByRole('link', { name: 'All recipes →' })).toHaveAttribute('href', '/recipes');
  });

  it('wears the site navigation, the newsletter and the footer', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Objects for mindful living' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const sections = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Culture', '/culture'],
      ['Design', '/design'],
      ['Healing', '/health'],
      ['Food', '/food'],
      ['Guides', '/guides'],
    ]) {
      expect(within(sections).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(sections).getByRole('link', { name: 'Journeys' })).toHaveAttribute('href', '/journeys');
    expect(screen.getByRole('heading', { name: 'Come closer.' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Journeys' })).toBeInTheDocument();
    expect(screen.getByText(/© 2024 Zellij/)).toBeInTheDocument();
    expect(
      await findText('Free delivery on orders over 500 MAD. New: the Tea Rituals collection.'),
    ).toBeInTheDocument();
  });
});
