export { ProductCard, type CardProduct } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { collectionTitle } from './collection-title';
export { PRODUCT_SUMMARY_COLUMNS } from './types';
export type { Product, ProductSummary } from './types';
export { localizeCards, translationLocales } from './localize-cards';
export type { LocalizedSummary } from './types';
export { useCatalogLabels } from './use-labels';
