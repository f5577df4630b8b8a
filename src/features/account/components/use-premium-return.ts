import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import { toast } from '@/components/ui/toast-store';
import { useRecheckSubscription } from '@/features/premium';
import { useAuth } from '@/providers/use-auth';

import { useProfileText } from '../i18n/profile';

/**
 * Stripe Checkout comes back to /profile?premium=success or ?premium=cancelled. On success the status
 * is checked again at once (what Stripe's signed events have recorded) and the reader is told what it says; the
 * parameter is dropped so a reload does not repeat the message.
 */
export function usePremiumReturn(): void {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const recheck = useRecheckSubscription();
  const outcome = params.get('premium');
  const handled = useRef(false);
  const t = useProfileText();

  useEffect(() => {
    if (!user || !outcome || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('premium');
        return next;
      },
      { replace: true },
    );
    if (outcome === 'success') {
      void recheck().then(({ subscribed }) =>
        toast(
          subscribed
            ? { title: t('pr.welcome'), description: t('pr.welcomeText') }
            : { title: t('pr.paid'), description: t('pr.paidText') },
        ),
      );
    } else if (outcome === 'cancelled') {
      toast({ title: t('pr.cancelled'), description: t('pr.cancelledText') });
    }
  }, [user, outcome, recheck, setParams, t]);
}
