import { X } from 'lucide-react';
import { Link } from 'react-router-dom';

import { shopHref, type ShopFilters } from '../shop-filters';
import { useShopWords } from '../use-shop-words';

/** Every filter besides the category row, as a chip that links to the view without it. */
export function ActiveFilters({ filters, priceLabel }: { filters: ShopFilters; priceLabel: string | null }) {
  const { t, labels } = useShopWords();
  const chips: { key: string; label: string; without: Partial<ShopFilters> }[] = [];
  if (filters.search)
    chips.push({
      key: 'search',
      label: t('active.search', { term: filters.search }),
      without: { search: null },
    });
  if (filters.type)
    chips.push({ key: 'type', label: labels.productType(filters.type), without: { type: null } });
  if (filters.featured)
    chips.push({ key: 'featured', label: t('title.featured'), without: { featured: false } });
  if (filters.isNew) chips.push({ key: 'new', label: t('title.new'), without: { isNew: false } });
  if (filters.artisan) chips.push({ key: 'artisan', label: t('title.artisan'), without: { artisan: false } });
  if (filters.collection)
    chips.push({
      key: 'collection',
      label: labels.collection(filters.collection),
      without: { collection: null },
    });
  if (filters.price)
    chips.push({ key: 'price', label: priceLabel ?? filters.price, without: { price: null } });
  if (filters.stock === 'all') chips.push({ key: 'stock', label: t('stock.all'), without: { stock: 'in' } });
  if (filters.maker) chips.push({ key: 'maker', label: filters.maker, without: { maker: null } });
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('active')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={shopHref(filters, chip.without)}
            preventScrollReset
            aria-label={t('active.remove', { label: chip.label })}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-sand-200 px-3 text-xs font-medium text-ink hover:bg-sand-300"
          >
            <bdi>{chip.label}</bdi>
            <X aria-hidden className="h-3.5 w-3.5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
