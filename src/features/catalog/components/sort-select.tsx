import { ChoiceSelect } from '@/components/ui/choice-select';

import { useShopText } from '../i18n/shop';
import { isShopSort, SORT_OPTIONS, type ShopSort } from '../shop-filters';

export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const t = useShopText();
  return (
    <div className="flex items-center gap-2">
      <ChoiceSelect
        label={t('sort')}
        labelClassName="text-xs font-semibold uppercase tracking-[0.14em] text-ink-muted"
        value={value}
        options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(`sort.${option.value}`) }))}
        isChoice={isShopSort}
        onChange={onChange}
        className="h-9 rounded-full border border-ink/20 bg-white py-0 pe-8 ps-3 text-sm text-ink"
      />
    </div>
  );
}
