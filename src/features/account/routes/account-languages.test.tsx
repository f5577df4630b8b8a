import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '@/lib/constants';
import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

signOutAfterEach();

/** A shopper who chose the language (an English browser is otherwise offered English by the chrome). */
function renderIn(locale: 'fr' | 'ar', path: string) {
  localStorage.setItem(STORAGE_KEYS.locale, locale);
  renderRoute(`/${locale}${path}`);
}

describe('the account screens in French and Arabic', () => {
  it('signs in and up in French, and explains a weak password before sending it', async () => {
    renderIn('fr', '/auth');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre compte' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Se connecter ou s’inscrire' });
    expect(within(tabs).getByRole('tab', { name: 'Se connecter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'S’inscrire' }));
    const form = await screen.findByRole('form', { name: 'Inscription' });
    expect(
      within(form).getByText('Au moins 8 caractères, avec des lettres et des chiffres.'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'nadia@example.ma');
    await userEvent.type(within(form).getByLabelText('Mot de passe'), 'court');
    await userEvent.click(within(form).getByRole('button', { name: 'Créer mon compte' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Utilisez au moins 8 caractères. Utilisez des lettres et des chiffres.',
    );
  });

  it('shows the profile in Arabic, with an empty order history', async () => {
    stubSubscriptionCheck(false);
    await signUpTestUser('account-ar');
    renderIn('ar', '/profile');
    // The heading is there before the session is known (the prerendered shell paints it); the account after.
    expect(await screen.findByText('عضو منذ', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'حسابك' })).toBeInTheDocument();
    expect(await screen.findByText('لم تقدّم أي طلب بعد.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح المتجر' })).toHaveAttribute('href', '/ar/shop');
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    // The news choice comes below the fold in a part of its own: the page is complete once it is in.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'أخبار زليج' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
