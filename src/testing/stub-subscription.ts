import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Answers the check-subscription function from the test (Stripe itself is exercised in the browser
 * journey). `settle()` waits until the premium status query has received the answer, so its state update lands
 * inside act() instead of in the middle of the next interaction.
 */
export function stubSubscriptionCheck(subscribed: boolean) {
  const realFetch = vi.isMockFunction(globalThis.fetch)
    ? (vi.mocked(globalThis.fetch).getMockImplementation() ?? globalThis.fetch)
    : globalThis.fetch;
  let calls = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (new Request(input, init).url.endsWith('/functions/v1/check-subscription')) {
      calls += 1;
      return Promise.resolve(Response.json({ subscribed, subscription_tier: subscribed ? 'Premium' : null }));
    }
    return realFetch(input, init);
  });
  return {
    spy,
    get calls() {
      return calls;
    },
    async settle(expectedCalls = 1) {
      await waitFor(() => expect(calls).toBeGreaterThanOrEqual(expectedCalls));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    },
  };
}
