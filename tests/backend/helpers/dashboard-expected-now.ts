/**
 * The part of the owner's dashboard that is about now, not about a period: what is low on stock, who
 * waits for what, and the orders to act on; computed from the raw rows as dashboard-expected.ts does
 * the rest.
 */
import type { RawRows } from './dashboard-expected';

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Text in byte order (collate "C"), as the database sorts names here whatever its own collation. */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

export function expectedNow(raw: RawRows) {
  const products = byId(raw.products);
  const variants = byId(raw.variants);
  const open = raw.waiting.filter((w) => w.notified_at === null);
  const lowVariants = raw.variants
    .filter((v) => v.active && v.stock_quantity !== null && v.stock_quantity <= raw.lowStockThreshold)
    .map((v) => ({
      product_id: v.product_id,
      variant_id: v.id,
      title: products.get(v.product_id)!.title,
      sku: v.sku,
      size: v.size,
      stock_quantity: v.stock_quantity!,
      sold_out: v.stock_quantity === 0,
      open_requests: open.filter((w) => w.variant_id === v.id).length,
    }))
    .sort(
      (a, b) => a.stock_quantity - b.stock_quantity || byBytes(a.title, b.title) || byBytes(a.sku, b.sku),
    );
  const lowProducts = raw.products
    .map((p) => ({ p, active: raw.variants.filter((v) => v.product_id === p.id && v.active) }))
    .filter(({ active }) => active.length > 0 && active.every((v) => v.stock_quantity !== null))
    .map(({ p, active }) => ({
      product_id: p.id,
      title: p.title,
      stock_quantity: sum(active.map((v) => v.stock_quantity!)),
    }))
    .filter((p) => p.stock_quantity <= raw.lowStockThreshold)
    .map((p) => ({ ...p, sold_out: p.stock_quantity === 0 }))
    .sort(
      (a, b) =>
        a.stock_quantity - b.stock_quantity ||
        byBytes(a.title, b.title) ||
        byBytes(a.product_id, b.product_id),
    );
  const waitingGroups = new Map<
    string,
    { product_id: string; variant_id: string | null; n: number; since: string }
  >();
  for (const w of open) {
    const key = `${w.product_id}|${w.variant_id}`;
    const group = waitingGroups.get(key);
    if (!group)
      waitingGroups.set(key, {
        product_id: w.product_id,
        variant_id: w.variant_id,
        n: 1,
        since: w.created_at,
      });
    else {
      group.n += 1;
      if (Date.parse(w.created_at) < Date.parse(group.since)) group.since = w.created_at;
    }
  }
  const backInStock = [...waitingGroups.values()]
    .sort(
      (a, b) =>
        b.n - a.n ||
        Date.parse(a.since) - Date.parse(b.since) ||
        byBytes(a.product_id, b.product_id) ||
        byBytes(a.variant_id ?? '\u{10FFFF}', b.variant_id ?? '\u{10FFFF}'),
    )
    .map((w) => {
      const variant = w.variant_id ? variants.get(w.variant_id) : undefined;
      return {
        product_id: w.product_id,
        variant_id: w.variant_id,
        title: products.get(w.product_id)!.title,
        sku: variant?.sku ?? null,
        size: variant?.size ?? null,
        stock_quantity: variant?.stock_quantity ?? null,
        open_requests: w.n,
        waiting_since: w.since,
      };
    });

  const weekAgo = raw.now.getTime() - 7 * 86_400_000;
  return {
    low_stock: {
      threshold: raw.lowStockThreshold,
      variant_count: lowVariants.length,
      sold_out_variants: lowVariants.filter((v) => v.sold_out).length,
      variants: lowVariants.slice(0, 100),
      product_count: lowProducts.length,
      sold_out_products: lowProducts.filter((p) => p.sold_out).length,
      products: lowProducts.slice(0, 100),
    },
    back_in_stock: backInStock.slice(0, 100),
    to_act_on: {
      cod_to_confirm: raw.orders.filter((o) => o.order_status === 'pending' && o.payment_method === 'cod')
        .length,
      to_prepare: raw.orders.filter((o) => ['confirmed', 'processing'].includes(o.order_status)).length,
      shipped_undelivered: raw.orders.filter(
        (o) => o.order_status === 'shipped' && o.shipped_at !== null && Date.parse(o.shipped_at) < weekAgo,
      ).length,
      open_returns: new Set(
        raw.returns
          .filter((r) => ['requested', 'approved', 'received'].includes(r.status))
          .map((r) => r.order_id),
      ).size,
    },
  };
}
