import { ButtonLinks } from '@/components/ui/button-links';
import { ColumnsScreen } from '@/components/ui/columns-screen';
import { EmptyScreen } from '@/components/ui/not-found-state';
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
      <EmptyScreen seoTitle={t('title')} title={t('empty.title')} description={t('empty.text')}>
        <ButtonLinks links={{ '/shop': t('browse'), '/collections': t('collections') }} />
      </EmptyScreen>
    );
  }

  return (
    <ColumnsScreen
      eyebrow={t('eyebrow')}
      title={t('title')}
      header={<p className="text-sm text-ink-muted">{t('count', { count: itemCount })}</p>}
      columns="gap-12 lg:grid-cols-[1fr_22rem]"
    >
      <ul aria-label={t('lines')} className="divide-y divide-sand-200 border-y border-sand-200">
        {lines.map((line) => (
          <CartLineItem key={lineKey(line)} line={line} stock={stock.get(lineKey(line))} />
        ))}
      </ul>
      <div className="lg:sticky lg:top-28 lg:self-start">
        <CartSummary />
      </div>
    </ColumnsScreen>
  );
}
