import { SectionHeading } from '@/components/ui';
import { ProductCard } from '@/features/catalog';
import { useProductsByIds } from '@/features/editorial';

import { useRitualText } from '../i18n';

/** "Objects for this ritual": the editor's linked products, when any are still in the shop. */
export function RitualProducts({ productIds }: { productIds: string[] }) {
  const products = useProductsByIds(productIds);
  const t = useRitualText();
  if (productIds.length === 0 || !products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby="ritual-products" className="mx-auto max-w-content px-5 py-16 sm:px-8">
      <SectionHeading id="ritual-products" eyebrow={t('shop.eyebrow')} title={t('shop')} />
      <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4">
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
