import { useVariantText } from '@/features/cart';

import type { OwnerOrder } from '../api/get-owner-order';
import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

/** The order's lines and totals, in MAD (what the shop is paid in), whatever the customer saw. */
export function OrderLines({ order }: { order: OwnerOrder }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const variantText = useVariantText();
  return (
    <section aria-labelledby="lines-heading">
      <h3 id="lines-heading" className="text-xl font-light text-ink">
        {t('items')}
      </h3>
      <table className="mt-3 w-full text-sm">
        <thead className="text-start text-xs uppercase tracking-label text-ink-soft">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">
              {t('col.item')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('col.qty')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('col.price')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('total')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200 border-y border-sand-200">
          {order.order_items.map((item) => {
            const variant = variantText(
              item.variant_info && typeof item.variant_info === 'object' && !Array.isArray(item.variant_info)
                ? { ...item.variant_info }
                : null,
            );
            return (
              <tr key={item.id}>
                <td className="py-2 text-ink">
                  {item.product_title}
                  {variant && <span className="block text-ink-muted">{variant}</span>}
                </td>
                <td className="py-2 text-end tabular-nums">{format.number(item.quantity)}</td>
                <td className="py-2 text-end tabular-nums">{format.mad(item.unit_price)}</td>
                <td className="py-2 text-end tabular-nums">{format.mad(item.total_price)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="text-ink">
          <tr>
            <th scope="row" colSpan={3} className="pt-2 text-end font-normal text-ink-soft">
              {t('subtotal')}
            </th>
            <td className="pt-2 text-end tabular-nums">{format.mad(order.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="text-end font-normal text-ink-soft">
              {t('shipping')}
            </th>
            <td className="text-end tabular-nums">{format.mad(order.shipping)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3} className="text-end font-semibold">
              {t('total')}
            </th>
            <td className="text-end font-semibold tabular-nums">
              {format.mad(order.total)}
              {order.currency !== 'MAD' && (
                <span className="block text-xs font-normal text-ink-muted">
                  {t('shownIn', { currency: order.currency })}
                </span>
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
