import type { ReactNode } from 'react';

import { SectionHeading } from '@/components/ui';
import { ProductCard } from '@/features/catalog';

import { useProductsByIds } from '../api/get-products-by-ids';

interface StoryProductsProps {
  /** The article's linked_products, in the editor's order. */
  productIds: string[];
  /** The heading's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  /** Far below the first screen (after a recipe's method): let the browser skip laying the cards out until then. */
  renderWhenNear?: boolean;
  /** What the page offers to do with the products (a recipe's "Add the pieces"), under the heading. */
  children?: ReactNode;
}

/** The products a recipe or a ritual links to, as cards, when any are still in the shop. */
export function StoryProducts({
  productIds,
  id,
  eyebrow,
  title,
  renderWhenNear = false,
  children,
}: StoryProductsProps) {
  const products = useProductsByIds(productIds);
  if (productIds.length === 0 || !products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-content px-5 py-16 sm:px-8">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      {children}
      <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4">
        {products.data.map((product) => (
          <li key={product.id} className={renderWhenNear ? 'render-when-near' : undefined}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
