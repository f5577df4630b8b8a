import { Price, ResponsiveImage } from '@/components/ui';
import { lineKey, useCart, variantText, type ShippingQuote } from '@/features/cart';

interface CheckoutSummaryProps {
  /** shipping_quote for the address in the form; undefined while it loads, null where no zone ships. */
  quote: ShippingQuote | null | undefined;
}

const days = (q: ShippingQuote) =>
  q.delivery_days_min === q.delivery_days_max
    ? `${q.delivery_days_max} days`
    : `${q.delivery_days_min}–${q.delivery_days_max} days`;

/** The order beside the steps, with the shipping the order will be charged for this address. */
export function CheckoutSummary({ quote }: CheckoutSummaryProps) {
  const { lines, subtotal } = useCart();
  const shipping = quote?.shipping;
  return (
    <section aria-labelledby="checkout-summary-title" className="rounded-sm bg-sand-100 p-6 sm:p-8">
      <h2 id="checkout-summary-title" className="text-2xl font-light text-ink">
        Your order
      </h2>
      <ul className="mt-6 divide-y divide-sand-200">
        {lines.map((line) => (
          <li key={lineKey(line)} className="flex gap-4 py-4">
            <div className="relative w-16 shrink-0">
              <ResponsiveImage
                path={line.imageUrl}
                alt=""
                width={400}
                height={500}
                sizes="4rem"
                className="aspect-[4/5] w-full rounded-sm"
              />
              <span className="absolute -right-2 -top-2 min-w-[1.4rem] rounded-full bg-ink px-1.5 text-center text-xs leading-[1.4rem] text-white">
                <span className="sr-only">Quantity </span>
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
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd>
            <Price amountMad={subtotal} hideApprox />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Shipping</dt>
          <dd>
            {quote === undefined ? (
              'Calculating...'
            ) : shipping === undefined ? (
              'Not available'
            ) : shipping === 0 ? (
              'Free'
            ) : (
              <Price amountMad={shipping} hideApprox />
            )}
          </dd>
        </div>
        {quote && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">Delivery</dt>
            <dd className="text-right">
              {days(quote)} <span className="text-ink-muted">({quote.zone_name})</span>
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-sand-300 pt-4 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd className="text-right">
            <Price amountMad={subtotal + (shipping ?? 0)} className="justify-end" />
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-xs leading-relaxed text-ink-muted">
        {quote === null
          ? 'Sorry, we do not ship to this country yet.'
          : quote?.free_from_mad && quote.shipping > 0
            ? `Free shipping to ${quote.zone_name} on orders from ${quote.free_from_mad.toLocaleString('en-US')} MAD. `
            : ''}
        Shipping depends on the country and city you deliver to; the order is charged exactly this amount.
      </p>
    </section>
  );
}
