import { LoadingState, SectionHeading } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { ProductCard } from '@/features/catalog';
import { ArticleCard } from '@/features/editorial';

import { useSavedArticles } from '../api/get-saved-articles';
import { useSavedProducts } from '../api/get-saved-products';
import { useSavedText } from '../i18n';
import type { SavedItem } from '../types';

import { RemoveSavedButton } from './remove-saved-button';

/** Saved products and articles, newest saved first, each with Remove; one batched query per type. */
export function SavedLists({ rows }: { rows: SavedItem[] }) {
  const productRows = rows.filter((row) => row.item_type === 'product');
  const articleRows = rows.filter((row) => row.item_type === 'article');
  const products = useSavedProducts(productRows.map((row) => row.item_id));
  const articles = useSavedArticles(articleRows.map((row) => row.item_id));
  const t = useSavedText();

  if ((productRows.length > 0 && products.isPending) || (articleRows.length > 0 && articles.isPending)) {
    return <LoadingState />;
  }
  if (products.isError || articles.isError) {
    return (
      <QueryErrorState
        error={products.error ?? articles.error}
        what={t('what')}
        onRetry={() => void Promise.all([products.refetch(), articles.refetch()])}
      />
    );
  }

  const productById = new Map((products.data ?? []).map((product) => [product.id, product]));
  const articleById = new Map((articles.data ?? []).map((article) => [article.id, article]));
  const savedProducts = productRows.flatMap((row) => {
    const product = productById.get(row.item_id);
    return product ? [{ row, product }] : [];
  });
  const savedArticles = articleRows.flatMap((row) => {
    const article = articleById.get(row.item_id);
    return article ? [{ row, article }] : [];
  });

  return (
    <div className="space-y-20">
      {savedProducts.length > 0 && (
        <section aria-labelledby="saved-products">
          <SectionHeading
            id="saved-products"
            eyebrow={t('count', { count: savedProducts.length })}
            title={t('products')}
          />
          <ul className="mt-10 grid grid-cols-2 gap-x-5 gap-y-12 lg:grid-cols-4">
            {savedProducts.map(({ row, product }) => (
              <li key={row.id} className="flex flex-col gap-3">
                <ProductCard product={product} />
                <div>
                  <RemoveSavedButton savedItemId={row.id} title={product.title} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {savedArticles.length > 0 && (
        <section aria-labelledby="saved-articles">
          <SectionHeading
            id="saved-articles"
            eyebrow={t('count', { count: savedArticles.length })}
            title={t('articles')}
          />
          <ul className="mt-10 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {savedArticles.map(({ row, article }) => (
              <li key={row.id} className="flex flex-col gap-4">
                <ArticleCard article={article} />
                <div>
                  <RemoveSavedButton savedItemId={row.id} title={article.title} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
