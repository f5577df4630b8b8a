/**
 * The auth provider knows who is here from what is stored, and follows supabase-js's events once it
 * has loaded; supabase-js loads on start only when the stored session needs it (a refresh, a link).
 * Each test starts a fresh page: fresh modules, the app's client not loaded yet.
 */
import type { Session } from '@supabase/supabase-js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';

import { getSupabase } from '@/lib/supabase';
import { freshPageCountingSupabaseJs } from '@/testing/fresh-page';
import { signUpTestUser } from '@/testing/test-users';

import type { useAuth } from './use-auth';

type AuthValue = ReturnType<typeof useAuth>;

/** The page's modules as a page that has just started has them, counting loads of supabase-js. */
async function freshPage() {
  const loads = freshPageCountingSupabaseJs();
  const [{ AuthProvider }, { useAuth: usePageAuth }, supabase] = await Promise.all([
    import('./auth-provider'),
    import('./use-auth'),
    import('@/lib/supabase'),
  ]);
  const latest: { current: AuthValue | null } = { current: null };
  function Probe() {
    latest.current = usePageAuth();
    return <p>{latest.current.loading ? 'loading' : (latest.current.user?.email ?? 'signed out')}</p>;
  }
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  return {
    supabase,
    supabaseJsLoads: loads,
    get auth(): AuthValue {
      if (!latest.current) throw new Error('not rendered');
      return latest.current;
    },
  };
}

const signUpFreshUser = (): Promise<Session> => signUpTestUser('auth-provider');
const storageKey = () => Object.keys(localStorage).find((name) => /^sb-.+-auth-token$/.test(name))!;

afterEach(async () => {
  cleanup(); // unmount before the sign-out below, so its event updates nothing
  vi.doUnmock('@supabase/supabase-js');
  await (await getSupabase()).auth.signOut({ scope: 'local' });
  localStorage.clear();
});

describe('AuthProvider', () => {
  it('fails clearly outside the provider', async () => {
    const { useAuth } = await import('./use-auth');
    const reactError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    reactError.mockRestore();
  });

  it('knows at once that nobody is signed in, without loading supabase-js', async () => {
    const page = await freshPage();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(page.auth.session).toBeNull();
    expect(page.auth.lastEvent).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.supabaseJsLoads.count).toBe(0);
  });

  it('follows a sign-in in this tab once supabase-js has loaded for it', async () => {
    const page = await freshPage();
    const email = (await signUpFreshUser()).user.email!;
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // two clients on one storage key (auth-js)
    const client = await act(() => page.supabase.getSupabase());
    await act(async () => {
      const { error } = await client.auth.signInWithPassword({ email, password: 'tagine-and-mint-42' });
      if (error) throw error;
    });
    expect(await screen.findByText(email)).toBeInTheDocument();
    await waitFor(() => expect(page.auth.lastEvent).toBe('SIGNED_IN'));
    expect(page.supabaseJsLoads.count).toBe(1);
  });

  it('shows a stored session at once and leaves supabase-js unloaded while the session is good', async () => {
    const session = await signUpFreshUser();
    const page = await freshPage();
    // The first commit's effects have run: the account's screens can paint now.
    expect(screen.getByText(session.user.email!)).toBeInTheDocument();
    expect(page.auth.loading).toBe(false);
    expect(page.auth.lastEvent).toBeNull();
    expect(page.auth.session?.access_token).toBe(session.access_token);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.supabaseJsLoads.count).toBe(0);
  });

  it('loads supabase-js on start when the stored session is about to expire, and shows it refreshed', async () => {
    const session = await signUpFreshUser();
    const stored: Record<string, unknown> = JSON.parse(localStorage.getItem(storageKey())!);
    localStorage.setItem(
      storageKey(),
      JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + 30 }),
    );
    // The page's own supabase-js meets the test's client on the same storage key, which auth-js notes.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await freshPage();
    expect(screen.getByText('loading')).toBeInTheDocument();
    // supabase-js refreshes it, then says who is here.
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(page.auth.lastEvent).not.toBeNull();
    expect(page.supabaseJsLoads.count).toBe(1);
  });

  it('follows another tab’s sign-in and sign-out through storage before supabase-js has loaded', async () => {
    const page = await freshPage();
    expect(screen.getByText('signed out')).toBeInTheDocument();
    const session = await signUpFreshUser(); // the other tab: the test's client writes the same key
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKey() }));
    });
    expect(await screen.findByText(session.user.email!)).toBeInTheDocument();
    expect(page.auth.lastEvent).toBe('SIGNED_IN');
    const key = storageKey();
    localStorage.removeItem(key);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(page.auth.lastEvent).toBe('SIGNED_OUT');
    expect(page.supabaseJsLoads.count).toBe(0);
  });

  it('says a sign-out has started before the session ends', async () => {
    const session = await signUpFreshUser();
    const page = await freshPage();
    await screen.findByText(session.user.email!);
    expect(page.auth.signingOut).toBe(false);

    // Hold the logout request open to look at the moment between the click and the session's end.
    let releaseLogout: () => void = () => {};
    const logoutHeld = new Promise<void>((resolve) => (releaseLogout = resolve));
    const fetchBefore = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (new Request(input, init).url.includes('/auth/v1/logout')) await logoutHeld;
      return fetchBefore(input, init);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // two clients on one storage key (auth-js)

    let signingOut: Promise<void> = Promise.resolve();
    act(() => {
      signingOut = page.auth.signOut();
    });
    expect(page.auth.signingOut).toBe(true);
    expect(page.auth.user?.email).toBe(session.user.email);

    releaseLogout();
    await act(() => signingOut);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(page.auth.lastEvent).toBe('SIGNED_OUT');
    expect(page.auth.signingOut).toBe(false);
  });

  it('passes on the PASSWORD_RECOVERY event for the reset page', async () => {
    const session = await signUpFreshUser();
    const page = await freshPage();
    await screen.findByText(session.user.email!);
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // two clients on one storage key (auth-js)
    const client = await act(() => page.supabase.getSupabase());
    await waitFor(() => expect(page.auth.lastEvent).toBe('INITIAL_SESSION'));
    // supabase-js emits this after it reads a recovery link; the test plays that part.
    const auth = client.auth as unknown as {
      _notifyAllSubscribers: (event: string, session: Session) => Promise<void>;
    };
    await act(() => auth._notifyAllSubscribers('PASSWORD_RECOVERY', session));
    expect(page.auth.lastEvent).toBe('PASSWORD_RECOVERY');
    expect(page.auth.user?.id).toBe(session.user.id);
  });
});
