import { screen, within } from '@testing-library/react';

import { findText, renderRoute } from '@/testing/render-route';

describe('recipes in French and Arabic', () => {
  it('lists the recipes in French, with the translated titles and a French count', async () => {
    renderRoute('/fr/recipes');
    const card = await findText('Thé marocain à la menthe');
    expect(screen.getByRole('heading', { level: 1, name: 'Recettes' })).toBeInTheDocument();
    // A translated title is not marked English; the count speaks French plurals.
    expect(card.closest('[lang]')?.getAttribute('lang')).not.toBe('en');
    expect(screen.getByText(/^\d+ recettes$/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('group', { name: 'Difficulté' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Titre, description ou étiquette')).toBeInTheDocument();
  });

  it('shows a recipe in Arabic: its translated title and ingredients, the servings in Arabic plurals', async () => {
    renderRoute('/ar/recipe/moroccan-mint-tea');
    expect(await findText('الشاي المغربي بالنعناع')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'المكونات' })).toBeInTheDocument();
    const servings = screen.getByRole('group', { name: 'الحصص' });
    expect(within(servings).getByRole('status')).toHaveTextContent(/^\d+ (حصة|حصص)$/);
    expect(screen.getByRole('link', { name: 'العودة إلى الوصفات' })).toHaveAttribute('href', '/ar/recipes');
  });
});
