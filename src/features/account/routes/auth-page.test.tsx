import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject } from 'vitest';

import { getSupabase } from '@/lib/supabase';
import { findText, renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, TEST_PASSWORD, uniqueEmail } from '@/testing/test-users';
import { clearToastsAfterEach, expectToast } from '@/testing/toasts';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();
clearToastsAfterEach();

async function createAccount(prefix: string) {
  const email = uniqueEmail(prefix);
  const { error } = await supabase.auth.signUp({ email, password: TEST_PASSWORD });
  if (error) throw error;
  await supabase.auth.signOut({ scope: 'local' });
  return email;
}

describe('/auth', () => {
  it('signs up with optional names and lands on the home page, signed in', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    const { router } = renderRoute('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }, { timeout: 10_000 }));
    const email = uniqueEmail('sign-up');
    await user.type(screen.getByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Last name/), 'Alaoui');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // Local auth signs new users in at once, so they are not sent to their inbox.
    await expectToast('Account created!', 'You are now signed in.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    await check.settle();
    cleanup(); // the checks below go to the network; nothing on screen may update meanwhile
    const { data } = await supabase.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Amina', last_name: 'Alaoui' });
  });

  it("shows the server's message when sign-up fails", async () => {
    const user = userEvent.setup();
    renderRoute('/auth?tab=sign-up');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), uniqueEmail('weak'));
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Sign up failed');
    expect(screen.getByText(/Password should be at least 6 characters/i)).toBeInTheDocument();
  });

  it("shows the server's message when sign-in fails", async () => {
    const user = userEvent.setup();
    const email = await createAccount('wrong-password');
    renderRoute('/auth');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await user.type(screen.getByLabelText('Password'), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign in failed', 'Invalid login credentials');
  });

  it('signs in, welcomes the reader back and returns them to a same-site redirect', async () => {
    const user = userEvent.setup();
    const email = await createAccount('sign-in');
    const check = stubSubscriptionCheck(false);
    const { router } = renderRoute('/auth?redirect=%2Frecipes%3Ftag%3Dtea');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!', 'You have been signed in successfully.');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/recipes?tag=tea'),
    );
    await check.settle();
  });

  it('ignores an off-site redirect', async () => {
    const user = userEvent.setup();
    const email = await createAccount('off-site');
    const check = stubSubscriptionCheck(false);
    const { router } = renderRoute('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await check.settle();
  });

  it('sends a reset link with a neutral confirmation', async () => {
    const user = userEvent.setup();
    const email = await createAccount('forgot');
    renderRoute('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText('Email for the reset link'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findText(/If an account exists for .+, we’ve sent a link/)).toBeInTheDocument();
    cleanup();

    const mailbox = await fetch(`${inject('apiUrl')}/__mailbox/api/messages?to=${encodeURIComponent(email)}`);
    const { messages } = (await mailbox.json()) as { messages: { links: string[] }[] };
    expect(messages).toHaveLength(1);
    // The link confirms a recovery; where it lands (/reset-password) is checked in the browser journey,
    // because jsdom's origin is not one of the backend's allowed redirect URLs.
    expect(messages[0]!.links.join(' ')).toContain('type=recovery');
  });
});
