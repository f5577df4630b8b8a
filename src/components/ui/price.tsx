import { useCurrency } from '@/providers/use-currency';

interface PriceProps {
  /** The amount in MAD (the base currency). */
  amountMad: number;
  className?: string;
  /** Hide the "≈ n MAD" line, e.g. in tight summaries that show it once for the total. */
  hideApprox?: boolean;
}

/** A MAD amount in the shopper's currency, with the approximate MAD figure for EUR/USD (SPEC §1). */
export function Price({ amountMad, className = '', hideApprox = false }: PriceProps) {
  const { format, approx } = useCurrency();
  const approximate = hideApprox ? null : approx(amountMad);
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="tabular-nums">{format(amountMad)}</span>
      {approximate && (
        <span className="text-[0.8em] font-normal tabular-nums text-ink-muted">{approximate}</span>
      )}
    </span>
  );
}
