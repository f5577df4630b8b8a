import { Price } from '@/components/ui';
import type { Size } from '@/lib/constants';

import { useCatalogText } from '../i18n';
import { useProductText } from '../i18n/product';
import { isSellable, type ProductVariant } from '../variants';

export type SizedVariant = ProductVariant & { size: Size };

interface SizePickerProps {
  sizes: readonly SizedVariant[];
  /** The variant shown; a sold-out one is never checked (a shopper cannot choose it). */
  value: ProductVariant | undefined;
  onChange: (size: Size) => void;
  /** Each size's own price beside its name, when the sizes cost different amounts. */
  showPrices: boolean;
}

/**
 * Small 15cm / Medium 18cm / Large 22cm as a native radio group (arrow keys work out of the box, and
 * skip the sizes that are sold out). A sold-out size stays in view, disabled, its name saying so.
 */
export function SizePicker({ sizes, value, onChange, showPrices }: SizePickerProps) {
  const t = useProductText();
  const card = useCatalogText();
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-label text-ink-muted">{t('size')}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {sizes.map((variant) => {
          const soldOut = !isSellable(variant);
          // The spaces between the parts keep them apart in the radio's accessible name; flex layout
          // does not draw them.
          return (
            <label key={variant.id} className={soldOut ? 'cursor-not-allowed' : 'cursor-pointer'}>
              <input
                type="radio"
                name="size"
                value={variant.size}
                checked={!soldOut && value?.id === variant.id}
                disabled={soldOut}
                onChange={() => onChange(variant.size)}
                className="peer sr-only"
              />
              <span className="inline-flex min-h-11 flex-col items-center justify-center rounded-full border border-ink/20 px-5 py-1.5 text-sm leading-tight text-ink transition-colors hover:border-ink/60 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-sand-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-saffron-500 peer-disabled:border-dashed peer-disabled:text-ink-muted peer-disabled:hover:border-ink/20">
                <span>{t(`size.${variant.size}`)}</span>{' '}
                {(showPrices || soldOut) && (
                  <span className="inline-flex flex-wrap items-baseline justify-center gap-x-1.5 text-xs">
                    {showPrices && <Price amountMad={variant.price} hideApprox />}{' '}
                    {soldOut && <span>{card('soldOut')}</span>}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
