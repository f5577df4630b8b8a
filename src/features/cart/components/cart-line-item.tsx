import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Price, QuantityStepper } from '@/components/ui';
import { Thumbnail } from '@/components/ui/thumbnail';
import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';

import { lineKey, type CartLine } from '../cart-line';
import { useCartText } from '../i18n';
import type { LineStock } from '../use-stock-limits';
import { useCart } from '../use-cart';
import { useVariantText } from '../use-variant-text';

export function CartLineItem({ line, stock }: { line: CartLine; stock?: LineStock }) {
  const { updateQuantity, removeItem } = useCart();
  const t = useCartText();
  const key = lineKey(line);
  const variant = useVariantText()(line.variant);
  const limit = MAX_QUANTITY_PER_ITEM;
  return (
    <li className="grid grid-cols-[6rem_1fr] gap-5 py-6 sm:grid-cols-[8rem_1fr]">
      <Link to={`/product/${line.slug}`} tabIndex={-1} aria-hidden="true" className="block">
        <Thumbnail path={line.imageUrl} sizes="8rem" className="aspect-[4/5] w-full rounded-sm" />
      </Link>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div>
            <h2 className="font-display text-xl font-normal text-ink">
              <Link to={`/product/${line.slug}`} className="hover:text-clay-700">
                {line.title}
              </Link>
            </h2>
            {variant && <p className="mt-1 text-sm text-ink-muted">{variant}</p>}
            {stock?.fewLeft === 0 ? (
              <p className="mt-1 text-sm font-medium text-red-700">{t('soldOut')}</p>
            ) : (
              stock?.fewLeft != null && (
                <p className="mt-1 text-sm font-medium text-clay-700">{t('few', { count: stock.fewLeft })}</p>
              )
            )}
            {line.quantity > 1 && (
              <p className="mt-1 text-sm text-ink-soft">
                <Price amountMad={line.price} hideApprox /> {t('each')}
              </p>
            )}
          </div>
          <Price amountMad={line.price * line.quantity} className="text-base font-medium text-ink" />
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
          <QuantityStepper
            size="sm"
            value={line.quantity}
            onChange={(quantity) =>
              updateQuantity(key, Math.min(Math.max(1, quantity), stock?.max ?? quantity))
            }
            label={t('qty.of', { title: line.title })}
            max={stock?.max}
            maxNote={
              stock &&
              (stock.maxByStock
                ? t('qty.capStock', { max: stock.max })
                : t('qty.capLimit', { max: stock.max, limit }))
            }
          />
          <button
            type="button"
            onClick={() => removeItem(key)}
            aria-label={t('remove.of', { title: line.title })}
            className="inline-flex items-center gap-1.5 text-sm text-ink-muted underline-offset-4 hover:text-clay-700 hover:underline"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('remove')}
          </button>
        </div>
        {stock?.notice && (
          <p role="status" className="text-sm text-ink-soft">
            {stock.notice.by === 'stock'
              ? t('clamp.stock', { count: stock.notice.quantity })
              : t('clamp.limit', { count: stock.notice.quantity, limit })}
          </p>
        )}
      </div>
    </li>
  );
}
