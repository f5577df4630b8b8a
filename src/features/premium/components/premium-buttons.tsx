import { Crown, Settings } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui';

import { useSubscription } from '../api/get-subscription';
import { openCustomerPortal } from '../api/open-customer-portal';
import { startPremiumCheckout } from '../api/start-premium-checkout';

import { usePremiumAction } from './use-premium-action';

type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** Starts the premium subscription in Stripe Checkout (new tab). */
export function GetPremiumButton(props: ActionButtonProps) {
  const { run, pending } = usePremiumAction({
    request: startPremiumCheckout,
    failure: {
      title: 'Subscription error',
      description: 'Unable to start subscription process. Please try again.',
    },
  });
  return (
    <Button variant="accent" {...props} aria-busy={pending || undefined} onClick={() => void run()}>
      <Crown aria-hidden className="h-4 w-4" />
      {pending ? 'Opening checkout…' : 'Get Premium'}
    </Button>
  );
}

/** Opens the Stripe billing portal (new tab) to change or cancel the subscription. */
export function ManageSubscriptionButton(props: ActionButtonProps) {
  const { run, pending } = usePremiumAction({
    request: openCustomerPortal,
    failure: {
      title: 'Portal error',
      description: 'Unable to open subscription management. Please try again.',
    },
  });
  return (
    <Button variant="secondary" {...props} aria-busy={pending || undefined} onClick={() => void run()}>
      <Settings aria-hidden className="h-4 w-4" />
      {pending ? 'Opening…' : 'Manage Subscription'}
    </Button>
  );
}

/** SPEC §4: subscribed readers see 'Manage Subscription' instead of 'Get Premium'. */
export function PremiumAction(props: ActionButtonProps) {
  const { subscribed } = useSubscription();
  return subscribed ? <ManageSubscriptionButton {...props} /> : <GetPremiumButton {...props} />;
}
