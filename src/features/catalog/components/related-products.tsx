import { SectionHeading } from '@/components/ui';
import { listView } from '@/components/ui/query-view';

import { useRelatedProducts } from '../api/get-related-products';
import { useLaterText } from '../i18n/later';
import type { Product } from '../types';
import { ProductGrid } from './product-grid';

/** 'Pairs Beautifully With': up to four related pieces; hidden when there are none. */
export function RelatedProducts({ product }: { product: Product }) {
  const t = useLaterText();
  const related = useRelatedProducts(product);
  const { items } = related;
  if (!related.isError && items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mx-auto max-w-content px-5 py-20 sm:px-8">
      <SectionHeading id="related-title" eyebrow={t('related.eyebrow')} title={t('related.title')} />
      <div className="mt-10">
        {listView(related) ?? <ProductGrid products={items} columns={4} renderedUpFront={0} />}
      </div>
    </section>
  );
}
