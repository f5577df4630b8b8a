import { DEFAULT_LOCALE, type Locale } from '@rules/locales';

import type { OfferedPiece } from '@/features/cart';
import { inOrderOf } from '@/lib/rows-in-order';
import { getDatabase, request } from '@/lib/supabase';

// Through the product's read, not from ../variants: the sizes' rules then stay in the one chunk with
// it, which product pages load; imported apart they became a chunk of their own, one more request and
// ~160 bytes gzip on every product page.
import { defaultVariant, readVariant, VARIANT_COLUMNS } from './get-product';

/**
 * One of each product, in the size its page opens on (defaultVariant: small when it can be bought, else
 * the first size that can), as the shop sells it at this moment: one request for all of them, never a
 * card's or a page's data read earlier, which may be stale. Titles are in the page's language where an
 * editor translated them, as the product page adds them to the bag. A product no longer on sale is left
 * out; one without any size on sale comes with a stock of 0.
 */
export async function getPiecesNow(ids: readonly string[], locale: Locale): Promise<OfferedPiece[]> {
  if (ids.length === 0) return [];
  const rows = await request(getDatabase, (supabase) =>
    supabase
      .from('products')
      .select(
        `id, slug, title, price, image_url, alt_text, product_type, product_translations(title, alt_text), product_variants(${VARIANT_COLUMNS})`,
      )
      .in('id', [...ids])
      // RLS shows visitors the active variants only; the shop owner also reads retired ones, not sold.
      .eq('product_variants.active', true)
      .order('position', { referencedTable: 'product_variants' })
      .in('product_translations.locale', locale === DEFAULT_LOCALE ? [] : [locale]),
  );
  return inOrderOf(ids, rows).map(
    ({ product_translations: translations, product_variants, ...product }): OfferedPiece => {
      const variant = defaultVariant(product_variants.map(readVariant));
      return {
        line: {
          id: product.id,
          variantId: variant?.id,
          title: translations[0]?.title?.trim() || product.title,
          slug: product.slug,
          price: variant?.price ?? product.price,
          imageUrl: product.image_url,
          variant: variant?.size ? { size: variant.size } : {},
          quantity: 1,
          productType: product.product_type,
          altText: translations[0]?.alt_text?.trim() || product.alt_text,
        },
        stock: variant ? variant.stock_quantity : 0,
      };
    },
  );
}
