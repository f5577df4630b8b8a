import { ButtonLink, Price } from '@/components/ui';

import { useCart } from '../use-cart';

/** Subtotal, shipping 'Calculated at checkout', total and the two ways on (SPEC §2). */
export function CartSummary() {
  const { subtotal } = useCart();
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
        Free shipping on orders over 500 MAD. Pay by PayPal or cash on delivery.
      </p>
    </section>
  );
}
