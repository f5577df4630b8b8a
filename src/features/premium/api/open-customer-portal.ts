import { stripePageUrl } from './stripe-page-url';

/** SPEC §7: customer-portal with the session's bearer token; answers the Stripe billing portal URL. */
export const openCustomerPortal = (): Promise<string> => stripePageUrl('customer-portal');
