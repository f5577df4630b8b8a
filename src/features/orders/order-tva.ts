import type { Order } from './types';

type TaxedOrder = Pick<Order, 'items' | 'shipping' | 'shipping_tva_rate' | 'shipping_tva' | 'shipping_ht'>;

/**
 * The TVA inside what was paid, per rate, lowest first: the lines' and the shipping's own splits summed
 * in centimes, as the order's invoice sums them. `ttc` is what the rate covers (an exempt rate's row
 * shows it).
 */
export function tvaByRate(order: TaxedOrder): { rate: number; tva: number; ttc: number }[] {
  const byRate = new Map<number, { tva: number; ttc: number }>();
  const add = (rate: number, tva: number, ht: number) => {
    const sum = byRate.get(rate) ?? { tva: 0, ttc: 0 };
    sum.tva += Math.round(tva * 100);
    sum.ttc += Math.round(ht * 100) + Math.round(tva * 100);
    byRate.set(rate, sum);
  };
  for (const item of order.items) add(item.tva_rate, item.tva, item.ht);
  if (order.shipping > 0) add(order.shipping_tva_rate, order.shipping_tva, order.shipping_ht);
  return [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, sum]) => ({ rate, tva: sum.tva / 100, ttc: sum.ttc / 100 }));
}
