import { getFunctions, request } from '@/lib/supabase';

/**
 * The address of a Stripe page (Checkout, the billing portal) as the edge function `name` answers it,
 * called with no body and the session's bearer token (supabase-js adds it).
 */
export async function stripePageUrl(name: 'create-checkout' | 'customer-portal'): Promise<string> {
  const data = await request(getFunctions, (functions) =>
    functions.invoke<{ url?: string }>(name, { method: 'POST' }),
  );
  if (!data?.url) throw new Error(`${name} answered without a url`);
  return data.url;
}
