import { screen } from '@testing-library/react';

import { findText, renderRoute } from '@/testing/render-route';

describe('rituals in French and Arabic', () => {
  it('lists the rituals in French with French long dates', async () => {
    renderRoute('/fr/rituals');
    expect(await findText('Atay : les trois verres')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rituels' })).toBeInTheDocument();
    const dates = document.querySelectorAll('main time');
    expect(dates.length).toBeGreaterThan(0);
    expect(dates[0]!.textContent).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
  });

  it('shows a ritual in Arabic', async () => {
    renderRoute('/ar/rituals');
    expect(await findText('أتاي: الكؤوس الثلاث')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'طقوس' })).toBeInTheDocument();
  });
});
