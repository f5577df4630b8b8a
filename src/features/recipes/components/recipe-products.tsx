import { SectionHeading } from '@/components/ui';
import { ProductCard } from '@/features/catalog';
import { useProductsByIds } from '@/features/editorial';

import { useRecipeText } from '../i18n';

/** SPEC: Featured Products from the recipe's linked products. */
export function RecipeProducts({ productIds }: { productIds: string[] }) {
  const products = useProductsByIds(productIds);
  const t = useRecipeText();
  if (productIds.length === 0 || !products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby="featured-products" className="mx-auto max-w-content px-5 py-16 sm:px-8">
      <SectionHeading id="featured-products" eyebrow={t('shop')} title={t('featured')} />
      <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4">
        {products.data.map((product) => (
          // Far below the method: none of it is on the first screen.
          <li key={product.id} className="render-when-near">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
