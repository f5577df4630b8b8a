/**
 * Seeded product_variants by SKU (their ids are random, see SEED_SKU in seed-ids.ts), read either
 * straight from SQL (a PGlite or PostgreSQL connection, as the superuser) or through supabase-js (the
 * service role, which reads retired variants too).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SqlTx } from './schema-db';

export interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  options: Record<string, string>;
  price: number;
  stock_quantity: number | null;
  active: boolean;
}

type Reader = SqlTx | SupabaseClient;

const isSupabase = (reader: Reader): reader is SupabaseClient => 'rpc' in reader;

/** The variant with this SKU (price as a number); throws when there is none. */
export async function variantBySku(reader: Reader, sku: string): Promise<VariantRow> {
  let row: VariantRow | undefined;
  if (isSupabase(reader)) {
    const { data, error } = await reader
      .from('product_variants')
      .select('id, product_id, sku, options, price, stock_quantity, active')
      .eq('sku', sku)
      .maybeSingle();
    if (error) throw error;
    row = (data ?? undefined) as VariantRow | undefined;
  } else {
    row = (
      await reader.query<VariantRow>(
        'select id, product_id, sku, options, price, stock_quantity, active from product_variants where sku = $1',
        [sku],
      )
    ).rows[0];
  }
  if (!row) throw new Error(`no variant with SKU ${sku}`);
  return { ...row, price: Number(row.price) };
}

/** The id of the variant with this SKU. */
export const variantId = async (reader: Reader, sku: string): Promise<string> =>
  (await variantBySku(reader, sku)).id;

/** The stock of the variant with this SKU (null = made to order). */
export const variantStock = async (reader: Reader, sku: string): Promise<number | null> =>
  (await variantBySku(reader, sku)).stock_quantity;

/** Sets the stock of the variant with this SKU, as the connection's role (committed by the caller). */
export async function setVariantStock(reader: Reader, sku: string, stock: number | null): Promise<void> {
  if (isSupabase(reader)) {
    const { data, error } = await reader
      .from('product_variants')
      .update({ stock_quantity: stock })
      .eq('sku', sku)
      .select('id');
    if (error) throw error;
    if (data.length !== 1) throw new Error(`no variant with SKU ${sku}`);
    return;
  }
  const { affectedRows } = await reader.query(
    'update product_variants set stock_quantity = $2 where sku = $1',
    [sku, stock],
  );
  if (affectedRows !== 1) throw new Error(`no variant with SKU ${sku}`);
}
