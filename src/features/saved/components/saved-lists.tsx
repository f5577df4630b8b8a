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

  return (
    <div className="space-y-20">
      <SavedSection
        kind="product"
        entries={withItems(productRows, products.data)}
        card={(product) => <ProductCard product={product} />}
      />
      <SavedSection
        kind="article"
        entries={withItems(articleRows, articles.data)}
        card={(article) => <ArticleCard article={article} />}
      />
    </div>
  );
}

/** Each kind's section: its heading's id and words, and how its cards are laid out. */
const SECTIONS = {
  product: {
    id: 'saved-products',
    title: 'products',
    grid: 'grid-cols-2 gap-x-5 gap-y-12 lg:grid-cols-4',
    gap: 'gap-3',
  },
  article: {
    id: 'saved-articles',
    title: 'articles',
    grid: 'gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3',
    gap: 'gap-4',
  },
} as const;

/** The saved rows whose item could still be read, in the rows' order (newest saved first), each with it. */
function withItems<T extends { id: string }>(rows: SavedItem[], items: T[] | undefined) {
  const byId = new Map((items ?? []).map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    const item = byId.get(row.item_id);
    return item ? [{ row, item }] : [];
  });
}

interface SavedSectionProps<T> {
  kind: keyof typeof SECTIONS;
  entries: { row: SavedItem; item: T }[];
  card: (item: T) => ReactNode;
}

/** One kind of saved item under its count and heading, each card with Remove; nothing when none is left. */
function SavedSection<T extends { title: string }>({ kind, entries, card }: SavedSectionProps<T>) {
  const t = useSavedText();
  const { id, title, grid, gap } = SECTIONS[kind];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={t('count', { count: entries.length })} title={t(title)} />
      <ul className={`mt-10 grid ${grid}`}>
        {entries.map(({ row, item }) => (
          <li key={row.id} className={`flex flex-col ${gap}`}>
            {card(item)}
            <div>
              <RemoveSavedButton savedItemId={row.id} title={item.title} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
