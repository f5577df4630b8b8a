import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui';
import { ProductGrid } from '@/features/catalog';
import { searchHref } from '@/lib/search';

import { usePopularProducts } from '../api/get-popular-products';

/** Nothing found, even after correcting the spelling: other words to try and the shop's favourites. */
export function NoResults({ q }: { q: string }) {
  const { items: popular } = usePopularProducts(true);
  return (
    <>
      <EmptyState
        title={`Nothing found for “${q}”`}
        description={
          <p>
            Try fewer or more general words, such as{' '}
            <Link to={searchHref('bowl')} className="underline">
              bowl
            </Link>
            ,{' '}
            <Link to={searchHref('tea')} className="underline">
              tea
            </Link>{' '}
            or{' '}
            <Link to={searchHref('tagine')} className="underline">
              tagine
            </Link>
            .
          </p>
        }
      />
      {popular.length > 0 && (
        <section aria-labelledby="popular-heading" className="pb-8">
          <h2 id="popular-heading" className="mb-8 text-center font-display text-2xl font-light text-ink">
            Popular in the shop
          </h2>
          <ProductGrid products={popular} columns={4} headingLevel="h3" />
        </section>
      )}
    </>
  );
}
