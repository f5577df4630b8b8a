/** A product row as the shop reads it (SPEC §3, schema.md). Prices are MAD. */
export interface Product {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  price: number;
  image_url: string | null;
  alt_text: string | null;
  category: string;
  product_type: string;
  collection: string | null;
  tags: string[];
  sku_id: string | null;
  is_featured: boolean;
  is_new: boolean;
  artisan: string | null;
  is_artisan_spotlight: boolean;
  in_stock: boolean;
  stock_quantity: number | null;
  sizes: string[];
  details: string | null;
  care_instructions: string | null;
  related_products: string[];
  seo_title: string | null;
  meta_description: string | null;
  created_at: string;
}

/** The columns a card needs; lists select only these. */
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

export const PRODUCT_SUMMARY_COLUMNS =
  'id, slug, title, price, image_url, alt_text, category, product_type, collection, tags, is_featured, is_new, in_stock, created_at';

/** numeric columns arrive as numbers from PostgREST, but be tolerant of strings. */
export function toProductSummary<T extends { price: unknown }>(row: T): T & { price: number } {
  return { ...row, price: Number(row.price) };
}
