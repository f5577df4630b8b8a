import { Crown } from 'lucide-react';

import { useSubscription } from '../api/get-subscription';
import { usePremiumText } from '../i18n';

/** The 'Premium' badge of subscribed readers (SPEC §2, top navigation); nothing for everyone else. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { subscribed } = useSubscription();
  const t = usePremiumText();
  if (!subscribed) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-saffron-400 bg-saffron-300 px-2.5 py-0.5 text-[0.68rem] font-semibold uppercase tracking-[0.14em] text-ink ${className}`}
    >
      <Crown aria-hidden className="h-3.5 w-3.5" />
      {t('badge')}
    </span>
  );
}
