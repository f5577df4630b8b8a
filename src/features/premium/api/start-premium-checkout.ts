import { stripePageUrl } from './stripe-page-url';

/**
 * SPEC §7: create-checkout with no body; supabase-js sends the session's bearer token. Answers the
 * Stripe Checkout URL of the premium subscription.
 */
export const startPremiumCheckout = (): Promise<string> => stripePageUrl('create-checkout');
