import type { SavedItemType } from '../types';

/**
 * Query keys of everything saved_items. Every key carries the user id so one reader's cache never
 * answers for another after a sign-out/sign-in; mutations invalidate `savedKeys.all`.
 */
export const savedKeys = {
  all: ['saved-items'] as const,
  count: (userId: string | null) => [...savedKeys.all, 'count', userId] as const,
  list: (userId: string | null) => [...savedKeys.all, 'list', userId] as const,
  item: (userId: string | null, itemType: SavedItemType, itemId: string) =>
    [...savedKeys.all, 'item', userId, itemType, itemId] as const,
  products: (ids: readonly string[]) => [...savedKeys.all, 'products', [...ids].sort()] as const,
  articles: (ids: readonly string[]) => [...savedKeys.all, 'articles', [...ids].sort()] as const,
};
