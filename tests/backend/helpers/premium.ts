/** Arguments of record_stripe_subscription, the writer stripe-webhook uses, for REST tests. */
export function subscriptionArgs(userId: string, customerId: string, subscriptionId: string) {
  return {
    p_user_id: userId,
    p_stripe_subscription_id: subscriptionId,
    p_stripe_customer_id: customerId,
    p_status: 'active',
    p_price_id: 'price_premium',
    p_current_period_end: '2030-01-01T00:00:00Z',
    p_cancel_at_period_end: false,
    p_event_created: new Date().toISOString(),
  };
}
