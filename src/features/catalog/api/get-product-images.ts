import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';

/** A product's gallery in order: position 0 is its main picture (the same object as image_url). */
export async function getProductImages(productId: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('product_images')
    .select('id, storage_path, alt_text, position')
    .eq('product_id', productId)
    .order('position');
  if (error) throw error;
  return data;
}

export const productImagesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'images', productId],
    queryFn: () => getProductImages(productId),
  });

export function useProductImages(productId: string) {
  return useQuery(productImagesQueryOptions(productId));
}
