import { useNavigate, useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { useBrowseProducts } from '../api/browse-products';
import { ActiveFilters } from '../components/active-filters';
import { CategoryFilter } from '../components/category-filter';
import { ShopFacets } from '../components/shop-facets';
import { ShopResults } from '../components/shop-results';
import { SortSelect } from '../components/sort-select';
import { localPriceBand, localShopTitle, readShopFilters, shopHref } from '../shop-filters';
import { useShopWords } from '../use-shop-words';

export const handle: ScreenHandle = { translated: true };

/**
 * /shop: a page of products for the URL's filters, with a count beside every choice. Each choice is a
 * link, so the address always says what is shown and Back goes to the view before.
 */
export default function ShopPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const words = useShopWords();
  const { t } = words;
  const filters = readShopFilters(params);
  const query = useBrowseProducts(filters);
  const page = query.data;
  const updating = query.isPlaceholderData;
  const title = localShopTitle(filters, words);
  const shop = words.chrome('nav.shop');
  const band = page?.facets.price.find((choice) => choice.value === filters.price);

  return (
    <div className="pb-24">
      <Seo
        title={title === shop ? shop : t('seo.title', { title })}
        description={t('seo.text')}
        canonical="/shop"
      />
      <PageHeader eyebrow={t('eyebrow')} title={title} description={t('intro')} />
      <div className="mx-auto max-w-content px-5 sm:px-8">
        <div className="flex flex-col gap-5 border-y border-sand-200 py-5 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter counts={page?.facets.category ?? null} filters={filters} />
          <SortSelect
            value={filters.sort}
            onChange={(sort) => navigate(shopHref(filters, { sort }), { preventScrollReset: true })}
          />
        </div>
        {listView({ ...query, what: 'the products' }) ??
          (page && (
            <div className="pt-5 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
              <ShopFacets facets={page.facets} filters={filters} />
              <div>
                <div className="flex min-h-[4.5rem] flex-wrap items-center justify-between gap-3 py-5 lg:pt-0">
                  <ActiveFilters filters={filters} priceLabel={band ? localPriceBand(band, words) : null} />
                  <p className="ms-auto text-sm tabular-nums text-ink-muted" aria-live="polite">
                    {t('count', { count: page.total })}
                  </p>
                </div>
                <div
                  aria-busy={updating || undefined}
                  className={`transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`}
                >
                  <ShopResults page={page} filters={filters} />
                </div>
              </div>
            </div>
          ))}
      </div>
    </div>
  );
}
