import { X } from 'lucide-react';

import { productTypeLabel, type ShopFilters } from '../shop-filters';

interface ActiveFiltersProps {
  filters: ShopFilters;
  /** Removes one URL parameter. */
  onRemove: (param: 'search' | 'type' | 'featured' | 'new' | 'artisan') => void;
}

/** The menu's extra filters (search, type, featured, new, artisan) as removable chips. */
export function ActiveFilters({ filters, onRemove }: ActiveFiltersProps) {
  const chips: { param: Parameters<ActiveFiltersProps['onRemove']>[0]; label: string }[] = [];
  if (filters.search) chips.push({ param: 'search', label: `Search: ${filters.search}` });
  if (filters.type) chips.push({ param: 'type', label: productTypeLabel(filters.type) });
  if (filters.featured) chips.push({ param: 'featured', label: 'Featured Items' });
  if (filters.isNew) chips.push({ param: 'new', label: 'New Arrivals' });
  if (filters.artisan) chips.push({ param: 'artisan', label: 'Artisan Spotlight' });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.param}>
          <button
            type="button"
            onClick={() => onRemove(chip.param)}
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-full bg-sand-200 px-3 text-xs font-medium text-ink hover:bg-sand-300"
          >
            {chip.label}
            <X aria-hidden className="h-3.5 w-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
