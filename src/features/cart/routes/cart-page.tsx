import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';

import { lineKey } from '../cart-line';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCart } from '../use-cart';
import { useStockLimits } from '../use-stock-limits';

export default function CartPage() {
  const { lines, itemCount } = useCart();
  const stock = useStockLimits();

  if (lines.length === 0) {
    return (
      <>
        <Seo title="Your Cart" noindex />
        <EmptyState
          as="h1"
          title="Your Cart is Empty"
          description="Nothing here yet — the workshops are full of good things."
        >
          <ButtonLink to="/shop">Browse Products</ButtonLink>
          <ButtonLink to="/collections" variant="secondary">
            View Collections
          </ButtonLink>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="pb-24">
      <Seo title="Your Cart" noindex />
      <PageHeader eyebrow="Your bag" title="Your Cart" align="left">
        <p className="text-sm text-ink-muted">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-content gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_22rem]">
        <ul aria-label="Items in your cart" className="divide-y divide-sand-200 border-y border-sand-200">
          {lines.map((line) => (
            <CartLineItem key={lineKey(line)} line={line} stock={stock.get(lineKey(line))} />
          ))}
        </ul>
        <div className="lg:sticky lg:top-28 lg:self-start">
          <CartSummary />
        </div>
      </div>
    </div>
  );
}
