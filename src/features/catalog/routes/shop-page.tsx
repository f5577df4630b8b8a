import { useSearchParams } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';
import { listView } from '@/components/ui/query-view';
import { useLoggedError } from '@/lib/use-list-query';

import { useShopCategories } from '../api/get-shop-categories';
import { useShopProducts } from '../api/get-shop-products';
import { ActiveFilters } from '../components/active-filters';
import { CategoryFilter } from '../components/category-filter';
import { ProductGrid } from '../components/product-grid';
import { SortSelect } from '../components/sort-select';
import { readShopFilters, shopTitle, type ShopSort } from '../shop-filters';
import { PRIORITY_CARDS } from '@/lib/constants';

/** /shop: every in-stock piece, filtered and sorted from the URL so any view can be shared. */
export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const filters = readShopFilters(params);
  const shopProducts = useShopProducts(filters);
  const { items: products, isPending, isPlaceholderData: updating } = shopProducts;
  const { items: categories, error: categoriesError } = useShopCategories();
  // Without its categories the filter offers 'All' only; the products below still load or retry.
  useLoggedError(categoriesError, 'categories');
  const title = shopTitle(filters);

  const update = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };

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
          <CategoryFilter
            categories={categories}
            active={filters.category}
            onSelect={(c) => update('category', c)}
          />
          <SortSelect
            value={filters.sort}
            onChange={(sort: ShopSort) => update('sort', sort === 'newest' ? null : sort)}
          />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 py-5">
          <ActiveFilters filters={filters} onRemove={(param) => update(param, null)} />
          {!isPending && !updating && (
            <p className="ml-auto text-sm text-ink-muted" aria-live="polite">
              {products.length} {products.length === 1 ? 'piece' : 'pieces'}
            </p>
          )}
        </div>
        {listView(shopProducts) ?? (
          <div
            aria-busy={updating || undefined}
            className={`transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`}
          >
            <ProductGrid
              products={products}
              priorityCount={PRIORITY_CARDS}
              headingLevel="h2"
              empty={
                <EmptyState title="No products found in this category.">
                  <ButtonLink to="/shop" variant="secondary">
                    View all products
                  </ButtonLink>
                </EmptyState>
              }
            />
          </div>
        )}
      </div>
    </div>
  );
}
