import { queryOptions } from '@tanstack/react-query';

import { RELATED_PRODUCTS_MAX } from '@/lib/constants';
import { dataOf, getDatabase } from '@/lib/supabase';
import { useListQuery } from '@/lib/use-list-query';

import { PRODUCT_SUMMARY_COLUMNS, type Product, type ProductSummary } from '../types';

type RelatedSource = Pick<Product, 'id' | 'category' | 'related_products'>;

/**
 * 'Pairs Beautifully With' (SPEC §7): the product's related ids (excluding itself, limit 4), topped up
 * with in-stock products of the same category when fewer than four are found.
 */
export async function getRelatedProducts(product: RelatedSource): Promise<ProductSummary[]> {
  const supabase = await getDatabase();
  const ids = product.related_products.filter((id) => id !== product.id);
  let related: ProductSummary[] = [];
  if (ids.length > 0) {
    const listed = await dataOf(
      supabase
        .from('products')
        .select(PRODUCT_SUMMARY_COLUMNS)
        .in('id', ids)
        .neq('id', product.id)
        .limit(RELATED_PRODUCTS_MAX),
    );
    // Keep the editor's order of the related list.
    related = listed.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  }
  const missing = RELATED_PRODUCTS_MAX - related.length;
  if (missing > 0) {
    const exclude = [product.id, ...related.map((p) => p.id)];
    const sameCategory = await dataOf(
      supabase
        .from('products')
        .select(PRODUCT_SUMMARY_COLUMNS)
        .eq('category', product.category)
        .eq('in_stock', true)
        .not('id', 'in', `(${exclude.join(',')})`)
        .order('created_at', { ascending: false })
        .limit(missing),
    );
    related = [...related, ...sameCategory];
  }
  return related;
}

export const relatedProductsQueryOptions = ({ id, category, related_products }: RelatedSource) =>
  queryOptions({
    queryKey: ['products', 'related', id, category, related_products],
    queryFn: () => getRelatedProducts({ id, category, related_products }),
  });

export function useRelatedProducts(product: RelatedSource) {
  return useListQuery(relatedProductsQueryOptions(product), 'related products');
}
