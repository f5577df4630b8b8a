import { screen, within } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('shop page in French and Arabic', () => {
  it('speaks French: heading, counts, facets and translated card titles', async () => {
    renderRoute('/fr/shop?category=ceramics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Céramique' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText(/^\d+ pièces?$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Filtrer par catégorie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trier par')).toHaveDisplayValue('Nouveautés d’abord');
    expect(screen.getByText('Disponibilité')).toBeInTheDocument();
    // A piece with a French translation shows it; one without is marked English.
    const translated = await screen.findByRole('link', { name: 'Bol à thé bleu de Fès' });
    expect(translated).not.toHaveAttribute('lang');
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/fr/product/'));
    expect(links.some((link) => link.getAttribute('lang') === 'en')).toBe(true);
    // Sizes that cost different amounts: the card says what the cheapest one costs.
    expect(within(translated.closest('article')!).getByText(/^à partir de 180\sMAD$/)).toBeInTheDocument();
  });

  it('says "from" in Arabic', async () => {
    renderRoute('/ar/shop?category=ceramics');
    const bowl = await screen.findByRole(
      'link',
      { name: 'زلافة الشاي الزرقاء الفاسية' },
      { timeout: 10_000 },
    );
    expect(
      within(bowl.closest('article')!).getByText(/^ابتداءً من \u200f?180\sد\.م\.\u200f?$/),
    ).toBeInTheDocument();
  });

  it('counts in Arabic and says when nothing matches', async () => {
    renderRoute('/ar/shop?search=zzzzzz');
    expect(
      await screen.findByText('لم نعثر على منتجات في هذه الفئة.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('نتائج البحث عن «zzzzzz»');
    const chips = screen.getByRole('list', { name: 'عوامل التصفية المفعّلة' });
    expect(
      within(chips).getByRole('link', { name: 'إزالة عامل التصفية: البحث: zzzzzz' }),
    ).toBeInTheDocument();
  });
});
