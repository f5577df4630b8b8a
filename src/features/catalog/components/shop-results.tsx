import { ButtonLink, EmptyState } from '@/components/ui';
import { NoMatches, PopularInstead } from '@/components/ui/no-matches';
import { Pagination } from '@/components/ui/pagination';
import { pageCount } from '@/lib/pages';
import { PRIORITY_CARDS } from '@/lib/constants';

import type { ShopPage } from '../api/browse-products';
import { useShopText } from '../i18n/shop';
import { shopHref, type ShopFilters } from '../shop-filters';

import { ProductGrid } from './product-grid';

/** The grid of one page of the shop, links to the other pages, or popular pieces when nothing matches. */
export function ShopResults({ page, filters }: { page: ShopPage; filters: ShopFilters }) {
  const t = useShopText();
  if (page.total === 0) {
    return (
      <NoMatches
        title={t('none.title')}
        description={t('none.text')}
        clear={{ to: '/shop', label: t('none.clear') }}
      >
        <PopularInstead id="popular-pieces" title={t('popular')} items={page.popular}>
          {(products) => (
            <div className="mt-8">
              <ProductGrid products={products} headingLevel="h3" />
            </div>
          )}
        </PopularInstead>
      </NoMatches>
    );
  }
  const pages = pageCount(page);
  if (page.items.length === 0) {
    return (
      <EmptyState title={t('noPage', { page: page.page })}>
        <ButtonLink to={shopHref(filters, { page: 1 })} variant="secondary">
          {t('firstPage')}
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <>
      <ProductGrid products={page.items} priorityCount={PRIORITY_CARDS} headingLevel="h2" />
      <Pagination
        label={t('pages')}
        page={page.page}
        pageCount={pages}
        hrefFor={(n) => shopHref(filters, { page: n })}
      />
    </>
  );
}
