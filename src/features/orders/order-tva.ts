import type { Order } from './types';

type TaxedOrder = Pick<Order, 'items' | 'shipping' | 'shipping_tva_rate' | 'shipping_tva'>;

/**
 * The TVA inside what was paid, per rate, lowest first: the lines' and the shipping's stored splits
 * summed in centimes, as the order's invoice sums them. Exempt goods (0 %) include none and get no row:
 * their exemption is stated on the invoice.
 */
export function tvaByRate(order: TaxedOrder): [rate: number, tva: number][] {
  const parts = order.items.map((item): [number, number] => [item.tva_rate, item.tva]);
  if (order.shipping > 0) parts.push([order.shipping_tva_rate, order.shipping_tva]);
  const cents = new Map<number, number>();
  for (const [rate, tva] of parts) if (rate) cents.set(rate, (cents.get(rate) ?? 0) + Math.round(tva * 100));
  return [...cents].sort((a, b) => a[0] - b[0]).map(([rate, sum]) => [rate, sum / 100]);
}
