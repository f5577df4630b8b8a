import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Toaster } from '@/components/ui/toaster';
import { LocaleContext } from '@/lib/i18n/locale';
import { AuthContext } from '@/providers/auth-context';
import { AuthProvider } from '@/providers/auth-provider';
import { useAuth } from '@/providers/use-auth';

import { authNotKnownYet } from '@/testing/auth-not-known-yet';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';
import { clearToastsAfterEach, expectToast } from '@/testing/toasts';

import { premiumMessages } from '../i18n';

import { PremiumBadge } from './premium-badge';
import { GetPremiumButton, ManageSubscriptionButton, PremiumAction } from './premium-buttons';

signOutAfterEach();
clearToastsAfterEach();

function Ready({ children }: { children: React.ReactNode }) {
  return useAuth().loading ? null : children;
}

function renderWithAuth(ui: React.ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <Ready>{ui}</Ready>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** A stand-in for the tab window.open gives us, recording where it is sent. */
function stubNewTab() {
  const tab = { opener: {} as unknown, closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

describe('Get Premium', () => {
  it('asks signed-out visitors to sign in', async () => {
    const user = userEvent.setup();
    const { open } = stubNewTab();
    renderWithAuth(<GetPremiumButton />);
    await user.click(await screen.findByRole('button', { name: 'Get Premium' }));
    await expectToast('Sign in required', 'Please sign in to subscribe to the premium subscription.');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens Stripe Checkout from create-checkout in a new tab', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    const session = await signUpTestUser('premium');
    const { tab, open } = stubNewTab();
    renderWithAuth(<GetPremiumButton />);
    await user.click(await screen.findByRole('button', { name: 'Get Premium' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(
      () => expect(tab.location.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__sandbox\/stripe\//),
      {
        timeout: 15_000,
      },
    );
    // The function was called with the reader's bearer token and no body.
    const call = check.spy.mock.calls
      .map(([input, init]) => new Request(input, init))
      .find((request) => request.url.endsWith('/functions/v1/create-checkout'));
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
    expect(await call?.clone().text()).toBe('');
    expect(screen.getByRole('button', { name: 'Get Premium' })).toBeInTheDocument();
  });

  it('closes the tab and explains when checkout cannot start', async () => {
    const user = userEvent.setup();
    stubSubscriptionCheck(false);
    await signUpTestUser('premium-fail');
    // fetch is already the subscription stub: answer create-checkout with a failure on top of it.
    const realFetch = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation((input, init) =>
      new Request(input, init).url.endsWith('/functions/v1/create-checkout')
        ? Promise.resolve(Response.json({ error: 'Stripe is unreachable' }, { status: 502 }))
        : realFetch(input, init),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tab } = stubNewTab();
    renderWithAuth(<GetPremiumButton />);
    await user.click(await screen.findByRole('button', { name: 'Get Premium' }));
    await expectToast('Subscription error', 'Unable to start subscription process. Please try again.');
    expect(tab.close).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Subscription error:', expect.anything());
  });
});

describe('Get Premium, clicked before the session is known', () => {
  const renderBeforeSessionIsKnown = () =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={authNotKnownYet()}>
          <GetPremiumButton />
          <Toaster />
        </AuthContext.Provider>
      </QueryClientProvider>,
    );

  it('reads the session and asks a signed-out visitor to sign in', async () => {
    const user = userEvent.setup();
    const { tab } = stubNewTab();
    renderBeforeSessionIsKnown();
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    await expectToast('Sign in required', 'Please sign in to subscribe to the premium subscription.');
    expect(tab.close).toHaveBeenCalled();
  });

  it('reads the session and opens checkout for a signed-in reader', async () => {
    const user = userEvent.setup();
    await signUpTestUser('premium-early');
    const { tab } = stubNewTab();
    renderBeforeSessionIsKnown();
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/__sandbox\/stripe\//), { timeout: 15_000 });
    expect(tab.close).not.toHaveBeenCalled();
  });
});

describe('Manage Subscription', () => {
  it('explains when the portal cannot open (no Stripe customer yet)', async () => {
    const user = userEvent.setup();
    await signUpTestUser('portal');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { tab } = stubNewTab();
    renderWithAuth(<ManageSubscriptionButton />);
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await expectToast('Portal error', 'Unable to open subscription management. Please try again.');
    expect(tab.close).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Portal error:', expect.anything());
  });
});

describe('PremiumBadge and PremiumAction', () => {
  it('show the badge and Manage Subscription to subscribers only', async () => {
    const check = stubSubscriptionCheck(true);
    await signUpTestUser('badge');
    renderWithAuth(
      <>
        <PremiumBadge />
        <PremiumAction />
      </>,
    );
    expect(await screen.findByText('Premium')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
    await check.settle();
  });

  it('show nothing and Get Premium to everyone else', async () => {
    renderWithAuth(
      <>
        <PremiumBadge />
        <PremiumAction />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });
});

describe('in French and Arabic', () => {
  it('asks a signed-out visitor to sign in, in French', async () => {
    await premiumMessages.load('fr');
    const user = userEvent.setup();
    const { open } = stubNewTab();
    renderWithAuth(
      <LocaleContext.Provider value="fr">
        <GetPremiumButton />
      </LocaleContext.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Passer à Premium' }));
    await expectToast('Connexion requise', 'Veuillez vous connecter pour souscrire à l’abonnement Premium.');
    expect(open).not.toHaveBeenCalled();
  });

  it('shows a member the badge and the portal in Arabic', async () => {
    await premiumMessages.load('ar');
    const check = stubSubscriptionCheck(true);
    await signUpTestUser('badge-ar');
    renderWithAuth(
      <LocaleContext.Provider value="ar">
        <PremiumBadge />
        <PremiumAction />
      </LocaleContext.Provider>,
    );
    expect(await screen.findByText('بريميوم')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إدارة الاشتراك' })).toBeInTheDocument();
    await check.settle();
  });
});
