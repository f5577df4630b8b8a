import { queryOptions } from '@tanstack/react-query';

import { collectionTitle } from '@/features/catalog';
import { getDatabase, request } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';
import type { Tables } from '@/types/database.types';

export interface CollectionSummary {
  slug: string;
  title: string;
  /** The image of the collection's first product. */
  imageUrl: string | null;
  productCount: number;
}

type CollectionRow = Pick<Tables<'products'>, 'collection' | 'image_url'>;

/** Collections derived from the products that carry one (SPEC §2/§7), grouped case-insensitively. */
export function groupCollections(rows: CollectionRow[]): CollectionSummary[] {
  const bySlug = new Map<string, CollectionSummary>();
  for (const row of rows) {
    if (row.collection === null) continue;
    const slug = row.collection.toLowerCase();
    const existing = bySlug.get(slug);
    if (existing) {
      existing.productCount += 1;
      existing.imageUrl ??= row.image_url;
    } else {
      bySlug.set(slug, { slug, title: collectionTitle(slug), imageUrl: row.image_url, productCount: 1 });
    }
  }
  return [...bySlug.values()];
}

export async function getCollections(): Promise<CollectionSummary[]> {
  const data = await request(getDatabase, (supabase) =>
    supabase
      .from('products')
      .select('collection, image_url')
      .not('collection', 'is', null)
      .order('created_at', { ascending: true }),
  );
  return groupCollections(data);
}

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: ['collections'], queryFn: getCollections });

export function useCollections() {
  return useListQuery(collectionsQueryOptions(), 'collections');
}
