import { Suspense, useId, useState } from 'react';

import type { Product } from '../types';
import { useProductText } from '../i18n/product';
import { NotifyMe } from './notify-me-part';
import type { SizedVariant } from './size-picker';

interface SoldOutSizesProps {
  product: Pick<Product, 'id' | 'title'>;
  /** The sizes sold out while others can still be bought. */
  sizes: readonly SizedVariant[];
}

/**
 * "Notify me" for each size sold out on a piece that can still be bought in another: a sold-out size
 * cannot be chosen in the picker, so its form opens from here. The form's code comes on the first
 * press (notify-me-part.ts), and one form is open at a time.
 */
export function SoldOutSizes({ product, sizes }: SoldOutSizesProps) {
  const t = useProductText();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const opened = sizes.find((variant) => variant.id === open);
  if (sizes.length === 0) return null;
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm text-ink-soft">
        {sizes.map((variant) => {
          const size = t(`size.${variant.size}`);
          return (
            <li key={variant.id} className="flex flex-wrap items-baseline gap-x-2">
              <span>{t('size.soldOut', { size })}</span>
              <button
                type="button"
                aria-expanded={open === variant.id}
                aria-controls={open === variant.id ? `${id}-form` : undefined}
                onClick={() => setOpen(open === variant.id ? null : variant.id)}
                className="font-medium text-clay-700 underline underline-offset-4 hover:text-clay-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
              >
                {t('size.notify', { size })}
              </button>
            </li>
          );
        })}
      </ul>
      {opened && (
        <div id={`${id}-form`}>
          <Suspense fallback={null}>
            <NotifyMe
              key={opened.id}
              product={product}
              size={{ variantId: opened.id, name: t(`size.${opened.size}`) }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
