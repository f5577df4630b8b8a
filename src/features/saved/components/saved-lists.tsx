import type { ReactNode } from 'react';

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
      <SavedSection
        id="saved-products"
        title={t('products')}
        gridClassName="grid-cols-2 gap-x-5 gap-y-12 lg:grid-cols-4"
        itemClassName="gap-3"
        entries={savedProducts.map(({ row, product }) => ({
          row,
          title: product.title,
          card: <ProductCard product={product} />,
        }))}
      />
      <SavedSection
        id="saved-articles"
        title={t('articles')}
        gridClassName="gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
        itemClassName="gap-4"
        entries={savedArticles.map(({ row, article }) => ({
          row,
          title: article.title,
          card: <ArticleCard article={article} />,
        }))}
      />
    </div>
  );
}

interface SavedSectionProps {
  id: string;
  title: string;
  gridClassName: string;
  itemClassName: string;
  /** Each saved row with its card and the title its Remove button names. */
  entries: { row: SavedItem; title: string; card: ReactNode }[];
}

/** One kind of saved item under its count and heading, each card with Remove; nothing when none is left. */
function SavedSection({ id, title, gridClassName, itemClassName, entries }: SavedSectionProps) {
  const t = useSavedText();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={t('count', { count: entries.length })} title={title} />
      <ul className={`mt-10 grid ${gridClassName}`}>
        {entries.map(({ row, title: itemTitle, card }) => (
          <li key={row.id} className={`flex flex-col ${itemClassName}`}>
            {card}
            <div>
              <RemoveSavedButton savedItemId={row.id} title={itemTitle} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
