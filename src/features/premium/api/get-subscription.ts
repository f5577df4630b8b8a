import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { getFunctions, request } from '@/lib/supabase';
import { useAuth } from '@/providers/use-auth';

/** What check-subscription answers for the signed-in reader (their own subscription, by account). */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscription_tier: string | null;
}

export const NOT_SUBSCRIBED: SubscriptionStatus = { subscribed: false, subscription_tier: null };

/**
 * Query keys of the premium status. The key carries the user id, so one reader's status never
 * answers for another after a sign-out/sign-in.
 */
export const premiumKeys = {
  all: ['premium'] as const,
  subscription: (userId: string | null) => [...premiumKeys.all, 'subscription', userId] as const,
};

/** check-subscription with the session's bearer token (supabase-js adds it). */
export async function getSubscription(): Promise<SubscriptionStatus> {
  const data = await request(getFunctions, (functions) =>
    functions.invoke<Partial<SubscriptionStatus>>('check-subscription', { method: 'POST' }),
  );
  return { subscribed: data?.subscribed === true, subscription_tier: data?.subscription_tier ?? null };
}

export const subscriptionQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: premiumKeys.subscription(userId),
    queryFn: async () => {
      try {
        return await getSubscription();
      } catch (error) {
        // A failed check is logged and treated as not subscribed (the hook answers NOT_SUBSCRIBED).
        console.warn('Subscription check failed:', error);
        throw error;
      }
    },
    enabled: userId !== null,
    // One call per check, as before: a failure shows "not subscribed" at once instead of after retries.
    retry: false,
  });

/**
 * The reader's premium status. Nobody signed in, or a sign-out under way, is not subscribed: the
 * status is cleared as soon as a sign-out starts, before the session ends.
 */
export function useSubscription(): SubscriptionStatus {
  const { user, signingOut } = useAuth();
  const userId = user && !signingOut ? user.id : null;
  const { data } = useQuery(subscriptionQueryOptions(userId));
  return (userId && data) || NOT_SUBSCRIBED;
}

/** Asks check-subscription again now (after Stripe, or when the reader returns to the tab). */
export function useRecheckSubscription(): () => Promise<SubscriptionStatus> {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(async () => {
    if (!userId) return NOT_SUBSCRIBED;
    const options = subscriptionQueryOptions(userId);
    // A check already under way may have started before the payment: ask anew.
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    return queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => NOT_SUBSCRIBED);
  }, [queryClient, userId]);
}

/**
 * Mounted once by the app: keeps the premium status query alive, so the check runs on sign-in and
 * on session restore whatever screen is open, not only where the badge is shown.
 */
export function SubscriptionCheck(): null {
  useSubscription();
  return null;
}
