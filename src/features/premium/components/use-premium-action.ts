import { useState } from 'react';

import { toast } from '@/components/ui/toast-store';
import { getSupabase } from '@/lib/supabase';
import { useAuth } from '@/providers/use-auth';

import { useRecheckSubscription } from '../api/get-subscription';
import { usePremiumText } from '../i18n';
import { openPendingTab } from '../lib/pending-tab';

interface PremiumActionOptions {
  request: () => Promise<string>;
  failure: { title: string; description: string };
}

/**
 * Runs a Stripe hand-off (checkout or portal): opens the answer in a new tab, toasts the spec's
 * message on failure, and re-checks the subscription when the reader comes back to this tab.
 */
export function usePremiumAction({ request, failure }: PremiumActionOptions) {
  const { user, loading } = useAuth();
  const recheck = useRecheckSubscription();
  const [pending, setPending] = useState(false);
  const t = usePremiumText();
  const askToSignIn = () =>
    toast({ title: t('signIn.title'), description: t('signIn'), variant: 'destructive' });

  async function run() {
    if (pending) return;
    if (!user && !loading) {
      askToSignIn();
      return;
    }
    setPending(true);
    const tab = openPendingTab();
    try {
      // Clicked in the first moments on a page, before the session was read: read it now (the tab
      // had to open on the click itself, see pending-tab.ts).
      if (!user && !(await hasSession())) {
        tab.cancel();
        askToSignIn();
        return;
      }
      tab.go(await request());
      window.addEventListener('focus', () => void recheck(), { once: true });
    } catch (error) {
      tab.cancel();
      console.error(`${failure.title}:`, error);
      toast({ ...failure, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return { run, pending };
}

async function hasSession(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session !== null;
}
