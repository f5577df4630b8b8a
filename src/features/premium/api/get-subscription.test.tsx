import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';

import { AuthProvider } from '@/providers/auth-provider';
import { useAuth } from '@/providers/use-auth';

import { serviceClient, signOutAfterEach, signUpTestUser } from '@/testing/test-users';

import { useSubscription } from './get-subscription';

signOutAfterEach();
const service = serviceClient();

/** Makes the user a paying member the way stripe-webhook records one. */
async function recordActiveSubscription(userId: string) {
  const customer = `cus_${userId.replace(/-/g, '')}`;
  await service
    .from('stripe_customers')
    .insert({ user_id: userId, stripe_customer_id: customer })
    .throwOnError();
  await service
    .rpc('record_stripe_subscription', {
      p_user_id: userId,
      p_stripe_subscription_id: `sub_${userId.replace(/-/g, '')}`,
      p_stripe_customer_id: customer,
      p_status: 'active',
      p_price_id: 'price_premium',
      p_current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      p_cancel_at_period_end: false,
      p_event_created: new Date().toISOString(),
    })
    .throwOnError();
}

function renderStatus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const latest: { auth: ReturnType<typeof useAuth> | null; queryClient: QueryClient } = {
    auth: null,
    queryClient,
  };
  function Probe() {
    latest.auth = useAuth();
    const { subscribed, subscription_tier } = useSubscription();
    return <p>{latest.auth.loading ? 'loading' : `${subscribed}:${subscription_tier}`}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return latest;
}

const checkCalls = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  spy.mock.calls
    .map(([input, init]) => new Request(input, init))
    .filter((request) => request.url.endsWith('/functions/v1/check-subscription'));

describe('useSubscription', () => {
  it('is not subscribed and asks nothing while nobody is signed in', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    renderStatus();
    expect(await screen.findByText('false:null')).toBeInTheDocument();
    expect(checkCalls(spy)).toEqual([]);
  });

  it('asks check-subscription with the reader’s token and shows what was recorded for the account', async () => {
    const session = await signUpTestUser('member');
    await recordActiveSubscription(session.user.id);
    const spy = vi.spyOn(globalThis, 'fetch');
    renderStatus();
    expect(await screen.findByText('true:Premium')).toBeInTheDocument();
    const [call] = checkCalls(spy);
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${session.access_token}`);
  });

  it('is cleared when a sign-out starts and never answers for the next account', async () => {
    const member = await signUpTestUser('member-out');
    await recordActiveSubscription(member.user.id);
    const status = renderStatus();
    expect(await screen.findByText('true:Premium')).toBeInTheDocument();

    let signingOut: Promise<void> = Promise.resolve();
    act(() => {
      signingOut = status.auth!.signOut();
    });
    expect(screen.getByText('false:null')).toBeInTheDocument();
    await act(() => signingOut);

    await act(() => signUpTestUser('next-reader'));
    await waitFor(() => expect(status.auth!.user?.id).not.toBe(member.user.id));
    expect(screen.getByText('false:null')).toBeInTheDocument();
    // Let the next reader's own check finish here, not in the middle of the next test.
    await waitFor(() => expect(status.queryClient.isFetching()).toBe(0));
    expect(screen.getByText('false:null')).toBeInTheDocument();
  });

  it('treats a failed check as not subscribed and logs it', async () => {
    await signUpTestUser('check-fails');
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      new Request(input, init).url.endsWith('/functions/v1/check-subscription')
        ? Promise.resolve(Response.json({ error: 'down' }, { status: 500 }))
        : realFetch(input, init),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderStatus();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Subscription check failed:', expect.any(Error)));
    expect(await screen.findByText('false:null')).toBeInTheDocument();
  });
});
