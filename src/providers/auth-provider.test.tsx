import type { Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';

import { getSupabase } from '@/lib/supabase';
import { signUpTestUser } from '@/testing/test-users';

import { AuthProvider } from './auth-provider';
import { useAuth } from './use-auth';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

type AuthValue = ReturnType<typeof useAuth>;

/** Renders the provider and exposes its latest value to the test. */
function renderAuth() {
  const latest: { current: AuthValue | null } = { current: null };
  function Probe() {
    latest.current = useAuth();
    return <p>{latest.current.loading ? 'loading' : (latest.current.user?.email ?? 'signed out')}</p>;
  }
  const result = render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return {
    ...result,
    get value(): AuthValue {
      if (!latest.current) throw new Error('not rendered');
      return latest.current;
    },
  };
}

const signUpFreshUser = (): Promise<Session> => signUpTestUser('auth-provider');

/** Answers the check-subscription function from the test; returns the bearer tokens it was called with. */
function stubSubscriptionCheck(answer: { subscribed: boolean; subscription_tier: string | null } | 'fail') {
  const realFetch = globalThis.fetch;
  const calls: (string | null)[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname !== '/functions/v1/check-subscription') return realFetch(input, init);
    calls.push(request.headers.get('Authorization'));
    return Promise.resolve(
      answer === 'fail'
        ? new Response(JSON.stringify({ error: 'Stripe is down' }), { status: 500 })
        : Response.json(answer),
    );
  });
  return calls;
}

afterEach(async () => {
  cleanup(); // unmount before the sign-out below, so its event updates nothing
  await supabase.auth.signOut({ scope: 'local' });
});

describe('AuthProvider', () => {
  it('fails clearly outside the provider', () => {
    const reactError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    reactError.mockRestore();
  });

  it('is loading until the first auth event, then signed out without a subscription check', async () => {
    const calls = stubSubscriptionCheck({ subscribed: true, subscription_tier: 'Premium' });
    const auth = renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('INITIAL_SESSION');
    expect(auth.value.session).toBeNull();
    expect(auth.value.subscription).toEqual({ subscribed: false, subscription_tier: null });
    expect(calls).toEqual([]);
  });

  it('checks the subscription when a user signs in', async () => {
    const calls = stubSubscriptionCheck({ subscribed: true, subscription_tier: 'Premium' });
    const auth = renderAuth();
    await screen.findByText('signed out');
    const session = await act(signUpFreshUser);
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('SIGNED_IN');
    await waitFor(() =>
      expect(auth.value.subscription).toEqual({ subscribed: true, subscription_tier: 'Premium' }),
    );
    expect(calls).toEqual([`Bearer ${session.access_token}`]);
  });

  it('restores a saved session and checks the subscription on start', async () => {
    const session = await signUpFreshUser();
    const calls = stubSubscriptionCheck({ subscribed: true, subscription_tier: 'Premium' });
    const auth = renderAuth();
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('INITIAL_SESSION');
    await waitFor(() => expect(auth.value.subscription.subscribed).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('treats a failed check as not subscribed and logs it', async () => {
    await signUpFreshUser();
    stubSubscriptionCheck('fail');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const auth = renderAuth();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Subscription check failed:', expect.any(Error)));
    expect(auth.value.subscription).toEqual({ subscribed: false, subscription_tier: null });
  });

  it('clears the subscription before ending the session on sign-out', async () => {
    const session = await signUpFreshUser();
    stubSubscriptionCheck({ subscribed: true, subscription_tier: 'Premium' });
    const auth = renderAuth();
    await screen.findByText(session.user.email!);
    await waitFor(() => expect(auth.value.subscription.subscribed).toBe(true));

    // Hold the logout request open to look at the moment between the click and the session's end.
    let releaseLogout: () => void = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    // fetch is already a spy (the subscription stub): chain to its implementation, not to itself.
    const fetchBefore = vi.mocked(globalThis.fetch).getMockImplementation() ?? globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (new Request(input, init).url.includes('/auth/v1/logout')) await logoutHeld;
      return fetchBefore(input, init);
    });

    let signingOut: Promise<void> = Promise.resolve();
    act(() => {
      signingOut = auth.value.signOut();
    });
    expect(auth.value.subscription.subscribed).toBe(false);
    expect(auth.value.user?.email).toBe(session.user.email);

    releaseLogout();
    await act(() => signingOut);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('SIGNED_OUT');
  });

  it('passes on the PASSWORD_RECOVERY event for the reset page', async () => {
    const session = await signUpFreshUser();
    stubSubscriptionCheck({ subscribed: false, subscription_tier: null });
    const auth = renderAuth();
    await screen.findByText(session.user.email!);
    // supabase-js emits this after it reads a recovery link; the test plays that part.
    const client = supabase.auth as unknown as {
      _notifyAllSubscribers: (event: string, session: Session) => Promise<void>;
    };
    await act(() => client._notifyAllSubscribers('PASSWORD_RECOVERY', session));
    expect(auth.value.lastEvent).toBe('PASSWORD_RECOVERY');
    expect(auth.value.user?.id).toBe(session.user.id);
  });
});
