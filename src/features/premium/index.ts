/**
 * Public entry of the premium feature: the reader's subscription status (a query), the badge and the
 * Stripe actions, and the header's controls as a part loaded on demand (signed-in readers only).
 */
export {
  SubscriptionCheck,
  useRecheckSubscription,
  useSubscription,
  type SubscriptionStatus,
} from './api/get-subscription';
export { PremiumBadge } from './components/premium-badge';
export { GetPremiumButton, ManageSubscriptionButton, PremiumAction } from './components/premium-buttons';
export { premiumNavPart } from './components/premium-nav-part';
