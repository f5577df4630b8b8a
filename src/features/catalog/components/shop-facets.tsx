import { useId, useState } from 'react';

import { FacetGroup, type FacetLink } from '@/components/ui/facet-group';
import type { FacetChoice } from '@/lib/facets';

import type { ShopFacets as Facets } from '../api/browse-products';
import { collectionTitle } from '../collection-title';
import { priceBandLabel, shopHref, type ShopFilters } from '../shop-filters';

const STOCK_LABELS: Record<string, string> = { in: 'In stock', all: 'Include sold out' };

type FacetName = 'collection' | 'price' | 'maker';

function links(
  filters: ShopFilters,
  name: FacetName,
  choices: FacetChoice[],
  label: (choice: FacetChoice) => string,
): FacetLink[] {
  return choices.map((choice) => {
    const current = filters[name] === choice.value;
    return {
      key: choice.value,
      label: label(choice),
      count: choice.count,
      current,
      to: shopHref(filters, { [name]: current ? null : choice.value }),
    };
  });
}

/**
 * Collection, price, availability and artisan, each choice a link with its count. On a phone the
 * groups fold behind a Filters button; from lg they are a column beside the grid.
 */
export function ShopFacets({ facets, filters }: { facets: Facets; filters: ShopFilters }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const stock: FacetLink[] = facets.stock.map((choice) => ({
    key: choice.value,
    label: STOCK_LABELS[choice.value] ?? choice.value,
    count: choice.count,
    current: filters.stock === choice.value,
    to: shopHref(filters, { stock: choice.value === 'all' && filters.stock !== 'all' ? 'all' : 'in' }),
  }));
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex h-9 items-center rounded-full border border-ink/20 px-4 text-xs font-semibold uppercase tracking-[0.14em] text-ink lg:hidden"
      >
        {open ? 'Hide filters' : 'Filters'}
      </button>
      <div id={panelId} className={`${open ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
        <FacetGroup
          label="Collection"
          choices={links(filters, 'collection', facets.collection, (c) => collectionTitle(c.value))}
        />
        <FacetGroup label="Price" choices={links(filters, 'price', facets.price, priceBandLabel)} />
        <FacetGroup label="Availability" choices={stock} />
        <FacetGroup label="Artisan" choices={links(filters, 'maker', facets.maker, (c) => c.value)} />
      </div>
    </div>
  );
}
