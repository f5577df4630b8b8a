import { inOrderOf } from '@/lib/rows-in-order';
import { dataOf, type SupabaseDatabase } from '@/lib/supabase';

import type { CardProduct } from '../components/product-card';

export type CardProductWithId = CardProduct & { id: string };

/**
 * Products as cards by id, in ONE request (`in` on the ids, never one request per item), in the order of
 * `ids`. Only the columns a card needs (SPEC §7: id, title, slug, image_url, price; plus alt text and stock),
 * the price being what the piece can be bought for now, as on every card (PRODUCT_SUMMARY_COLUMNS).
 */
export async function getCardsByIds(
  database: SupabaseDatabase,
  ids: readonly string[],
): Promise<CardProductWithId[]> {
  if (ids.length === 0) return [];
  const rows = await dataOf(
    database
      .from('products')
      .select(
        'id, slug, title, price:from_price, price_varies, image_url, alt_text, category, collection, in_stock',
      )
      .in('id', [...ids]),
  );
  return inOrderOf(ids, rows);
}
