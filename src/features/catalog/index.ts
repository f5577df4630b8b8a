export { ProductCard, type CardProduct } from './components/product-card';
export { ProductGrid } from './components/product-grid';
export { productQueryOptions } from './api/get-product';
export type { Product, ProductSummary } from './types';
