import { PremiumAction, PremiumBadge, useSubscription } from '@/features/premium';

import { useProfileText } from '../i18n/profile';

/** Premium status with the one action that fits it (Get Premium / Manage Subscription). */
export function PremiumCard() {
  const subscription = useSubscription();
  const t = useProfileText();
  return (
    <div
      className={`rounded-md border p-6 sm:p-8 ${subscription.subscribed ? 'border-saffron-400 bg-saffron-300/15' : 'border-sand-300 bg-sand-100'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-light text-ink">Premium</h2>
        <PremiumBadge />
      </div>
      <p className="mt-3 max-w-prose text-ink-soft">
        {subscription.subscribed
          ? t('pc.active', { tier: subscription.subscription_tier ?? 'Premium' })
          : t('pc.join')}
      </p>
      <div className="mt-6">
        <PremiumAction />
      </div>
    </div>
  );
}
