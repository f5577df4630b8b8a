import { Price, ResponsiveImage } from '@/components/ui';
import { lineKey, useCart, variantText } from '@/features/cart';
import { useLoggedError } from '@/lib/use-list-query';

import { useShippingQuote } from '../api/get-shipping-quote';

/** The order beside the steps, with the server's shipping rule applied to the subtotal. */
export function CheckoutSummary() {
  const { lines, subtotal } = useCart();
  const { data: shipping, isPending, error } = useShippingQuote(subtotal);
  useLoggedError(error, 'the shipping quote');
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
            {isPending ? (
              'Calculating...'
            ) : shipping === undefined ? (
              'Calculated at checkout'
            ) : shipping === 0 ? (
              'Free'
            ) : (
              <Price amountMad={shipping} hideApprox />
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-300 pt-4 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd className="text-right">
            <Price amountMad={subtotal + (shipping ?? 0)} className="justify-end" />
          </dd>
        </div>
      </dl>
      <p className="mt-5 text-xs leading-relaxed text-ink-muted">
        Free shipping on orders over 500 MAD. The final amount is confirmed by our server when you place the
        order.
      </p>
    </section>
  );
}
