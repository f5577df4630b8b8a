import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getSupabase } from '@/lib/supabase';
import { renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

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
});
