import { X } from 'lucide-react';
import { Link } from 'react-router-dom';

import { collectionTitle } from '../collection-title';
import { productTypeLabel, shopHref, type ShopFilters } from '../shop-filters';

/** Every filter besides the category row, as a chip that links to the view without it. */
export function ActiveFilters({ filters, priceLabel }: { filters: ShopFilters; priceLabel: string | null }) {
  const chips: { key: string; label: string; without: Partial<ShopFilters> }[] = [];
  if (filters.search)
    chips.push({ key: 'search', label: `Search: ${filters.search}`, without: { search: null } });
  if (filters.type)
    chips.push({ key: 'type', label: productTypeLabel(filters.type), without: { type: null } });
  if (filters.featured)
    chips.push({ key: 'featured', label: 'Featured Items', without: { featured: false } });
  if (filters.isNew) chips.push({ key: 'new', label: 'New Arrivals', without: { isNew: false } });
  if (filters.artisan)
    chips.push({ key: 'artisan', label: 'Artisan Spotlight', without: { artisan: false } });
  if (filters.collection)
    chips.push({
      key: 'collection',
      label: collectionTitle(filters.collection),
      without: { collection: null },
    });
  if (filters.price)
    chips.push({ key: 'price', label: priceLabel ?? filters.price, without: { price: null } });
  if (filters.stock === 'all')
    chips.push({ key: 'stock', label: 'Include sold out', without: { stock: 'in' } });
  if (filters.maker) chips.push({ key: 'maker', label: filters.maker, without: { maker: null } });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={shopHref(filters, chip.without)}
            preventScrollReset
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-sand-200 px-3 text-xs font-medium text-ink hover:bg-sand-300"
          >
            {chip.label}
            <X aria-hidden className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
