import { useId, useState } from 'react';

import { FacetGroup, type FacetLink } from '@/components/ui/facet-group';
import type { FacetChoice } from '@/lib/facets';

import type { ShopFacets as Facets } from '../api/browse-products';
import { localPriceBand, shopHref, type ShopFilters } from '../shop-filters';
import { useShopWords } from '../use-shop-words';

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
  const words = useShopWords();
  const { t } = words;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const stock: FacetLink[] = facets.stock.map((choice) => ({
    key: choice.value,
    label: choice.value === 'in' || choice.value === 'all' ? t(`stock.${choice.value}`) : choice.value,
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
        {open ? t('filters.hide') : t('filters')}
      </button>
      <div id={panelId} className={`${open ? 'mt-4 block' : 'hidden'} lg:mt-0 lg:block`}>
        <FacetGroup
          label={t('f.collection')}
          choices={links(filters, 'collection', facets.collection, (c) => words.labels.collection(c.value))}
        />
        <FacetGroup
          label={t('f.price')}
          choices={links(filters, 'price', facets.price, (c) => localPriceBand(c, words))}
        />
        <FacetGroup label={t('f.stock')} choices={stock} />
        <FacetGroup label={t('f.maker')} choices={links(filters, 'maker', facets.maker, (c) => c.value)} />
      </div>
    </div>
  );
}
