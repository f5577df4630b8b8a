import { ButtonLink, Price } from '@/components/ui';

import { DEFAULT_COUNTRY, countryName } from '@rules/countries';

import { useShippingQuote } from '../api/get-shipping-quote';
import { useCart } from '../use-cart';

/** Subtotal, shipping 'Calculated at checkout', total and the two ways on (SPEC §2). */
export function CartSummary() {
  const { subtotal } = useCart();
  // The zone editors set for Morocco (no city): where most parcels go and what the footnote promises.
  const { data: quote } = useShippingQuote(DEFAULT_COUNTRY, '', subtotal);
  return (
    <section aria-labelledby="summary-title" className="rounded-sm bg-sand-100 p-6 sm:p-8">
      <h2 id="summary-title" className="text-2xl font-light text-ink">
        Order summary
      </h2>
      <dl className="mt-6 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Subtotal</dt>
          <dd>
            <Price amountMad={subtotal} hideApprox />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">Shipping</dt>
          <dd className="text-ink-soft">Calculated at checkout</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-sand-300 pt-4 text-base font-semibold text-ink">
          <dt>Total</dt>
          <dd className="text-right">
            <Price amountMad={subtotal} className="justify-end" />
          </dd>
        </div>
      </dl>
      <div className="mt-8 grid gap-3">
        <ButtonLink to="/checkout" size="lg">
          Proceed to Checkout
        </ButtonLink>
        <ButtonLink to="/shop" variant="ghost">
          Continue Shopping
        </ButtonLink>
      </div>
      <p className="mt-6 text-xs leading-relaxed text-ink-muted">
        {quote?.free_from_mad
          ? `Free shipping in ${countryName(DEFAULT_COUNTRY)} on orders from ${quote.free_from_mad.toLocaleString('en-US')} MAD. `
          : ''}
        Pay by PayPal, or cash on delivery in {countryName(DEFAULT_COUNTRY)}.
      </p>
    </section>
  );
}
