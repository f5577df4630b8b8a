import { useMemo } from 'react';

import { isProductCategory, isProductType, NAMED_COLLECTIONS } from '@/lib/constants';

import { collectionTitle } from './collection-title';
import { useCatalogText } from './i18n';
import { categoryLabel, productTypeLabel } from './labels';

type NamedCollection = (typeof NAMED_COLLECTIONS)[number]['slug'];
const isNamedCollection = (slug: string): slug is NamedCollection =>
  NAMED_COLLECTIONS.some((c) => c.slug === slug);

/**
 * Categories, product types and named collections in the page's language (the words of
 * PRODUCT_CATEGORIES, PRODUCT_TYPES and NAMED_COLLECTIONS, kept with the cards that show them).
 * A value the shop has no name for is shown title-cased, as before.
 */
export function useCatalogLabels() {
  const t = useCatalogText();
  return useMemo(
    () => ({
      category: (category: string) =>
        isProductCategory(category) ? t(`category.${category}`) : categoryLabel(category),
      productType: (type: string) => (isProductType(type) ? t(`type.${type}`) : productTypeLabel(type)),
      collection: (slug: string) => {
        const key = slug.toLowerCase();
        return isNamedCollection(key) ? t(`collection.${key}`) : collectionTitle(slug);
      },
    }),
    [t],
  );
}

export type CatalogLabels = ReturnType<typeof useCatalogLabels>;
