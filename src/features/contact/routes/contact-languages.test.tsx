import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderRoute } from '@/testing/render-route';

describe('/contact in French and Arabic', () => {
  it('asks in French, and explains a missing way to reply in French', async () => {
    renderRoute('/fr/contact');
    await screen.findByRole('heading', { level: 2, name: 'ÉCRIVEZ-NOUS.' }, { timeout: 10_000 });
    expect(screen.getByLabelText('Prénom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ENVOYER' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Indiquez-nous une adresse e-mail ou un numéro de téléphone pour que nous puissions vous répondre.',
    );
  });

  it('speaks Arabic', async () => {
    renderRoute('/ar/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'اتصل بنا' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('الاسم العائلي')).toBeInTheDocument();
  });
});
