import { Price } from '@/components/ui';
import { SummaryPanel, SummaryRow, SummaryTotal } from '@/components/ui/money-summary';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useLocale } from '@/lib/i18n/locale';
import {
  DiscountRows,
  lineKey,
  PromotionCodeForm,
  useCart,
  usePromotionRefusalText,
  variantText,
  type OrderSummaryWithCode,
  type QuoteLine,
  type ShippingQuote,
} from '@/features/cart';

import { useCheckoutText } from '../i18n';

interface CheckoutSummaryProps {
  /** shipping_quote for the address in the form; undefined while it loads, null where no zone ships. */
  zone: ShippingQuote | null | undefined;
  /** The order quote's figures for the address and the bag's code (useOrderSummary). */
  summary: OrderSummaryWithCode;
}

/** A line's price, and what it comes to once its share of the discount is taken off. */
function LinePrice({ total, quoted }: { total: number; quoted: QuoteLine | undefined }) {
  const t = useCheckoutText();
  if (!quoted?.discount) return <Price amountMad={total} hideApprox className="text-sm text-ink" />;
  return (
    <p className="text-end text-sm">
      <s className="block text-xs text-ink-muted">
        <span className="sr-only">{t('sum.lineBefore')} </span>
        <Price amountMad={quoted.line_total} hideApprox />
      </s>
      <span className="sr-only">{t('sum.lineAfter')} </span>
      <Price amountMad={quoted.line_total - quoted.discount} hideApprox className="text-ink" />
    </p>
  );
}

/**
 * The order beside the steps: the promotion code, and what the order will be charged for this address
 * (quote_order: discounts, shipping on the discounted subtotal, total), with the zone's delivery days.
 */
export function CheckoutSummary({ zone, summary }: CheckoutSummaryProps) {
  const { lines } = useCart();
  const { shipping } = summary;
  const t = useCheckoutText();
  const refusalText = usePromotionRefusalText();
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
        {lines.map((line, index) => (
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
            {/* The quote's lines are the bag's, in its order (ord from 1), once settled. */}
            <LinePrice
              total={line.price * line.quantity}
              quoted={summary.lines?.find((quoted) => quoted.ord === index + 1)}
            />
          </li>
        ))}
      </ul>
      <PromotionCodeForm
        code={summary.code}
        status={summary.codeStatus}
        checking={summary.checking}
        refusalText={refusalText}
      />
      <dl className="mt-4 space-y-3 border-t border-sand-300 pt-4 text-sm">
        <SummaryRow label={t('sum.subtotal')}>
          <Price amountMad={summary.subtotal} hideApprox />
        </SummaryRow>
        <DiscountRows applied={summary.applied} />
        <SummaryRow label={t('sum.shipping')}>
          {zone === null ? (
            t('sum.unavailable')
          ) : shipping === undefined ? (
            t('sum.calculating')
          ) : shipping === 0 ? (
            t('sum.free')
          ) : (
            <Price amountMad={shipping} hideApprox />
          )}
        </SummaryRow>
        {zone && (
          <SummaryRow label={t('sum.delivery')} valueClassName="text-end">
            {days(zone)}{' '}
            <span className="text-ink-muted" lang={zoneLang(zone)}>
              ({zone.zone_name})
            </span>
          </SummaryRow>
        )}
        <SummaryTotal label={t('sum.total')} amountMad={summary.total} />
      </dl>
      <p className="mt-5 text-xs leading-relaxed text-ink-muted">
        {zone === null
          ? t('sum.noZone')
          : zone?.free_from_mad && shipping && !summary.freeShipping
            ? t('sum.freeFrom', { zone: zone.zone_name, amount: zone.free_from_mad })
            : ''}
        {t('sum.note')}
      </p>
    </SummaryPanel>
  );
}
