import { queryOptions, useQuery } from '@tanstack/react-query';

import { oneOf } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import { PromotionsChecks, type Database, type Tables } from '@/types/database.types';

type PromotionRow = Database['public']['Functions']['owner_promotions']['Returns'][number];

/**
 * A function's table columns carry no nullability and no check, so the generated row says `string`
 * for code and kind: the promotion's own columns say which may be null (the code of an automatic
 * offer, an open window, no limit) and which words kind holds.
 */
type PromotionColumns = Pick<
  Tables<'promotions'>,
  'code' | 'kind' | 'min_subtotal_mad' | 'starts_at' | 'ends_at' | 'usage_limit' | 'usage_limit_per_customer'
>;

export type OwnerPromotion = Omit<PromotionRow, keyof PromotionColumns> & PromotionColumns;

const allowed = PromotionsChecks;

/**
 * rpc owner_promotions: every promotion, active ones first and newest first, with its uses (orders not
 * cancelled) and the MAD it gave away. Only the shop owner may call it (PT403 not_shop_owner for anyone else).
 */
export async function listPromotions(): Promise<OwnerPromotion[]> {
  const rows = await request(getDatabase, (supabase) => supabase.rpc('owner_promotions'));
  return rows.map((row, index) => ({
    ...row,
    kind: oneOf(allowed.kind)(row.kind, `owner_promotions[${index}].kind`),
  }));
}

/** Under ['owner']: an order moved (a cancel gives its code's use back) re-reads the counts too. */
export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: ['owner', 'promotions'], queryFn: listPromotions });

export const usePromotions = () => useQuery(promotionsQueryOptions());
