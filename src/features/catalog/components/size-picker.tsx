import type { Size } from '@/lib/constants';

import { useProductText } from '../i18n/product';

interface SizePickerProps {
  sizes: Size[];
  value: Size;
  onChange: (size: Size) => void;
}

/** Small 15cm / Medium 18cm / Large 22cm as a native radio group (arrow keys work out of the box). */
export function SizePicker({ sizes, value, onChange }: SizePickerProps) {
  const t = useProductText();
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-label text-ink-muted">{t('size')}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="cursor-pointer">
            <input
              type="radio"
              name="size"
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span className="inline-flex h-11 items-center rounded-full border border-ink/20 px-5 text-sm text-ink transition-colors hover:border-ink/60 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-sand-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500">
              {t(`size.${size}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
