import { queryOptions, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

/** A product's gallery in order: position 0 is its main picture (the same object as image_url). */
export const getProductImages = (productId: string) =>
  request(getDatabase, (supabase) =>
    supabase
      .from('product_images')
      .select('id, storage_path, alt_text, position')
      .eq('product_id', productId)
      .order('position'),
  );

export const productImagesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'images', productId],
    queryFn: () => getProductImages(productId),
  });

export function useProductImages(productId: string) {
  return useQuery(productImagesQueryOptions(productId));
}
