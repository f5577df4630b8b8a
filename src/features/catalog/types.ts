import type { Tables } from '@/types/database.types';

/** A product row as the shop reads it (SPEC §3, schema.md). Prices are MAD. */
export type Product = Tables<'products'>;

/** The columns a card needs; lists select only these, and supabase-js types the rows from the string. */
export const PRODUCT_SUMMARY_COLUMNS =
  'id, slug, title, price, image_url, alt_text, category, product_type, collection, tags, is_featured, is_new, in_stock, created_at';

export type ProductSummary = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'title'
  | 'price'
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
