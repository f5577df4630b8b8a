import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

import { AppRouter } from '@/lib/routing';
import { getSupabase } from '@/lib/supabase';
import { AuthContext, type AuthContextValue } from '@/providers/auth-context';
import { authNotKnownYet } from '@/testing/auth-not-known-yet';
import { renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { testRouter } from '@/testing/test-router';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { SaveButton } from './save-button';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();

const RITUAL_PATH = '/ritual/atay-the-three-glasses';

const findSaveButton = () =>
  screen.findByRole('button', { name: /^Saved? Atay: The Three Glasses$/ }, { timeout: 10_000 });

describe('SaveButton', () => {
  it('sends signed-out visitors to sign in and back', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(RITUAL_PATH);
    await user.click(await findSaveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(RITUAL_PATH)}`);
  });

  it('saves and unsaves for the signed-in reader', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    await signUpTestUser('save-button');
    renderRoute(RITUAL_PATH);
    const button = await findSaveButton();
    await check.settle();
    await waitFor(() => expect(button).toHaveAccessibleName('Save Atay: The Three Glasses'));
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveTextContent('Saved');
    await waitFor(async () => {
      const { count } = await supabase.from('saved_items').select('id', { count: 'exact', head: true });
      expect(count).toBe(1);
    });
    // The button ignores clicks while its request (and the refetch after it) is in flight: wait it out,
    // as a reader's second click would come after the first one settled.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('Save');
    cleanup();
    const { count } = await supabase.from('saved_items').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it('keeps a click made before the session is known and acts on it once it is', async () => {
    const user = userEvent.setup();
    const routes = [
      { path: '/ritual/atay', element: <SaveButton itemType="article" itemId="a-1" title="Atay" /> },
      { path: '/auth', element: <p>Sign in</p> },
    ];
    const router = testRouter('/ritual/atay', { routes });
    const client = new QueryClient();
    const withAuth = (value: AuthContextValue): ReactNode => (
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={value}>
          <AppRouter history={router.history} routes={routes} />
        </AuthContext.Provider>
      </QueryClientProvider>
    );
    const { rerender } = render(withAuth(authNotKnownYet()));

    await user.click(screen.getByRole('button', { name: 'Save Atay' }));
    expect(router.state.location.pathname).toBe('/ritual/atay');
    expect(screen.getByRole('button', { name: 'Save Atay' })).toHaveAttribute('aria-busy', 'true');

    rerender(withAuth(authNotKnownYet(false)));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fritual%2Fatay');
  });
});
