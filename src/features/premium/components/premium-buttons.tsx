import { Crown, Settings } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui';

import { useSubscription } from '../api/get-subscription';
import { openCustomerPortal } from '../api/open-customer-portal';
import { startPremiumCheckout } from '../api/start-premium-checkout';

import { usePremiumText } from '../i18n';

import { usePremiumAction } from './use-premium-action';

type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** Starts the premium subscription in Stripe Checkout (new tab). */
export function GetPremiumButton(props: ActionButtonProps) {
  const t = usePremiumText();
  const { run, pending } = usePremiumAction({
    request: startPremiumCheckout,
    failure: { title: t('sub.fail'), description: t('sub.failText') },
  });
  return (
    <Button variant="accent" {...props} aria-busy={pending || undefined} onClick={() => void run()}>
      <Crown aria-hidden className="h-4 w-4" />
      {pending ? t('opening.checkout') : t('get')}
    </Button>
  );
}

/** Opens the Stripe billing portal (new tab) to change or cancel the subscription. */
export function ManageSubscriptionButton(props: ActionButtonProps) {
  const t = usePremiumText();
  const { run, pending } = usePremiumAction({
    request: openCustomerPortal,
    failure: { title: t('portal.fail'), description: t('portal.failText') },
  });
  return (
    <Button variant="secondary" {...props} aria-busy={pending || undefined} onClick={() => void run()}>
      <Settings aria-hidden className="h-4 w-4" />
      {pending ? t('opening') : t('manage')}
    </Button>
  );
}

/** SPEC §4: subscribed readers see 'Manage Subscription' instead of 'Get Premium'. */
export function PremiumAction(props: ActionButtonProps) {
  const { subscribed } = useSubscription();
  return subscribed ? <ManageSubscriptionButton {...props} /> : <GetPremiumButton {...props} />;
}
