import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';

import { getSupabase } from '@/lib/supabase';
import { AuthProvider } from '@/providers/auth-provider';

import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { useSavedCount } from './get-saved-count';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();

function SavedCount() {
  return <p>SAVED ({useSavedCount()})</p>;
}

function renderCount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SavedCount />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('useSavedCount', () => {
  it('is 0 for signed-out visitors', async () => {
    renderCount();
    expect(await screen.findByText('SAVED (0)')).toBeInTheDocument();
  });

  it("counts the reader's own saved items only", async () => {
    await signUpTestUser('count-other');
    await supabase
      .from('saved_items')
      .insert({ item_type: 'product', item_id: '11111111-1111-4111-8111-000000000002' });
    await supabase.auth.signOut({ scope: 'local' });

    await signUpTestUser('count');
    await supabase.from('saved_items').insert([
      { item_type: 'product', item_id: '11111111-1111-4111-8111-000000000001' },
      { item_type: 'article', item_id: '22222222-2222-4222-8222-000000000001' },
    ]);
    renderCount();
    expect(await screen.findByText('SAVED (2)', {}, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
  });
});
