import { Price, useMoneyText } from '@/components/ui';

import { useProductText } from '../i18n/product';
import type { ProductVariant } from '../variants';

interface VariantPriceProps {
  variant: Pick<ProductVariant, 'price' | 'compare_at_price'>;
  className?: string;
}

/**
 * The chosen size's price, after its "was" price struck through when the editor set one. A screen
 * reader hears one sentence ("Was 420 MAD, now 360 MAD") instead of two bare amounts whose strike it
 * would not announce.
 */
export function VariantPrice({ variant, className = '' }: VariantPriceProps) {
  const t = useProductText();
  const money = useMoneyText();
  const { price, compare_at_price: was } = variant;
  if (was === null) return <Price amountMad={price} className={className} />;
  return (
    <span className={`inline-block ${className}`}>
      <span className="sr-only">{t('price.was', { was: money(was), now: money(price) })}</span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-3">
        <s className="text-[0.75em] text-ink-muted">
          <Price amountMad={was} hideApprox />
        </s>
        <Price amountMad={price} className="text-clay-700" />
      </span>
    </span>
  );
}
