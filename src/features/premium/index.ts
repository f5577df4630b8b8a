/**
 * Public entry of the premium feature: the reader's subscription status (a query), the badge for
 * the top navigation and the Stripe actions.
 */
export {
  SubscriptionCheck,
  useRecheckSubscription,
  useSubscription,
  type SubscriptionStatus,
} from './api/get-subscription';
export { PremiumBadge } from './components/premium-badge';
export { GetPremiumButton, ManageSubscriptionButton, PremiumAction } from './components/premium-buttons';
