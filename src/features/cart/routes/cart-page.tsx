import { ButtonLinks } from '@/components/ui/button-links';
import { ColumnsScreen } from '@/components/ui/columns-screen';
import { EmptyState } from '@/components/ui/empty-state';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { lineKey } from '../cart-line';
import { CartLineItem } from '../components/cart-line-item';
import { CartSummary } from '../components/cart-summary';
import { useCartText } from '../i18n';
import { useCart } from '../use-cart';
import { useStockLimits } from '../use-stock-limits';

export const handle: ScreenHandle = { translated: true };

/**
 * /cart. Its heading and lede are every visitor's, so the prerendered page (a shell, drawn with the
 * build's empty bag) paints them at once, the lede as the page's largest text; the lines of a returning
 * visitor's bag take the empty bag's place below them after hydration, and nothing above them moves
 * (the count's line is kept while the bag is empty).
 */
export default function CartPage() {
  const t = useCartText();
  const { lines, itemCount } = useCart();
  const stock = useStockLimits();
  const empty = lines.length === 0;

  return (
    <ColumnsScreen
      eyebrow={t('eyebrow')}
      title={t('title')}
      description={t('lede')}
      header={
        <p className="text-sm text-ink-muted" aria-hidden={empty || undefined}>
          {empty ? '\u00a0' : t('count', { count: itemCount })}
        </p>
      }
      columns={empty ? '' : 'gap-12 lg:grid-cols-[1fr_22rem]'}
    >
      {empty ? (
        <EmptyState title={t('empty.title')} description={t('empty.text')}>
          <ButtonLinks links={{ '/shop': t('browse'), '/collections': t('collections') }} />
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t('lines')} className="divide-y divide-sand-200 border-y border-sand-200">
            {lines.map((line) => (
              <CartLineItem key={lineKey(line)} line={line} stock={stock.get(lineKey(line))} />
            ))}
          </ul>
          <div className="lg:sticky lg:top-28 lg:self-start">
            <CartSummary />
          </div>
        </>
      )}
    </ColumnsScreen>
  );
}
