import { Price, useMoneyText } from '@/components/ui';

import { useCatalogText } from '../i18n';

interface SalePriceProps {
  /** What the piece costs now (MAD). */
  now: number;
  /** The "was" price to strike through (MAD): the editor's compare-at price or the price before an offer. */
  was: number | null;
  /** Words around an amount ("from 180 MAD" on a card whose sizes differ in price). */
  phrase?: (amount: string) => string;
  className?: string;
}

/**
 * A price, after its "was" price struck through when there is one. A screen reader hears one sentence
 * ("Was 420 MAD, now 360 MAD") instead of two bare amounts whose strike it would not announce.
 */
export function SalePrice({ now, was, phrase, className = '' }: SalePriceProps) {
  const t = useCatalogText();
  const money = useMoneyText();
  if (was === null || was <= now) return <Price amountMad={now} phrase={phrase} className={className} />;
  const say = phrase ?? ((amount: string) => amount);
  return (
    <span className={`inline-block ${className}`}>
      <span className="sr-only">{t('price.was', { was: say(money(was)), now: say(money(now)) })}</span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-3">
        <s className="text-[0.75em] text-ink-muted">
          <Price amountMad={was} hideApprox />
        </s>
        <Price amountMad={now} phrase={phrase} className="text-clay-700" />
      </span>
    </span>
  );
}
