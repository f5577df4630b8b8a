import { screen } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('/about', () => {
  it('has the hero, the three sections, the audiences and ethos of the spec, and a closing quote', async () => {
    renderRoute('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Us' }, { timeout: 10_000 }),
    ).toBeVisible();
    for (const section of ['Our Ethos', 'Who We Serve', "What We're Building"]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    for (const principle of [
      'Guardianship, not extraction',
      'Mysticism, not performance',
      'Usefulness, not clutter',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: principle })).toBeInTheDocument();
    }
    for (const audience of [
      'Travellers',
      'Hosts and riads',
      'The diaspora',
      'Scholars',
      'Artists',
      'Wanderers',
    ]) {
      expect(screen.getByText(audience)).toBeInTheDocument();
    }
    expect(
      screen.getByText(/A thing made by hand carries the time it took/).closest('blockquote'),
    ).not.toBeNull();
  });
});
