import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui';
import { ProductGrid } from '@/features/catalog';
import { searchHref } from '@/lib/search';

import { usePopularProducts } from '../api/get-popular-products';
import { useSearchText } from '../i18n';

/** Nothing found, even after correcting the spelling: other words to try and the shop's favourites. */
export function NoResults({ q }: { q: string }) {
  const t = useSearchText();
  const { items: popular } = usePopularProducts(true);
  return (
    <>
      <EmptyState
        title={t('none', { q })}
        description={
          <p>
            {t('try')}{' '}
            <Link to={searchHref(t('w.bowl'))} className="underline">
              {t('w.bowl')}
            </Link>
            ,{' '}
            <Link to={searchHref(t('w.tea'))} className="underline">
              {t('w.tea')}
            </Link>{' '}
            {t('try.or')}{' '}
            <Link to={searchHref(t('w.tagine'))} className="underline">
              {t('w.tagine')}
            </Link>
            .
          </p>
        }
      />
      {popular.length > 0 && (
        <section aria-labelledby="popular-heading" className="pb-8">
          <h2 id="popular-heading" className="mb-8 text-center font-display text-2xl font-light text-ink">
            {t('popular')}
          </h2>
          <ProductGrid products={popular} columns={4} headingLevel="h3" />
        </section>
      )}
    </>
  );
}
