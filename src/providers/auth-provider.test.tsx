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

  it('is loading until the first auth event, then signed out', async () => {
    const auth = renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('INITIAL_SESSION');
    expect(auth.value.session).toBeNull();
  });

  it('follows a sign-in', async () => {
    const auth = renderAuth();
    await screen.findByText('signed out');
    const session = await act(signUpFreshUser);
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('SIGNED_IN');
  });

  it('restores a saved session on start', async () => {
    const session = await signUpFreshUser();
    const auth = renderAuth();
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    await waitFor(() => expect(auth.value.lastEvent).toBe('INITIAL_SESSION'));
    expect(auth.value.user?.id).toBe(session.user.id);
  });

  it('shows a stored session at once, before supabase-js has said who is here', async () => {
    const session = await signUpFreshUser();
    const auth = renderAuth();
    // The first commit's effects have run: the account's screens can paint now.
    expect(screen.getByText(session.user.email!)).toBeInTheDocument();
    expect(auth.value.loading).toBe(false);
    expect(auth.value.lastEvent).toBeNull();
    expect(auth.value.session?.access_token).toBe(session.access_token);
    await waitFor(() => expect(auth.value.lastEvent).toBe('INITIAL_SESSION'));
    expect(auth.value.user?.email).toBe(session.user.email);
  });

  it('waits for supabase-js when the stored session is about to expire', async () => {
    const session = await signUpFreshUser();
    const key = Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;
    const stored: Record<string, unknown> = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + 30 }));
    const auth = renderAuth();
    expect(screen.getByText('loading')).toBeInTheDocument();
    // supabase-js refreshes it, then says who is here.
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(auth.value.lastEvent).not.toBeNull();
  });

  it('says a sign-out has started before the session ends', async () => {
    const session = await signUpFreshUser();
    const auth = renderAuth();
    await screen.findByText(session.user.email!);
    expect(auth.value.signingOut).toBe(false);

    // Hold the logout request open to look at the moment between the click and the session's end.
    let releaseLogout: () => void = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    const fetchBefore = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (new Request(input, init).url.includes('/auth/v1/logout')) await logoutHeld;
      return fetchBefore(input, init);
    });

    let signingOut: Promise<void> = Promise.resolve();
    act(() => {
      signingOut = auth.value.signOut();
    });
    expect(auth.value.signingOut).toBe(true);
    expect(auth.value.user?.email).toBe(session.user.email);

    releaseLogout();
    await act(() => signingOut);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(auth.value.lastEvent).toBe('SIGNED_OUT');
    expect(auth.value.signingOut).toBe(false);
  });

  it('passes on the PASSWORD_RECOVERY event for the reset page', async () => {
    const session = await signUpFreshUser();
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
