import type { ReactNode } from 'react';

import { TitledSection } from '@/components/ui/titled-section';
import { useVariantText } from '@/features/cart';
import { useOrderText } from '@/features/orders';

import type { OwnerOrder } from '../api/get-owner-order';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useOwnerFormats, type OwnerFormats } from '../use-owner-formats';

/** The table's columns: the item's name reads from the start, its numbers line up at the end. */
const COLUMNS: readonly { label: OwnerMessageId; align: 'text-start' | 'text-end' }[] = [
  { label: 'col.item', align: 'text-start' },
  { label: 'col.qty', align: 'text-end' },
  { label: 'col.price', align: 'text-end' },
  { label: 'total', align: 'text-end' },
];

/**
 * The order's lines and totals, in MAD (what the shop is paid in), whatever the customer saw; a
 * promotion's discount is taken off between the subtotal and the shipping, each line showing its share.
 */
export function OrderLines({ order }: { order: OwnerOrder }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const less = useLess(format);
  // An order takes at most one code (place_order); the column is a list, so any others are named too.
  const codes = order.promotion_codes.join(', ');
  return (
    <TitledSection id="lines-heading" title={t('items')} level="h3">
      <table className="mt-3 w-full text-sm">
        <thead className="text-start text-xs uppercase tracking-label text-ink-soft">
          <tr>
            {COLUMNS.map(({ label, align }) => (
              <th key={label} scope="col" className={`py-2 ${align} font-semibold`}>
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 border-y border-sand-200">
          {order.order_items.map((item) => (
            <ItemRow key={item.id} item={item} format={format} />
          ))}
        </tbody>
        <tfoot className="text-ink">
          <SumRow label={t('subtotal')} look="first">
            {format.mad(order.subtotal)}
          </SumRow>
          {order.discount > 0 && (
            <SumRow label={codes ? t('discountCode', { code: codes }) : t('discount')} look="next">
              {less(order.discount)}
            </SumRow>
          )}
          <SumRow label={t('shipping')} look="next">
            {format.mad(order.shipping)}
          </SumRow>
          <SumRow label={t('total')} look="total">
            {format.mad(order.total)}
            {order.currency !== 'MAD' && (
              <span className="block text-xs font-normal text-ink-muted">
                {t('shownIn', { currency: order.currency })}
              </span>
            )}
          </SumRow>
        </tfoot>
      </table>
    </TitledSection>
  );
}

/** An amount taken off, as the order page writes it: "−48 MAD". */
function useLess(format: OwnerFormats) {
  const orderText = useOrderText();
  return (amount: number) => orderText('less', { amount: format.mad(amount) });
}

/**
 * One item: its name, chosen options and SKU, how many, at what price, what they came to, and its
 * share of the order's discount when it has one.
 */
function ItemRow({ item, format }: { item: OwnerOrder['order_items'][number]; format: OwnerFormats }) {
  const t = useOwnerText();
  const less = useLess(format);
  const variantText = useVariantText();
  const variant = variantText(
    item.variant_info && typeof item.variant_info === 'object' && !Array.isArray(item.variant_info)
      ? { ...item.variant_info }
      : null,
  );
  return (
    <tr>
      <td className="py-2 text-ink">
        {item.product_title}
        {variant && <span className="block text-ink-muted">{variant}</span>}
        {/* What the owner picks from the shelf by; orders placed before sizes had their own rows have none. */}
        {item.sku && <span className="block text-xs text-ink-soft">{t('sku', { sku: item.sku })}</span>}
      </td>
      <td className="py-2 text-end tabular-nums">{format.number(item.quantity)}</td>
      <td className="py-2 text-end tabular-nums">{format.mad(item.unit_price)}</td>
      <td className="py-2 text-end tabular-nums">
        {format.mad(item.total_price)}
        {item.discount > 0 && (
          <span className="block text-xs text-ink-muted">
            {t('lineOff', { amount: less(item.discount) })}
          </span>
        )}
      </td>
    </tr>
  );
}

/**
 * The lines under the items, each amount under the items' totals: the subtotal (with the space above
 * the first), the discount and shipping quiet, the total strong.
 */
const SUM_LOOK = {
  first: { term: 'pt-2 text-end font-normal text-ink-soft', amount: 'pt-2 text-end tabular-nums' },
  next: { term: 'text-end font-normal text-ink-soft', amount: 'text-end tabular-nums' },
  total: { term: 'text-end font-semibold', amount: 'text-end font-semibold tabular-nums' },
} as const;

function SumRow({
  label,
  look,
  children,
}: {
  label: string;
  look: keyof typeof SUM_LOOK;
  children: ReactNode;
}) {
  return (
    <tr>
      <th scope="row" colSpan={3} className={SUM_LOOK[look].term}>
        {label}
      </th>
      <td className={SUM_LOOK[look].amount}>{children}</td>
    </tr>
  );
}
