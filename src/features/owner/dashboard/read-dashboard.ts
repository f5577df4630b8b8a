import { arrayOf, nullable, number, optional, record, text, type JsonReader } from '@/lib/json-reader';

/** One day of the period: orders placed and net sales (MAD). */
export interface DashboardDay {
  /** '2026-12-06', a day in the shop's time zone. */
  day: string;
  orders: number;
  net_sales_mad: number;
}

/**
 * The figures of one period, every amount in MAD; shares and rates are 0 to 1, null when there is
 * nothing to divide by (no orders, no cash order confirmed or declined). The TVA is the period's only.
 */
export interface PeriodFigures {
  orders: number;
  gross_sales_mad: number;
  discounts_mad: number;
  refunds_mad: number;
  net_sales_mad: number;
  shipping_mad: number;
  tva_mad?: number;
  average_order_value_mad: number | null;
  paypal_share: number | null;
  cod_share: number | null;
  cod_confirmation_rate: number | null;
  cod_refusal_rate: number | null;
}

/** A product, or one size of it, with what it sold in the period. */
export interface TopSeller {
  product_id: string | null;
  variant_id?: string | null;
  /** Null for a product since deleted from the catalogue (its lines keep their own title). */
  title: string | null;
  size?: string | null;
  quantity: number;
  net_sales_mad: number;
}

export interface TopSellers {
  by_net_sales: TopSeller[];
  by_quantity: TopSeller[];
}

/** A size at or below the low-stock threshold, now. */
export interface LowStockVariant {
  variant_id: string;
  title: string;
  size: string | null;
  sku: string | null;
  stock_quantity: number;
  open_requests: number;
}

export interface WaitedFor {
  variant_id: string | null;
  title: string;
  size: string | null;
  open_requests: number;
}

export interface Dashboard {
  current: PeriodFigures;
  previous: PeriodFigures;
  per_day: DashboardDay[];
  top_products: TopSellers;
  top_variants: TopSellers;
  low_stock: { threshold: number; variants: LowStockVariant[] };
  back_in_stock: WaitedFor[];
  to_act_on: {
    cod_to_confirm: number;
    to_prepare: number;
    shipped_undelivered: number;
    open_returns: number;
  };
}

const figures: JsonReader<PeriodFigures> = record({
  orders: number,
  gross_sales_mad: number,
  discounts_mad: number,
  refunds_mad: number,
  net_sales_mad: number,
  shipping_mad: number,
  tva_mad: optional(number),
  average_order_value_mad: nullable(number),
  paypal_share: nullable(number),
  cod_share: nullable(number),
  cod_confirmation_rate: nullable(number),
  cod_refusal_rate: nullable(number),
});

const seller: JsonReader<TopSeller> = record({
  product_id: nullable(text),
  variant_id: optional(nullable(text)),
  title: nullable(text),
  size: optional(nullable(text)),
  quantity: number,
  net_sales_mad: number,
});

const sellers: JsonReader<TopSellers> = record({
  by_net_sales: arrayOf(seller),
  by_quantity: arrayOf(seller),
});

const answer = record({
  previous: figures,
  per_day: arrayOf(record({ day: text, orders: number, net_sales_mad: number })),
  top_products: sellers,
  top_variants: sellers,
  low_stock: record({
    threshold: number,
    variants: arrayOf(
      record({
        variant_id: text,
        title: text,
        size: nullable(text),
        sku: nullable(text),
        stock_quantity: number,
        open_requests: number,
      }),
    ),
  }),
  back_in_stock: arrayOf(
    record({ variant_id: nullable(text), title: text, size: nullable(text), open_requests: number }),
  ),
  to_act_on: record({
    cod_to_confirm: number,
    to_prepare: number,
    shipped_undelivered: number,
    open_returns: number,
  }),
});

/** owner_dashboard's answer, checked at the boundary: the period's figures are at its top level. */
export const readDashboard: JsonReader<Dashboard> = (value, path) => ({
  current: figures(value, path),
  ...answer(value, path),
});
