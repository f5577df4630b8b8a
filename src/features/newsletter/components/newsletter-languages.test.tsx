import { screen } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';

describe('the newsletter sign-up in French and Arabic', () => {
  it('invites in French', async () => {
    renderRoute('/fr/rituals');
    expect(
      await screen.findByRole('heading', { name: 'Approchez-vous.' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
  });

  it('invites in Arabic', async () => {
    renderRoute('/ar/rituals');
    expect(
      await screen.findByRole('heading', { name: 'اقترب أكثر.' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('بريدك الإلكتروني')).toBeInTheDocument();
  });
});
