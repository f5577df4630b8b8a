import { Link } from 'react-router-dom';

import { PRODUCT_CATEGORIES } from '@/lib/constants';
import type { FacetChoice } from '@/lib/facets';

import { useShopText } from '../i18n/shop';
import { shopHref, type ShopFilters } from '../shop-filters';
import { useCatalogLabels } from '../use-labels';

const chip =
  'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-xs font-semibold uppercase tracking-[0.14em] transition-colors';

/**
 * 'All' plus each category of the catalogue, as links with the number of pieces each gives under the
 * other filters. The count has a fixed width, so the row does not move when the numbers change.
 */
export function CategoryFilter({ counts, filters }: { counts: FacetChoice[] | null; filters: ShopFilters }) {
  const t = useShopText();
  const labels = useCatalogLabels();
  // Until the first answer, the catalogue's own categories hold the row's place, without numbers.
  const present = PRODUCT_CATEGORIES.filter(
    (category) => !counts || counts.some((c) => c.value === category),
  );
  const countOf = (category: string) => counts?.find((c) => c.value === category)?.count ?? null;
  const options = [
    { value: null, label: t('all'), count: counts && counts.reduce((sum, c) => sum + c.count, 0) },
    ...present.map((category) => ({
      value: category,
      label: labels.category(category),
      count: countOf(category),
    })),
  ];
  return (
    <nav aria-label={t('byCategory')} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const current = option.value === filters.category;
        return (
          <Link
            key={option.value ?? 'all'}
            to={shopHref(filters, { category: option.value })}
            preventScrollReset
            aria-current={current ? 'true' : undefined}
            className={`${chip} ${current ? 'border-ink bg-ink text-sand-50' : 'border-ink/20 text-ink hover:border-ink/60'}`}
          >
            <span>{option.label}</span>{' '}
            <span className="min-w-[2ch] text-end font-normal tabular-nums">
              {option.count}
              {option.count !== null && (
                <>
                  {' '}
                  <span className="sr-only">{t('pieces', { count: option.count })}</span>
                </>
              )}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
