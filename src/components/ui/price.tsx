import { INTL_LOCALE } from '@rules/locales';
import { approximateMadIn, formatMoneyIn } from '@rules/money';

import { useLocale } from '@/lib/i18n/locale';
import { useCurrency } from '@/providers/use-currency';

interface PriceProps {
  /** The amount in MAD (the base currency). */
  amountMad: number;
  className?: string;
  /** Hide the "≈ n MAD" line, e.g. in tight summaries that show it once for the total. */
  hideApprox?: boolean;
  /** The sentence the amount stands in, in the page's language: `(price) => t('from', { price })`. */
  phrase?: (amount: string) => string;
}

/**
 * A MAD amount in the shopper's currency, with the approximate MAD figure for EUR/USD (SPEC §1), spelt
 * the way the page's language writes money (English keeps the shop's own spelling).
 */
export function Price({ amountMad, className = '', hideApprox = false, phrase }: PriceProps) {
  const { currency } = useCurrency();
  const intl = INTL_LOCALE[useLocale()];
  const amount = formatMoneyIn(amountMad, currency, intl);
  const approximate = hideApprox ? null : approximateMadIn(amountMad, currency, intl);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="tabular-nums">{phrase ? phrase(amount) : amount}</span>
      {approximate && (
        <span className="text-[0.8em] font-normal tabular-nums text-ink-muted">{approximate}</span>
      )}
    </span>
  );
}
