import { queryOptions } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';
import type { Tables } from '@/types/database.types';

export type ProductStory = Pick<Tables<'articles'>, 'id' | 'slug' | 'title' | 'excerpt' | 'category'>;

/** The Rituals & Recipes tab: published articles whose linked_products contain this product. */
export const getProductStories = (productId: string): Promise<ProductStory[]> =>
  request(getDatabase, (supabase) =>
    supabase
      .from('articles')
      .select('id, slug, title, excerpt, category')
      .eq('published', true)
      .contains('linked_products', [productId])
      .order('created_at', { ascending: false }),
  );

export const productStoriesQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['articles', 'for-product', productId],
    queryFn: () => getProductStories(productId),
  });

export function useProductStories(productId: string) {
  return useListQuery(productStoriesQueryOptions(productId), 'rituals and recipes for the product');
}
