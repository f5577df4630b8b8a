import type { ReactNode } from 'react';

import { ProductCard, type CardProduct } from './product-card';

interface ProductGridProps {
  products: CardProduct[];
  /** Shown instead of the grid when there are no products. */
  empty?: ReactNode;
  /** How many leading cards load eagerly (the first visible row). */
  priorityCount?: number;
  /**
   * How many leading cards render with the page; the rest wait until they are near the viewport
   * (`render-when-near`). Four is the first two rows on a phone; a grid far down the page passes 0.
   */
  renderedUpFront?: number;
  columns?: 3 | 4;
  headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({
  products,
  empty,
  priorityCount = 0,
  renderedUpFront = 4,
  columns = 3,
  headingLevel,
}: ProductGridProps) {
  if (products.length === 0) return <>{empty}</>;
  const cols = columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3';
  return (
    <ul
      className={`grid grid-cols-1 gap-x-4 gap-y-10 min-[360px]:grid-cols-2 sm:gap-x-6 sm:gap-y-12 ${cols}`}
    >
      {products.map((product, index) => (
        <li key={product.slug} className={index < renderedUpFront ? undefined : 'render-when-near'}>
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
