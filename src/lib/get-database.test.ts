/**
 * getDatabase: an account or order page reads with PostgREST's own client and the stored session
 * before supabase-js has loaded, and gets exactly what supabase-js would have given it (same RLS).
 */
import { inject } from 'vitest';

import { freshPageCountingSupabaseJs } from '@/testing/fresh-page';
import { signUpTestUser } from '@/testing/test-users';

import { getSupabase } from './supabase';

const FES_BLUE_TEA_BOWL = '11111111-1111-4111-8111-000000000001';

/** src/lib/supabase.ts as a page that has just started has it, counting loads of supabase-js. */
async function freshPage() {
  const loads = freshPageCountingSupabaseJs();
  return { module: await import('./supabase'), supabaseJsLoads: loads };
}

/** Saves a product as the member signed in through the app's client, and returns that member's id. */
async function memberWithSavedProduct(prefix: string): Promise<string> {
  // Signed in through the client the app started with (test-users.ts uses this same module).
  const session = await signUpTestUser(prefix);
  const { error } = await (
    await getSupabase()
  )
    .from('saved_items')
    .insert({ item_type: 'product', item_id: FES_BLUE_TEA_BOWL });
  if (error) throw error;
  return session.user.id;
}

function storedSessionOf(key: string): Record<string, unknown> {
  const raw = localStorage.getItem(key);
  if (!raw) throw new Error(`nothing stored under ${key}`);
  const stored: Record<string, unknown> = JSON.parse(raw);
  return stored;
}

afterEach(() => vi.doUnmock('@supabase/supabase-js'));

describe('getDatabase', () => {
  it('reads a member’s own rows with the stored session, without loading supabase-js', async () => {
    const userId = await memberWithSavedProduct('database-stored');
    const { module, supabaseJsLoads } = await freshPage();

    const database = await module.getDatabase();
    const { data, error } = await database.from('saved_items').select('user_id, item_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: userId, item_id: FES_BLUE_TEA_BOWL }]);
    expect(supabaseJsLoads.count).toBe(0);
  });

  it('reads as a visitor when nobody is signed in: the catalogue, and no saved rows at all', async () => {
    await memberWithSavedProduct('database-anon');
    localStorage.clear();
    const { module, supabaseJsLoads } = await freshPage();

    const database = await module.getDatabase();
    const products = await database.from('products').select('slug').eq('id', FES_BLUE_TEA_BOWL);
    expect(products.data).toEqual([{ slug: 'fes-blue-tea-bowl' }]);
    // The anon role may not read saved items at all, exactly as through supabase-js signed out.
    const saved = await database.from('saved_items').select('item_id');
    expect(saved.error?.code).toBe('42501');
    expect(supabaseJsLoads.count).toBe(0);
  });

  it('waits for supabase-js to refresh a session about to expire, then reads as the member', async () => {
    const userId = await memberWithSavedProduct('database-expiring');
    const { module, supabaseJsLoads } = await freshPage();
    // The page's own supabase-js meets the test's client on the same storage key, which auth-js notes.
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
    // The stored token is within supabase-js's refresh margin: only supabase-js may decide what it is worth.
    const stored = storedSessionOf(module.SESSION_STORAGE_KEY);
    localStorage.setItem(
      module.SESSION_STORAGE_KEY,
      JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) + 30 }),
    );
    expect(module.currentStoredSession()).toBeUndefined();

    const { data, error } = await (await module.getDatabase()).from('saved_items').select('user_id');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: userId }]);
    expect(supabaseJsLoads.count).toBe(1);
    await (await module.getSupabase()).auth.signOut({ scope: 'local' });
    expect(warnings.every((warning) => warning.includes('Multiple GoTrueClient instances'))).toBe(true);
  });

  it('leaves a sign-in link in the address to supabase-js', async () => {
    await memberWithSavedProduct('database-link');
    const { module } = await freshPage();
    expect(module.currentStoredSession()?.user.email).toMatch(/^database-link-/);
    window.history.replaceState(null, '', '/#access_token=from-a-link&type=recovery');
    try {
      expect(module.currentStoredSession()).toBeUndefined();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('reads nothing from a stored value that is not a session', async () => {
    const { module } = await freshPage();
    localStorage.setItem(module.SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'x' }));
    expect(module.currentStoredSession()).toBeUndefined();
    localStorage.setItem(module.SESSION_STORAGE_KEY, 'not json');
    expect(module.currentStoredSession()).toBeUndefined();
    localStorage.removeItem(module.SESSION_STORAGE_KEY);
    expect(module.currentStoredSession()).toBeNull();
  });

  it('keeps the session where supabase-js keeps it by default, so a deploy signs nobody out', async () => {
    await memberWithSavedProduct('database-key');
    const { module } = await freshPage();
    const hostLabel = new URL(inject('apiUrl')).hostname.split('.')[0];
    expect(module.SESSION_STORAGE_KEY).toBe(`sb-${hostLabel}-auth-token`);
    expect(storedSessionOf(module.SESSION_STORAGE_KEY)).toHaveProperty('access_token');
  });
});
