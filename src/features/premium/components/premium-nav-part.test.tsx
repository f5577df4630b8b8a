import { screen, waitFor, within } from '@testing-library/react';

import { renderRoute } from '@/testing/render-route';
import { stubSubscriptionCheck } from '@/testing/stub-subscription';
import { signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { premiumNavPart } from './premium-nav-part';

signOutAfterEach();

async function openAbout() {
  renderRoute('/about');
  return (await screen.findAllByRole('banner', {}, { timeout: 10_000 }))[0]!;
}

// The header's premium controls are code only a signed-in reader needs: the startup code of every page
// leaves them out, and the layout fetches them once there is a session.
describe('the premium controls in the header', () => {
  it('are neither fetched nor shown for a visitor who is not signed in', async () => {
    const load = vi.spyOn(premiumNavPart, 'load');
    const header = await openAbout();
    // The session is known (none): the header offers the sign-in page.
    expect(await screen.findByRole('link', { name: 'Account' }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(header).queryByRole('button', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(premiumNavPart.current).toBeUndefined();
  });

  it('arrive for a signed-in reader, with the subscriber’s badge and portal', async () => {
    const check = stubSubscriptionCheck(true);
    await signUpTestUser('premium-nav');
    const load = vi.spyOn(premiumNavPart, 'load');
    const header = await openAbout();
    expect(
      await within(header).findByRole('button', { name: 'Manage Subscription' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(header).getByText('Premium')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
    await waitFor(() => expect(premiumNavPart.current?.PremiumNav).toBeTypeOf('function'));
    await check.settle();
  });
});
