/** Public entry of the premium feature: the badge for the top navigation and the Stripe actions. */
export { PremiumBadge } from './components/premium-badge';
export { GetPremiumButton, ManageSubscriptionButton, PremiumAction } from './components/premium-buttons';
