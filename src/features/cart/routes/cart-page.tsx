import { Seo } from '@/components/seo';
import { ButtonLink, EmptyState, PageHeader } from '@/components/ui';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { lineKey } from '../cart-line';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCartText } from '../i18n';
import { useCart } from '../use-cart';
import { useStockLimits } from '../use-stock-limits';

export const handle: ScreenHandle = { translated: true };

export default function CartPage() {
  const t = useCartText();
  const { lines, itemCount } = useCart();
  const stock = useStockLimits();

  if (lines.length === 0) {
    return (
      <>
        <Seo title={t('title')} noindex />
        <EmptyState as="h1" title={t('empty.title')} description={t('empty.text')}>
          <ButtonLink to="/shop">{t('browse')}</ButtonLink>
          <ButtonLink to="/collections" variant="secondary">
            {t('collections')}
          </ButtonLink>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="pb-24">
      <Seo title={t('title')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} align="left">
        <p className="text-sm text-ink-muted">{t('count', { count: itemCount })}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-content gap-12 px-5 sm:px-8 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={t('lines')} className="divide-y divide-sand-200 border-y border-sand-200">
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
