import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getSupabase } from '@/lib/supabase';
import { findText, renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();

const FES_BLUE_TEA_BOWL = '11111111-1111-4111-8111-000000000001';
const ATAY_RITUAL = '22222222-2222-4222-8222-000000000001';
const MINT_TEA_RECIPE = '22222222-2222-4222-8222-000000000101';

async function save(itemType: 'product' | 'article', itemId: string) {
  const { error } = await supabase.from('saved_items').insert({ item_type: itemType, item_id: itemId });
  if (error) throw error;
}

describe('/saved', () => {
  it('asks signed-out visitors to sign in', async () => {
    renderRoute('/saved');
    expect(await findText('Please sign in to view your saved items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?redirect=%2Fsaved');
  });

  it('invites an empty reader to explore the shop', async () => {
    const check = stubSubscriptionCheck(false);
    await signUpTestUser('saved-empty');
    renderRoute('/saved');
    expect(await findText('No saved items yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Shop' })).toHaveAttribute('href', '/shop');
    // The page is whole once the newsletter below it has loaded (it comes after the startup code).
    await screen.findByRole('heading', { name: 'Come closer.' }, { timeout: 10_000 });
    await check.settle();
  });

  it('lists saved products and articles with one request per type, and removes them', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    await signUpTestUser('saved-list');
    await save('article', MINT_TEA_RECIPE);
    await save('product', FES_BLUE_TEA_BOWL);
    await save('article', ATAY_RITUAL);

    renderRoute('/saved');
    const products = await screen.findByRole('region', { name: 'Products' }, { timeout: 10_000 });
    const articles = screen.getByRole('region', { name: 'Rituals & Recipes' });
    expect(within(products).getByRole('link', { name: 'Fes Blue Tea Bowl' })).toHaveAttribute(
      'href',
      '/product/fes-blue-tea-bowl',
    );
    // Newest saved first.
    expect(
      within(articles)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Atay: The Three Glasses', 'Moroccan Mint Tea']);
    await check.settle();

    const reads = check.spy.mock.calls.map(([input, init]) => new URL(new Request(input, init).url));
    const productReads = reads.filter((url) => url.pathname === '/rest/v1/products');
    const articleReads = reads.filter((url) => url.pathname === '/rest/v1/articles');
    expect(productReads).toHaveLength(1);
    expect(articleReads).toHaveLength(1);
    expect(articleReads[0]!.searchParams.get('id')).toMatch(/^in\./);

    await user.click(screen.getByRole('button', { name: 'Remove Moroccan Mint Tea from saved items' }));
    await waitFor(() => expect(screen.queryByText('Moroccan Mint Tea')).not.toBeInTheDocument());
    cleanup();
    const { data } = await supabase.from('saved_items').select('item_id');
    expect(data?.map((row) => row.item_id).sort()).toEqual([FES_BLUE_TEA_BOWL, ATAY_RITUAL].sort());
  });
});
