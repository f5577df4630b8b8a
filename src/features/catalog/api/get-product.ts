import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

import type { Product } from '../types';

/** One product by slug; null when there is none (the page then shows 'Product Not Found'). */
export async function getProduct(slug: string): Promise<Product | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('products').select('*').eq('slug', slug).maybeSingle();
  if (error) throw error;
  return data;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['products', 'detail', slug], queryFn: () => getProduct(slug) });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug));
}
