import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inject, vi } from 'vitest';

import { getSupabase } from '@/lib/supabase';
import { linkTokenHash, mailTo } from '@/testing/mailbox';
import { findText, renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { createTestUser, signOutAfterEach, TEST_PASSWORD, uniqueEmail } from '@/testing/test-users';
import { clearToastsAfterEach, expectToast } from '@/testing/toasts';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();
clearToastsAfterEach();

const createAccount = (prefix: string) => createTestUser(prefix);

/**
 * Answers one Auth endpoint with hosted Supabase's 429 body (the shared test backend's own buckets
 * are flooded in embedded-backend/tests/auth-abuse.test.ts); counts the calls it answered.
 */
function stubRateLimit(path: '/auth/v1/signup' | '/auth/v1/token' | '/auth/v1/recover') {
  const realFetch = globalThis.fetch;
  let calls = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (new URL(new Request(input, init).url).pathname !== path) return realFetch(input, init);
    calls += 1;
    return Promise.resolve(
      Response.json(
        { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
        { status: 429, headers: { 'x-sb-error-code': 'over_request_rate_limit' } },
      ),
    );
  });
  return () => calls;
}

describe('/auth', () => {
  it('signs up with optional names, asks to check the inbox, and the e-mailed link signs in', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    const { router } = renderRoute('/auth');
    await user.click(await screen.findByRole('tab', { name: 'Sign Up' }, { timeout: 10_000 }));
    const email = uniqueEmail('sign-up');
    await user.type(screen.getByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Last name/), 'Alaoui');
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    // The news box starts unticked; ticked, the account is made saying yes, dated by the database.
    const newsBox = screen.getByRole('checkbox', { name: /^Send me Zellij's news/ });
    expect(newsBox).not.toBeChecked();
    await user.click(newsBox);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    // Confirmations are on: no session until the e-mailed link is followed.
    await expectToast('Account created!', 'Please check your email to verify your account.');
    expect(screen.getByText('Check your inbox')).toBeInTheDocument();
    expect(
      screen.getByText(`We sent a link to ${email}. Open it to verify your account; it signs you in.`),
    ).toBeInTheDocument();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
    expect(router.state.location.pathname).toBe('/auth');

    // The link's token, as the confirmation page would verify it (jsdom's origin is not an
    // allowed redirect, so the browser journey follows the link itself).
    const tokenHash = await linkTokenHash(email, 'signup');
    await act(async () => {
      const { error } = await supabase.auth.verifyOtp({ type: 'signup', token_hash: tokenHash });
      expect(error).toBeNull();
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    await check.settle();
    cleanup(); // the checks below go to the network; nothing on screen may update meanwhile
    const { data } = await supabase.auth.getUser();
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Amina', last_name: 'Alaoui' });
    const { data: news } = await supabase
      .from('marketing_preferences')
      .select('opted_in_at, locale')
      .single();
    expect(news).toMatchObject({ opted_in_at: expect.any(String), locale: 'en' });
  });

  it('states the password rule and says what a weak password lacks, before sending anything', async () => {
    const user = userEvent.setup();
    const email = uniqueEmail('weak');
    const signUps = vi.spyOn(globalThis, 'fetch');
    renderRoute('/auth?tab=sign-up');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters, with letters and digits.');

    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use at least 8 characters. Use both letters and digits.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'At least 8 characters, with letters and digits. Use at least 8 characters. Use both letters and digits.',
    );

    await user.type(password, 'onlyletters');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Use both letters and digits.');
    const sent = signUps.mock.calls.filter(([input]) => String(input).includes('/auth/v1/signup'));
    expect(sent).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
  });

  it('answers a rate-limited sign-up with a calm message, not the server error', async () => {
    const user = userEvent.setup();
    const calls = stubRateLimit('/auth/v1/signup');
    renderRoute('/auth?tab=sign-up');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), uniqueEmail('flood'));
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast(
      'Sign up failed',
      'Too many attempts in a short time. Please wait a minute, then try again.',
    );
    expect(calls()).toBe(1);
    expect(screen.queryByText(/Request rate limit reached/)).not.toBeInTheDocument();
  });

  it('answers a rate-limited sign-in with the same calm message', async () => {
    const user = userEvent.setup();
    stubRateLimit('/auth/v1/token');
    renderRoute('/auth');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), uniqueEmail('guesser'));
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast(
      'Sign in failed',
      'Too many attempts in a short time. Please wait a minute, then try again.',
    );
    expect(screen.queryByText(/Request rate limit reached/)).not.toBeInTheDocument();
  });

  it('refuses an unconfirmed address and offers to resend the confirmation link', async () => {
    const user = userEvent.setup();
    const email = await createTestUser('unconfirmed', { confirmed: false });
    renderRoute('/auth');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Sign in failed', 'Email not confirmed');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Please confirm your email first: open the link we sent to ${email}.`,
    );

    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await findText(`We sent a new confirmation link to ${email}.`)).toBeInTheDocument();
    expect(await mailTo(email)).toHaveLength(1);
    await linkTokenHash(email, 'signup');

    // A second one within [auth.email] max_frequency is refused by the server; the form stays calm.
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await findText(
        `We sent a link to ${email} less than a minute ago. Check your inbox, or try again in a minute.`,
      ),
    ).toBeInTheDocument();
    expect(await mailTo(email)).toHaveLength(1);
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

  it('asks a flooded reset form to wait, calmly', async () => {
    const user = userEvent.setup();
    stubRateLimit('/auth/v1/recover');
    renderRoute('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText('Email for the reset link'), uniqueEmail('flooded'));
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a short time. Please wait a minute, then try again.',
    );
  });

  it('answers a repeated reset request for a known address like the first one', async () => {
    const user = userEvent.setup();
    const email = await createAccount('twice');
    for (let attempt = 0; attempt < 2; attempt++) {
      cleanup();
      renderRoute('/auth');
      await user.click(await screen.findByRole('button', { name: 'Forgot password?' }, { timeout: 10_000 }));
      await user.type(screen.getByLabelText('Email for the reset link'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      // The second is refused within max_frequency; saying otherwise would reveal the account.
      expect(await findText(/If an account exists for .+, we’ve sent a link/)).toBeInTheDocument();
    }
    expect(await mailTo(email)).toHaveLength(1);
  });
});
