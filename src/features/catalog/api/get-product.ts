import { DEFAULT_LOCALE, type Locale } from '@rules/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { useLocale } from '@/lib/i18n/locale';
import { getDatabase, request } from '@/lib/supabase';

import type { Product } from '../types';
import { readVariant, VARIANT_COLUMNS, type ProductVariant } from '../variants';

/** The sizes' rules, for other reads of products that share this module's chunk (get-pieces-now). */
export { defaultVariant, readVariant, VARIANT_COLUMNS } from '../variants';

/** The product's words an editor translates (product_translations); the rest is the same in every language. */
const TRANSLATED = [
  'title',
  'description',
  'details',
  'care_instructions',
  'alt_text',
  'seo_title',
  'meta_description',
] as const;
type TranslatedField = (typeof TRANSLATED)[number];

/**
 * A product in the page's language. `english` names the translated fields still shown in English on a
 * French or Arabic page (no translation written): the page marks them lang="en". A list, not a Set: the
 * prerendered page hands its query data to the browser as JSON. `variants` are its active sizes (or its
 * one variant), in the editor's order.
 */
export type LocalizedProduct = Product & {
  english: readonly TranslatedField[];
  variants: readonly ProductVariant[];
};

/** One product by slug; null when there is none (the page then shows 'Product Not Found'). */
export async function getProduct(
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LocalizedProduct | null> {
  const data = await request(getDatabase, (supabase) =>
    supabase
      .from('products')
      .select(
        `*, product_translations(title, description, details, care_instructions, alt_text, seo_title, meta_description), product_variants(${VARIANT_COLUMNS}), review_summary`,
      )
      .eq('slug', slug)
      // RLS shows visitors the active variants only; the shop owner also reads retired ones, not sold here.
      .eq('product_variants.active', true)
      .order('position', { referencedTable: 'product_variants' })
      // English has no translation rows: an empty list embeds none.
      .in('product_translations.locale', locale === DEFAULT_LOCALE ? [] : [locale])
      .maybeSingle(),
  );
  if (!data) return null;
  const { product_translations: translations, product_variants: variants, ...product } = data;
  const translation = translations[0];
  const english: TranslatedField[] = [];
  for (const field of TRANSLATED) {
    const value = translation?.[field];
    if (value?.trim()) product[field] = value;
    else if (locale !== DEFAULT_LOCALE && product[field]?.trim()) english.push(field);
  }
  return { ...product, english, variants: variants.map(readVariant) };
}

/** The start of every product's query key: a page's data holds the one it shows. */
export const PRODUCT_DETAIL = ['products', 'detail'] as const;

export const productQueryOptions = (slug: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: [...PRODUCT_DETAIL, slug, locale],
    queryFn: () => getProduct(slug, locale),
  });

export function useProduct(slug: string) {
  return useQuery(productQueryOptions(slug, useLocale()));
}

/** lang="en" for a field shown in English on another language's page; nothing otherwise. */
export const englishIf = (product: Pick<LocalizedProduct, 'english'>, field: TranslatedField) =>
  product.english.includes(field) ? 'en' : undefined;
