import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { SESSION_STORAGE_KEY } from '@/lib/supabase';
import { authNotKnownYet } from '@/testing/auth-not-known-yet';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { AuthContext } from './auth-context';
import { useViewer } from './use-viewer';

signOutAfterEach();

/** useViewer inside an auth provider that says `auth` (supabase-js still loading, or its answer). */
function viewerWith(auth = authNotKnownYet()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  );
  return renderHook(() => useViewer(), { wrapper }).result.current;
}

describe('useViewer', () => {
  it('is the stored session’s member while supabase-js is still loading', async () => {
    const session = await signUpTestUser('viewer-stored');
    expect(viewerWith()).toEqual({ known: true, id: session.user.id });
  });

  it('is nobody while supabase-js is still loading and nothing is stored', () => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
    expect(viewerWith()).toEqual({ known: true, id: null });
  });

  it('is not known yet while a stored session waits for supabase-js to refresh it', async () => {
    await signUpTestUser('viewer-expiring');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);
    // Within supabase-js's refresh margin: it will refresh first, so only it can tell who reads.
    const expiring = { ...stored, expires_at: Math.floor(Date.now() / 1000) + 30 };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(expiring));
    expect(viewerWith()).toEqual({ known: false, id: null });
  });

  it('follows the auth provider once it knows, whatever is stored', async () => {
    await signUpTestUser('viewer-auth');
    expect(viewerWith(authNotKnownYet(false))).toEqual({ known: true, id: null });
  });
});
