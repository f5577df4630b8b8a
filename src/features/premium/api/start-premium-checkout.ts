import { getSupabase } from '@/lib/supabase';

/**
 * SPEC §7: create-checkout with no body; supabase-js sends the session's bearer token. Answers the
 * Stripe Checkout URL of the premium subscription.
 */
export async function startPremiumCheckout(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('create-checkout', {
    method: 'POST',
  });
  if (error) throw error;
  if (!data?.url) throw new Error('create-checkout answered without a url');
  return data.url;
}
