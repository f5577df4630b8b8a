/**
 * Premium as the database keeps it: which Stripe customer the shop created for which user
 * (`stripe_customers`) and that user's subscriptions (`subscriptions`), both written only with the
 * service role. Nothing here looks anything up by e-mail address.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** One subscription as Stripe reports it, in the columns of `subscriptions`. */
export interface SubscriptionState {
  stripe_subscription_id: string;
  stripe_customer_id: string;
  status: string;
  price_id: string | null;
  /** ISO time; null when Stripe gives no period. */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface SubscriptionRecord extends SubscriptionState {
  user_id: string;
}

export interface BillingRepo {
  /** The Stripe customer recorded for the user, or null. */
  customerOf(userId: string): Promise<string | null>;
  /** The user a Stripe customer was created for, or null. */
  userOfCustomer(customerId: string): Promise<string | null>;
  /**
   * Records the user's Stripe customer unless one is recorded already; answers the recorded one
   * (so two checkouts started at once end up with one customer). Refuses a customer that belongs
   * to another user.
   */
  linkCustomer(userId: string, customerId: string): Promise<string>;
  /** Writes a subscription state unless a newer event was applied; true when written. */
  recordSubscription(record: SubscriptionRecord, eventCreated: Date): Promise<boolean>;
  subscriptionsOf(userId: string): Promise<SubscriptionRecord[]>;
}

/** Statuses that give premium: Stripe's own "the customer has access" states. */
const ENTITLED = new Set(['active', 'trialing']);

/**
 * How long after its period end a subscription still counts while the webhook that moves the
 * period on is on its way: Stripe retries an undelivered event for up to three days. Past that, a
 * row whose webhooks stopped (a missed cancellation, a deleted endpoint) no longer gives premium.
 */
export const PERIOD_END_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** Premium now: an entitled status and a period that has not run out (beyond the grace). */
export const isEntitled = (
  s: Pick<SubscriptionState, 'status' | 'current_period_end'>,
  now: Date = new Date(),
) =>
  ENTITLED.has(s.status) &&
  (s.current_period_end === null || Date.parse(s.current_period_end) + PERIOD_END_GRACE_MS > now.getTime());

const COLUMNS =
  'user_id, stripe_subscription_id, stripe_customer_id, status, price_id, current_period_end, cancel_at_period_end';

export function supabaseBilling(admin: SupabaseClient): BillingRepo {
  const customers = () => admin.from('stripe_customers');
  /** The one link whose `column` is `value` (both columns are unique), or null. */
  async function customerLink(column: 'user_id' | 'stripe_customer_id', value: string) {
    const { data, error } = await customers()
      .select('user_id, stripe_customer_id')
      .eq(column, value)
      .maybeSingle();
    if (error) throw new Error(`Reading the Stripe customer failed: ${error.message}`);
    return data;
  }
  const customerOf = async (userId: string) =>
    (await customerLink('user_id', userId))?.stripe_customer_id ?? null;
  return {
    customerOf,
    async userOfCustomer(customerId) {
      return (await customerLink('stripe_customer_id', customerId))?.user_id ?? null;
    },
    async linkCustomer(userId, customerId) {
      const { error } = await customers().upsert(
        { user_id: userId, stripe_customer_id: customerId },
        { onConflict: 'user_id', ignoreDuplicates: true },
      );
      if (error) throw new Error(`Recording the Stripe customer failed: ${error.message}`);
      const linked = await customerOf(userId);
      if (!linked) throw new Error('Recording the Stripe customer failed: no row');
      return linked;
    },
    async recordSubscription(record, eventCreated) {
      const { data, error } = await admin.rpc('record_stripe_subscription', {
        p_user_id: record.user_id,
        p_stripe_subscription_id: record.stripe_subscription_id,
        p_stripe_customer_id: record.stripe_customer_id,
        p_status: record.status,
        p_price_id: record.price_id,
        p_current_period_end: record.current_period_end,
        p_cancel_at_period_end: record.cancel_at_period_end,
        p_event_created: eventCreated.toISOString(),
      });
      if (error) throw new Error(`Saving the subscription failed: ${error.message}`);
      return data === true;
    },
    async subscriptionsOf(userId) {
      const { data, error } = await admin.from('subscriptions').select(COLUMNS).eq('user_id', userId);
      if (error) throw new Error(`Reading subscriptions failed: ${error.message}`);
      return (data ?? []) as SubscriptionRecord[];
    },
  };
}
