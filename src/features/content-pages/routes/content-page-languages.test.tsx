import { screen } from '@testing-library/react';

import { loadSanitizer } from '@/components/ui/prose-sanitizer';
import { renderRoute } from '@/testing/render-route';

beforeAll(() => loadSanitizer());

describe('content pages in Arabic and French', () => {
  it('shows the Arabic privacy policy with an Arabic date line', async () => {
    renderRoute('/ar/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' }, { timeout: 10_000 }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('آخر تحديث:', { exact: false })).toBeInTheDocument();
  });

  it('dates the French privacy policy in French', async () => {
    renderRoute('/fr/privacy');
    const line = await screen.findByText('Dernière mise à jour :', { exact: false }, { timeout: 10_000 });
    expect(line.querySelector('time')?.textContent).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
  });
});
