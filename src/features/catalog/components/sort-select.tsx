import { useId } from 'react';

import { useShopText } from '../i18n/shop';
import { isShopSort, SORT_OPTIONS, type ShopSort } from '../shop-filters';

export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const t = useShopText();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted">
        {t('sort')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isShopSort(event.target.value)) onChange(event.target.value);
        }}
        className="h-9 rounded-full border border-ink/20 bg-white py-0 pe-8 ps-3 text-sm text-ink"
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.${option.value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
