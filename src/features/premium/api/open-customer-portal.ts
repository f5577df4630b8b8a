import { getSupabase } from '@/lib/supabase';

/** SPEC §7: customer-portal with the session's bearer token; answers the Stripe billing portal URL. */
export async function openCustomerPortal(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ url?: string }>('customer-portal', {
    method: 'POST',
  });
  if (error) throw error;
  if (!data?.url) throw new Error('customer-portal answered without a url');
  return data.url;
}
