import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { getSupabase } from '@/lib/supabase';
import { findText, renderRoute } from '@/testing/render-route';

import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

// The app's own client: the tests sign in and read through the same session as the screens.
const supabase = await getSupabase();

signOutAfterEach();

describe('/reset-password', () => {
  it('offers a fresh link when there is no recovery session', async () => {
    renderRoute('/reset-password');
    expect(await findText(/This reset link is invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('sets a new password for the signed-in (recovering) user', async () => {
    const user = userEvent.setup();
    const check = stubSubscriptionCheck(false);
    const session = await signUpTestUser('reset');
    renderRoute('/reset-password');
    const password = await screen.findByLabelText('New password', {}, { timeout: 10_000 });
    await check.settle();

    expect(password).toHaveAccessibleDescription('At least 8 characters, with letters and digits.');
    await user.type(password, 'couscous');
    await user.type(screen.getByLabelText('Confirm new password'), 'couscous');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    // Said before sending: the password stays unchanged (checked at the end).
    expect(screen.getByRole('alert')).toHaveTextContent('Use both letters and digits.');
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(password, 'couscous-friday-7');
    await user.type(screen.getByLabelText('Confirm new password'), 'something-else');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords do not match.');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'couscous-friday-7');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await findText('Your password has been changed, and you are signed in.')).toBeInTheDocument();

    cleanup();
    await supabase.auth.signOut({ scope: 'local' });
    const { error } = await supabase.auth.signInWithPassword({
      email: session.user.email!,
      password: 'couscous-friday-7',
    });
    expect(error).toBeNull();
    await supabase.auth.signOut({ scope: 'local' });
    const weak = await supabase.auth.signInWithPassword({ email: session.user.email!, password: 'couscous' });
    expect(weak.error?.message).toBe('Invalid login credentials');
  });
});
