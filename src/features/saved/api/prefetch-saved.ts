import type { QueryClient } from '@tanstack/react-query';

import { storedViewerId } from '@/providers/use-viewer';

import type { SavedItemType } from '../types';

import { savedItemsQueryOptions } from './get-saved-items';

/**
 * Starts reading what /saved shows while its code loads (its ScreenLoader, src/app/router.tsx): the
 * signed-in reader's saved rows, then their products and articles, each with the screen's own query
 * options, so the screen finds them in the cache. Only for a stored session supabase-js would use as it
 * is; a guest sees the sign-in prompt, and a session supabase-js must refresh first is read by the
 * screen once the auth provider has it.
 */
export async function prefetchSaved(queryClient: QueryClient): Promise<void> {
  const userId = storedViewerId();
  if (!userId) return;
  const rows = savedItemsQueryOptions(userId);
  await queryClient.prefetchQuery(rows);
  const saved = queryClient.getQueryData(rows.queryKey) ?? [];
  const idsOf = (type: SavedItemType) =>
    saved.filter((row) => row.item_type === type).map((row) => row.item_id);
  const products = idsOf('product');
  const articles = idsOf('article');
  if (products.length === 0 && articles.length === 0) return;
  // Their code comes with the screen's: only the rows' read rides in the startup code.
  const [{ savedProductsQueryOptions }, { savedArticlesQueryOptions }] = await Promise.all([
    import('./get-saved-products'),
    import('./get-saved-articles'),
  ]);
  // A prefetch ignores `enabled`: a kind nothing is saved of is not asked for (the screen asks neither).
  await Promise.all([
    products.length > 0 && queryClient.prefetchQuery(savedProductsQueryOptions(products)),
    articles.length > 0 && queryClient.prefetchQuery(savedArticlesQueryOptions(articles)),
  ]);
}
