import type { Tables } from '@/types/database.types';

/** A product row as the shop reads it (SPEC §3, schema.md). Prices are MAD. */
export type Product = Tables<'products'>;

/**
 * The columns a card needs; lists select only these, and supabase-js types the rows from the string.
 * A card's `price` is what a shopper can buy the piece for now (from_price: its cheapest size in
 * stock), as browse_products answers, with `price_varies` for "from 180 MAD".
 */
export const PRODUCT_SUMMARY_COLUMNS =
  'id, slug, title, price:from_price, price_varies, image_url, alt_text, category, product_type, collection, tags, is_featured, is_new, in_stock, created_at';

export type ProductSummary = { price: Product['from_price'] } & Pick<
  Product,
  | 'id'
  | 'slug'
  | 'title'
  | 'price_varies'
  | 'image_url'
  | 'alt_text'
  | 'category'
  | 'product_type'
  | 'collection'
  | 'tags'
  | 'is_featured'
  | 'is_new'
  | 'in_stock'
  | 'created_at'
>;

/** Which language each translated field of a card is in, as browse_products says ({"title": "en"}). */
export interface CardLanguages {
  title?: string;
  alt_text?: string;
}

/** A card read in the page's language: `lang` marks the fields that fell back to English. */
export type LocalizedSummary = ProductSummary & { lang?: CardLanguages };
