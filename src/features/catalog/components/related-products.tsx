import { SectionHeading } from '@/components/ui';

import { useRelatedProducts } from '../api/get-related-products';
import type { Product } from '../types';
import { ProductGrid } from './product-grid';

/** 'Pairs Beautifully With': up to four related pieces; hidden when there are none. */
export function RelatedProducts({ product }: { product: Product }) {
  const { items } = useRelatedProducts(product);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mx-auto max-w-content px-5 py-20 sm:px-8">
      <SectionHeading id="related-title" eyebrow="Complete the table" title="Pairs Beautifully With" />
      <div className="mt-10">
        <ProductGrid products={items} columns={4} renderedUpFront={0} />
      </div>
    </section>
  );
}
