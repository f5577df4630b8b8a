import { useNavigate, useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui';
import { listView } from '@/components/ui/query-view';

import { useBrowseProducts } from '../api/browse-products';
import { ActiveFilters } from '../components/active-filters';
import { CategoryFilter } from '../components/category-filter';
import { ShopFacets } from '../components/shop-facets';
import { ShopResults } from '../components/shop-results';
import { SortSelect } from '../components/sort-select';
import { priceBandLabel, readShopFilters, shopHref, shopTitle } from '../shop-filters';

/**
 * /shop: a page of products for the URL's filters, with a count beside every choice. Each choice is a
 * link, so the address always says what is shown and Back goes to the view before.
 */
export default function ShopPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readShopFilters(params);
  const query = useBrowseProducts(filters);
  const page = query.data;
  const updating = query.isPlaceholderData;
  const title = shopTitle(filters);
  const band = page?.facets.price.find((choice) => choice.value === filters.price);

  return (
    <div className="pb-24">
      <Seo
        title={title === 'Shop' ? 'Shop' : `${title} — Shop`}
        description="Handmade Moroccan ceramics, textiles, kitchenware, pantry goods and ritual accessories, made in small batches by artisans."
        canonical="/shop"
      />
      <PageHeader
        eyebrow="The Shop"
        title={title}
        description="Pieces made slowly by hand in the workshops of Fes, Safi, Tamegroute and the Atlas — for tables, kitchens and quiet rituals."
      />
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
                  <ActiveFilters filters={filters} priceLabel={band ? priceBandLabel(band) : null} />
                  <p className="ml-auto text-sm tabular-nums text-ink-muted" aria-live="polite">
                    {page.total} {page.total === 1 ? 'piece' : 'pieces'}
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
