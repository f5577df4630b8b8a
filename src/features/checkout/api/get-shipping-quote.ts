import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

/** The server's shipping rule for a subtotal in MAD (rpc shipping_for), shown in the summary. */
export async function getShippingQuote(subtotal: number): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('shipping_for', { subtotal });
  if (error) throw error;
  return Number(data);
}

export const shippingQuoteQueryOptions = (subtotal: number) =>
  queryOptions({ queryKey: ['shipping-quote', subtotal], queryFn: () => getShippingQuote(subtotal) });

export function useShippingQuote(subtotal: number) {
  return useQuery(shippingQuoteQueryOptions(subtotal));
}
