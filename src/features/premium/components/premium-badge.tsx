import { Crown } from 'lucide-react';

import { useAuth } from '@/providers/use-auth';

/** The 'Premium' badge of subscribed readers (SPEC §2, top navigation); nothing for everyone else. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { user, subscription } = useAuth();
  if (!user || !subscription.subscribed) return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border border-saffron-400 bg-saffron-300 px-2.5 py-0.5 text-[0.68rem] font-semibold uppercase tracking-[0.14em] text-ink ${className}`}
    >
      <Crown aria-hidden className="h-3.5 w-3.5" />
      Premium
    </span>
  );
}
