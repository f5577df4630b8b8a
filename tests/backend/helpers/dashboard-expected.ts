import { expectedNow } from './dashboard-expected-now';

/**
 * The owner's dashboard computed again, independently of the database: from the raw rows of orders,
 * lines, refunds, the catalogue and the shop's settings, with the rules of docs/owner-dashboard.md,
 * in integer centimes and with the shop's days from Intl (not from Postgres's time zone data). The
 * dashboard tests compare owner_dashboard's answer with this, figure by figure.
 */

/** A numeric as JSON gives it (a number) or as text. */
type Numeric = number | string;

export interface RawOrder {
  id: string;
  created_at: string;
  payment_method: 'paypal' | 'cod';
  order_status: string;
  confirmed_at: string | null;
  shipped_at: string | null;
  subtotal: Numeric;
  discount: Numeric;
  shipping: Numeric;
  shipping_tva: Numeric;
  shipping_tva_rate: Numeric;
}
export interface RawItem {
  id: string;
  order_id: string;
  product_id: string | null;
  variant_id: string | null;
  tva_rate: Numeric;
  quantity: number;
  total_price: Numeric;
  discount: Numeric;
  tva: Numeric;
}
export interface RawRefund {
  id: string;
  order_id: string;
  status: string;
  settled_at: string | null;
  amount_mad: Numeric;
}
export interface RawRefundItem {
  refund_id: string;
  order_item_id: string;
  quantity: number;
  amount_mad: Numeric;
}
export interface RawProduct {
  id: string;
  title: string;
}
export interface RawVariant {
  id: string;
  product_id: string;
  sku: string;
  size: string | null;
  stock_quantity: number | null;
  active: boolean;
}
export interface RawWaiting {
  product_id: string;
  variant_id: string | null;
  created_at: string;
  notified_at: string | null;
}
export interface RawReturn {
  order_id: string;
  status: string;
}
export interface RawRows {
  orders: RawOrder[];
  items: RawItem[];
  refunds: RawRefund[];
  refundItems: RawRefundItem[];
  products: RawProduct[];
  variants: RawVariant[];
  waiting: RawWaiting[];
  returns: RawReturn[];
  timeZone: string;
  lowStockThreshold: number;
  now: Date;
}

/** Money as the database holds it ('12.30') in centimes; and back, as JSON gives a numeric. */
const cents = (mad: string | number) => Math.round(Number(mad) * 100);
const mad = (c: number) => c / 100;
/** p / q half-up to `places` decimals, in integers; null without a q. */
function ratio(p: number, q: number, places: number): number | null {
  if (q <= 0) return null;
  const scale = 10 ** places;
  return Math.floor((2 * p * scale + q) / (2 * q)) / scale;
}

/** The calendar date of an instant in a time zone, YYYY-MM-DD. */
export function shopDay(at: string | Date, timeZone: string): string {
  return new Date(at).toLocaleDateString('sv-SE', { timeZone });
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function periodFigures(raw: RawRows, from: string, to: string) {
  const inPeriod = (day: string) => day >= from && day < to;
  const placed = raw.orders.filter((o) => inPeriod(shopDay(o.created_at, raw.timeZone)));
  const counted = placed.filter((o) => o.order_status !== 'cancelled');
  const cod = placed.filter((o) => o.payment_method === 'cod');
  const orders = byId(raw.orders);
  const refunds = raw.refunds.filter(
    (r) =>
      r.status === 'succeeded' &&
      orders.get(r.order_id)?.order_status !== 'cancelled' &&
      inPeriod(shopDay(r.settled_at!, raw.timeZone)),
  );

  const gross = sum(counted.map((o) => cents(o.subtotal)));
  const discounts = sum(counted.map((o) => cents(o.discount)));
  const shipping = sum(counted.map((o) => cents(o.shipping)));
  const refunded = sum(refunds.map((r) => cents(r.amount_mad)));
  const paypal = counted.filter((o) => o.payment_method === 'paypal').length;
  const codCounted = counted.filter((o) => o.payment_method === 'cod').length;
  const codConfirmed = cod.filter((o) => o.confirmed_at !== null).length;
  const codDeclined = cod.filter((o) => o.confirmed_at === null && o.order_status === 'cancelled').length;
  const codDelivered = cod.filter((o) => o.order_status === 'delivered').length;
  const codReturned = cod.filter((o) => o.order_status === 'returned').length;
  return {
    orders: counted.length,
    gross_sales_mad: mad(gross),
    discounts_mad: mad(discounts),
    refunds: refunds.length,
    refunds_mad: mad(refunded),
    net_sales_mad: mad(gross - discounts - refunded),
    shipping_mad: mad(shipping),
    total_sales_mad: mad(gross - discounts + shipping - refunded),
    average_order_value_mad: counted.length ? ratio(gross - discounts, counted.length * 100, 2) : null,
    paypal_orders: paypal,
    cod_orders: codCounted,
    paypal_share: ratio(paypal, counted.length, 4),
    cod_share: ratio(codCounted, counted.length, 4),
    cod_confirmed: codConfirmed,
    cod_declined: codDeclined,
    cod_awaiting_confirmation: cod.filter((o) => o.order_status === 'pending').length,
    cod_confirmation_rate: ratio(codConfirmed, codConfirmed + codDeclined, 4),
    cod_delivered: codDelivered,
    cod_returned: codReturned,
    cod_refusal_rate: ratio(codReturned, codDelivered + codReturned, 4),
  };
}

interface Ranked {
  product_id: string | null;
  variant_id?: string | null;
  quantity: number;
  net_sales_mad: number;
}
/** Descending by the first measure, then the other, then by id (nulls last), as the database ranks. */
function top<T extends Ranked>(rows: T[], first: 'quantity' | 'net_sales_mad', idOf: (row: T) => string[]) {
  const second = first === 'quantity' ? 'net_sales_mad' : 'quantity';
  const compareIds = (a: string[], b: string[]) => {
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (a[i] === '') return 1;
      if (b[i] === '') return -1;
      return a[i]! < b[i]! ? -1 : 1;
    }
    return 0;
  };
  return [...rows]
    .sort((a, b) => b[first] - a[first] || b[second] - a[second] || compareIds(idOf(a), idOf(b)))
    .slice(0, 10);
}

/** What owner_dashboard(p_from, p_to) should answer for these rows. */
export function expectedDashboard(raw: RawRows, pFrom: string, pTo: string) {
  const from = shopDay(pFrom, raw.timeZone);
  const to = addDays(shopDay(new Date(Date.parse(pTo) - 1), raw.timeZone), 1);
  const days = daysBetween(from, to);
  const previousFrom = addDays(from, -days);
  const inPeriod = (at: string) => {
    const day = shopDay(at, raw.timeZone);
    return day >= from && day < to;
  };
  const orders = byId(raw.orders);
  const items = byId(raw.items);
  const products = byId(raw.products);
  const variants = byId(raw.variants);

  // Lines and refunded pieces of the period, per variant (as the line names it).
  type Line = {
    product_id: string | null;
    variant_id: string | null;
    sold: number;
    refunded: number;
    sales: number;
    back: number;
  };
  const lines = new Map<string, Line>();
  const lineOf = (item: RawItem) => {
    const key = `${item.product_id}|${item.variant_id}`;
    if (!lines.has(key))
      lines.set(key, {
        product_id: item.product_id,
        variant_id: item.variant_id,
        sold: 0,
        refunded: 0,
        sales: 0,
        back: 0,
      });
    return lines.get(key)!;
  };
  const tva = new Map<number, number>();
  const addTva = (rate: Numeric, amount: Numeric) =>
    tva.set(Number(rate), (tva.get(Number(rate)) ?? 0) + cents(amount));
  for (const item of raw.items) {
    const order = orders.get(item.order_id)!;
    if (order.order_status === 'cancelled' || !inPeriod(order.created_at)) continue;
    const line = lineOf(item);
    line.sold += item.quantity;
    line.sales += cents(item.total_price) - cents(item.discount);
    addTva(item.tva_rate, item.tva);
  }
  for (const order of raw.orders) {
    if (order.order_status !== 'cancelled' && inPeriod(order.created_at))
      addTva(order.shipping_tva_rate, order.shipping_tva);
  }
  const refunds = byId(raw.refunds);
  for (const piece of raw.refundItems) {
    const refund = refunds.get(piece.refund_id)!;
    if (refund.status !== 'succeeded' || orders.get(refund.order_id)!.order_status === 'cancelled') continue;
    if (!inPeriod(refund.settled_at!)) continue;
    const line = lineOf(items.get(piece.order_item_id)!);
    line.refunded += piece.quantity;
    line.back += cents(piece.amount_mad);
  }

  const variantRows = [...lines.values()]
    .filter((l) => l.sold || l.refunded || l.sales || l.back)
    .map((l) => {
      const variant = l.variant_id ? variants.get(l.variant_id) : undefined;
      return {
        product_id: l.product_id,
        variant_id: l.variant_id,
        title: l.product_id ? (products.get(l.product_id)?.title ?? null) : null,
        sku: variant?.sku ?? null,
        size: variant?.size ?? null,
        quantity: l.sold - l.refunded,
        sold: l.sold,
        refunded_quantity: l.refunded,
        net_sales_mad: mad(l.sales - l.back),
      };
    });
  const productRows = new Map<string, (typeof variantRows)[number]>();
  for (const v of variantRows) {
    const key = String(v.product_id);
    const p = productRows.get(key);
    if (!p) productRows.set(key, { ...v });
    else {
      p.quantity += v.quantity;
      p.sold += v.sold;
      p.refunded_quantity += v.refunded_quantity;
      p.net_sales_mad = mad(cents(p.net_sales_mad) + cents(v.net_sales_mad));
    }
  }
  const productEntry = ({
    product_id,
    title,
    quantity,
    sold,
    refunded_quantity,
    net_sales_mad,
  }: (typeof variantRows)[number]) => ({
    product_id,
    title,
    quantity,
    sold,
    refunded_quantity,
    net_sales_mad,
  });
  const productIds = (p: Ranked) => [p.product_id ?? ''];
  const variantIds = (v: Ranked) => [v.variant_id ?? '', v.product_id ?? ''];

  const perDay = Array.from({ length: days }, (_, n) => {
    const day = addDays(from, n);
    const placed = raw.orders.filter(
      (o) => o.order_status !== 'cancelled' && shopDay(o.created_at, raw.timeZone) === day,
    );
    const back = raw.refunds.filter(
      (r) =>
        r.status === 'succeeded' &&
        orders.get(r.order_id)!.order_status !== 'cancelled' &&
        shopDay(r.settled_at!, raw.timeZone) === day,
    );
    return {
      day,
      orders: placed.length,
      net_sales_mad: mad(
        sum(placed.map((o) => cents(o.subtotal) - cents(o.discount))) -
          sum(back.map((r) => cents(r.amount_mad))),
      ),
    };
  });

  const tvaByRate = [...tva.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, tva_mad: mad(amount) }));
  return {
    time_zone: raw.timeZone,
    from,
    to,
    days,
    previous_from: previousFrom,
    previous_to: from,
    ...periodFigures(raw, from, to),
    tva_mad: mad(sum(tvaByRate.map((t) => cents(t.tva_mad)))),
    tva_by_rate: tvaByRate,
    per_day: perDay,
    top_products: {
      by_net_sales: top([...productRows.values()], 'net_sales_mad', productIds).map(productEntry),
      by_quantity: top([...productRows.values()], 'quantity', productIds).map(productEntry),
    },
    top_variants: {
      by_net_sales: top(variantRows, 'net_sales_mad', variantIds),
      by_quantity: top(variantRows, 'quantity', variantIds),
    },
    previous: periodFigures(raw, previousFrom, from),
    ...expectedNow(raw),
  };
}
