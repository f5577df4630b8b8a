import { Price } from '@/components/ui';
import { SummaryPanel, SummaryRow, SummaryTotal } from '@/components/ui/money-summary';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useLocale } from '@/lib/i18n/locale';
import { lineKey, useCart, variantText, type ShippingQuote } from '@/features/cart';

import { useCheckoutText } from '../i18n';

interface CheckoutSummaryProps {
  /** shipping_quote for the address in the form; undefined while it loads, null where no zone ships. */
  quote: ShippingQuote | null | undefined;
}

/** The order beside the steps, with the shipping the order will be charged for this address. */
export function CheckoutSummary({ quote }: CheckoutSummaryProps) {
  const { lines, subtotal } = useCart();
  const shipping = quote?.shipping;
  const t = useCheckoutText();
  const locale = useLocale();
  const days = (q: ShippingQuote) =>
    q.delivery_days_min === q.delivery_days_max
      ? t('sum.daysExact', { max: q.delivery_days_max })
      : t('sum.days', { min: q.delivery_days_min, max: q.delivery_days_max });
  // The zone's name where no one has translated it yet is English, and says so to a screen reader.
  const zoneLang = (q: ShippingQuote) => {
    const lang = q.lang as { zone_name?: string } | null;
    return lang?.zone_name && lang.zone_name !== locale ? lang.zone_name : undefined;
  };
  return (
    <SummaryPanel id="checkout-summary-title" title={t('sum.title')}>
      <ul className="mt-6 divide-y divide-sand-200">
        {lines.map((line) => (
          <li key={lineKey(line)} className="flex gap-4 py-4">
            <div className="relative w-16 shrink-0">
              <Thumbnail path={line.imageUrl} sizes="4rem" className="aspect-[4/5] w-full rounded-sm" />
              <span className="absolute -end-2 -top-2 min-w-[1.4rem] rounded-full bg-ink px-1.5 text-center text-xs leading-[1.4rem] text-white">
                <span className="sr-only">{t('sum.quantity')}</span>
                {line.quantity}
              </span>
            </div>
            <div className="flex-1 text-sm">
              <p className="font-medium text-ink">{line.title}</p>
              {variantText(line.variant) && <p className="text-ink-muted">{variantText(line.variant)}</p>}
            </div>
            <Price amountMad={line.price * line.quantity} hideApprox className="text-sm text-ink" />
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3 border-t border-sand-300 pt-4 text-sm">
        <SummaryRow label={t('sum.subtotal')}>
          <Price amountMad={subtotal} hideApprox />
        </SummaryRow>
        <SummaryRow label={t('sum.shipping')}>
          {quote === undefined ? (
            t('sum.calculating')
          ) : shipping === undefined ? (
            t('sum.unavailable')
          ) : shipping === 0 ? (
            t('sum.free')
          ) : (
            <Price amountMad={shipping} hideApprox />
          )}
        </SummaryRow>
        {quote && (
          <SummaryRow label={t('sum.delivery')} valueClassName="text-end">
            {days(quote)}{' '}
            <span className="text-ink-muted" lang={zoneLang(quote)}>
              ({quote.zone_name})
            </span>
          </SummaryRow>
        )}
        <SummaryTotal label={t('sum.total')} amountMad={subtotal + (shipping ?? 0)} />
      </dl>
      <p className="mt-5 text-xs leading-relaxed text-ink-muted">
        {quote === null
          ? t('sum.noZone')
          : quote?.free_from_mad && quote.shipping > 0
            ? t('sum.freeFrom', { zone: quote.zone_name, amount: quote.free_from_mad })
            : ''}
        {t('sum.note')}
      </p>
    </SummaryPanel>
  );
}
