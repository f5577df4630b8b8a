import { Link } from 'react-router-dom';

import { FactList, type Fact, type FactListLook } from '@/components/ui/fact-list';

import { useProductText } from '../i18n/product';
import type { Product } from '../types';
import { useCatalogLabels } from '../use-labels';

const META_LOOK: FactListLook = {
  list: 'grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm',
  item: 'contents',
  term: 'text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted',
  value: 'text-ink',
};

interface ProductMetaProps {
  product: Product;
  /** The chosen size's own SKU; the product's when it has no variant to show. */
  sku?: string;
}

/** SKU, category, type, collection link and tags. */
export function ProductMeta({ product, sku = product.sku_id ?? undefined }: ProductMetaProps) {
  const t = useProductText();
  const labels = useCatalogLabels();
  const rows: Fact[] = [];
  if (sku) rows.push({ term: t('meta.sku'), value: sku });
  // Category and type lead to the shop filtered by them.
  const filterLink = (to: string, label: string) => (
    <Link to={to} className="underline-offset-4 hover:underline">
      {label}
    </Link>
  );
  rows.push({
    term: t('meta.category'),
    value: filterLink(`/shop?category=${product.category}`, labels.category(product.category)),
  });
  rows.push({
    term: t('meta.type'),
    value: filterLink(`/shop?type=${product.product_type}`, labels.productType(product.product_type)),
  });
  if (product.collection) {
    rows.push({
      term: t('meta.collection'),
      value: (
        <Link
          to={`/collection/${product.collection.toLowerCase()}`}
          className="text-clay-700 underline underline-offset-4"
        >
          {labels.collection(product.collection)}
        </Link>
      ),
    });
  }
  if (product.artisan) rows.push({ term: t('meta.artisan'), value: <bdi>{product.artisan}</bdi> });

  return (
    <div className="border-t border-sand-200 pt-6">
      <FactList facts={rows} look={META_LOOK} />
      {product.tags.length > 0 && (
        <ul aria-label={t('meta.tags')} className="mt-5 flex flex-wrap gap-2">
          {product.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-sand-100 px-3 py-1 text-xs text-ink-soft">
              <bdi>#{tag}</bdi>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
