import { DEFAULT_SIZE, SIZES, type Size } from '@/lib/constants';
import { oneOf, optional, record, type JsonReader } from '@/lib/json-reader';
import type { Tables } from '@/types/database.types';

/** The columns of a product's variants that its page embeds (visitors see only the active ones). */
export const VARIANT_COLUMNS = 'id, sku, options, price, compare_at_price, stock_quantity, position';

type VariantRow = Pick<
  Tables<'product_variants'>,
  'id' | 'sku' | 'options' | 'price' | 'compare_at_price' | 'stock_quantity' | 'position'
>;

/** A size of a product as its page shows it: `size` is null for a product in one size (options {}). */
export type ProductVariant = Omit<VariantRow, 'options'> & { size: Size | null };

const isSize = (value: string): value is Size => value in SIZES;

// The database allows only the shop's sizes in options.size (product_variants_options_valid).
const readOptions: JsonReader<{ size: Size | undefined }> = record({
  size: optional(oneOf(Object.keys(SIZES).filter(isSize))),
});

export function readVariant({ options, ...row }: VariantRow): ProductVariant {
  return { ...row, size: readOptions(options, `variant ${row.sku}.options`).size ?? null };
}

/** Made to order (no count) or pieces left: a shopper can buy it. */
export const isSellable = (variant: Pick<ProductVariant, 'stock_quantity'>) =>
  variant.stock_quantity === null || variant.stock_quantity > 0;

/** Small when it can be bought, else the first size that can by position, else the first (all sold out). */
export function defaultVariant<V extends ProductVariant>(variants: readonly V[]): V | undefined {
  const sellable = variants.filter(isSellable);
  return sellable.find((variant) => variant.size === DEFAULT_SIZE) ?? sellable[0] ?? variants[0];
}

/** The size a link asks for (`?size=large`) when it can be bought; the default otherwise. */
export function chooseVariant<V extends ProductVariant>(
  variants: readonly V[],
  wanted: string | null,
): V | undefined {
  const asked = variants.find((variant) => variant.size !== null && variant.size === wanted);
  return asked && isSellable(asked) ? asked : defaultVariant(variants);
}
