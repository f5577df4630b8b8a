import { Crown, Settings, type LucideIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui';

import { useSubscription } from '../api/get-subscription';
import { openCustomerPortal } from '../api/open-customer-portal';
import { startPremiumCheckout } from '../api/start-premium-checkout';
import { usePremiumText } from '../i18n';

import { usePremiumAction } from './use-premium-action';

type ActionButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** The two hand-offs to Stripe: each asks the server for a URL and opens it in a new tab. */
const HAND_OFFS = {
  get: { request: startPremiumCheckout, variant: 'accent', Icon: Crown },
  manage: { request: openCustomerPortal, variant: 'secondary', Icon: Settings },
} satisfies Record<
  string,
  { request: () => Promise<string>; variant: ButtonProps['variant']; Icon: LucideIcon }
>;

function StripeHandOffButton({ handOff, ...props }: ActionButtonProps & { handOff: keyof typeof HAND_OFFS }) {
  const t = usePremiumText();
  const { request, variant, Icon } = HAND_OFFS[handOff];
  const { run, pending } = usePremiumAction({
    request,
    failure: { title: t(`${handOff}.failTitle`), description: t(`${handOff}.fail`) },
  });
  return (
    <Button
      variant={variant}
      {...props}
      title={t(handOff)}
      aria-busy={pending || undefined}
      onClick={() => void run()}
    >
      <Icon aria-hidden className="h-4 w-4" />
      {/* Marked so a tight row can keep the words for screen readers only (the site header). */}
      <span data-label>{pending ? t(`${handOff}.pending`) : t(handOff)}</span>
    </Button>
  );
}

/** Starts the premium subscription in Stripe Checkout (new tab). */
export const GetPremiumButton = (props: ActionButtonProps) => (
  <StripeHandOffButton handOff="get" {...props} />
);

/** Opens the Stripe billing portal (new tab) to change or cancel the subscription. */
export const ManageSubscriptionButton = (props: ActionButtonProps) => (
  <StripeHandOffButton handOff="manage" {...props} />
);

/** SPEC §4: subscribed readers see 'Manage Subscription' instead of 'Get Premium'. */
export function PremiumAction(props: ActionButtonProps) {
  const { subscribed } = useSubscription();
  return subscribed ? <ManageSubscriptionButton {...props} /> : <GetPremiumButton {...props} />;
}
