/**
 * A shop's history for `npm run bench:owner`: `orders` orders over the three years before `now`, 2.5
 * lines each on average, as set-based SQL (generate_series), so a million orders load in minutes.
 *
 * - the catalogue: the demo products plus 150 generated ones (about 450 variants), some taxed at 0 %,
 *   some low on stock or sold out, a few hundred shoppers waiting for those;
 * - orders spread evenly over the three years, 60 % cash on delivery (MAD) and 40 % PayPal (EUR, USD
 *   or MAD shoppers), each customer placing three on average; 1 to 4 lines of a variant drawn with a
 *   skew (a few best sellers), 1 to 3 pieces; one order in ten with a 10 % promotion;
 * - statuses by age, as the shop's lifecycle leaves them: the last two days hold the orders waiting
 *   for confirmation and being prepared, the last ten days the parcels on their way; older orders are
 *   delivered (86 %), cancelled (8 %), refused at the door (6 % of cash orders), and a few parcels are
 *   still "shipped" long after they left;
 * - 2 % of paid orders refunded one line ten days after they were placed, and returns asked for on
 *   recent deliveries.
 *
 * Rows are written with triggers off (session_replication_role = replica: no per-row work, no foreign
 * key checks; the CHECK constraints still hold), then the dashboard's rollups are built from them in
 * one pass (private.rebuild_dashboard_rollups) and the tables analysed, as autovacuum would.
 */
import type pg from 'pg';

export interface GenerateOptions {
  orders: number;
  /** The end of the history; the bench measures "the last 30 days" from it. */
  now: Date;
}

const CATALOGUE = `
insert into public.products (slug, title, price, category, product_type, sku_id, tva_rate)
select 'bench-piece-' || p, 'Bench piece ' || p, 60 + (p * 37) % 900,
  (array['ceramics', 'textiles', 'kitchenware', 'spices', 'accessories'])[1 + p % 5],
  (array['bowl', 'serving-board', 'napkin', 'jam', 'utensil', 'gift-set'])[1 + p % 6],
  'BEN-' || p, case when p % 15 = 0 then 0 end
from generate_series(1, 150) p;

insert into public.product_variants (product_id, sku, options, price, stock_quantity, position)
select p.id, p.sku_id || coalesce('-' || upper(left(s.size, 1)), ''),
  case when s.size is null then '{}'::jsonb else jsonb_build_object('size', s.size) end,
  p.price + 40 * coalesce(s.position, 0),
  -- Made to order mostly; every seventh low or sold out.
  case when (n.n + coalesce(s.position, 0)) % 7 = 0 then (n.n + coalesce(s.position, 0)) % 4 end,
  coalesce(s.position, 0)
from public.products p
join lateral (select substring(p.slug from '[0-9]+$')::int as n) n on true
left join lateral (
  select size, ord - 1 as position from unnest(array['small', 'medium', 'large']) with ordinality u(size, ord)
  where n.n % 3 = 0) s on true
where p.slug like 'bench-piece-%';

insert into public.back_in_stock_requests (product_id, variant_id, email, created_at)
select v.product_id, v.id, 'waiting' || k || '.' || left(v.id::text, 8) || '@example.com', :now - k * interval '1 day'
from public.product_variants v, generate_series(1, 5) k
where v.stock_quantity = 0;
`;

/** The orders and everything they carry, with triggers off; :orders is how many, :now the end. */
const ORDERS = `
create temp table bench_variants on commit drop as
select row_number() over (order by md5(v.id::text)) as n, v.id, v.product_id, v.sku, v.options, v.price,
  coalesce(v.tva_rate, p.tva_rate, 20) as tva_rate, p.title, p.slug
from public.product_variants v join public.products p on p.id = v.product_id
where v.active;

create temp table bench_orders on commit drop as
select i, gen_random_uuid() as id, created_at, :now - created_at as age,
  case when r_method < 0.6 then 'cod' else 'paypal' end as payment_method,
  case when r_method < 0.6 then 'MAD' when r_method < 0.8 then 'EUR' when r_method < 0.92 then 'USD' else 'MAD' end
    as currency,
  floor(random() * greatest(:orders / 3, 1))::int as customer,
  1 + floor(random() * 4)::int as lines,
  random() < 0.1 as promoted,
  random() as r_status
from (
  select i, random() as r_method,
    :now - ((:orders - i + random()) / :orders) * (:now - (:now - interval '3 years')) as created_at
  from generate_series(1, :orders) i) g;

alter table bench_orders add column order_status text;
update bench_orders set order_status = case
  when age < interval '2 days' then case
    when r_status < 0.35 then 'pending' when r_status < 0.6 then 'confirmed' when r_status < 0.8 then 'processing'
    when r_status < 0.95 then 'shipped' else 'cancelled' end
  when age < interval '10 days' then case
    when r_status < 0.05 then 'processing' when r_status < 0.45 then 'shipped' when r_status < 0.9 then 'delivered'
    when r_status < 0.95 then 'cancelled' when payment_method = 'cod' then 'returned' else 'delivered' end
  else case
    when r_status < 0.0002 then 'shipped' when r_status < 0.86 then 'delivered' when r_status < 0.94 then 'cancelled'
    when payment_method = 'cod' then 'returned' else 'delivered' end
  end;

create temp table bench_items on commit drop as
select o.id as order_id, o.created_at, k as line, v.*, q.quantity,
  v.price * q.quantity as total_price,
  case when o.promoted then round(v.price * q.quantity * 0.10, 2) else 0 end as discount
from bench_orders o
cross join lateral generate_series(1, o.lines) k
cross join lateral (select 1 + floor(power(random(), 2.5) * (select count(*) from bench_variants))::int + 0 * k as pick,
                           1 + floor(random() * 3)::int as quantity) q
join bench_variants v on v.n = q.pick;

insert into public.order_items (order_id, product_id, variant_id, sku, product_title, product_slug, variant_info,
  quantity, unit_price, total_price, discount, tva_rate, tva, ht, created_at)
select order_id, product_id, id, sku, title, slug, options, quantity, price, total_price, discount, tva_rate,
  round((total_price - discount) * tva_rate / (100 + tva_rate), 2),
  total_price - discount - round((total_price - discount) * tva_rate / (100 + tva_rate), 2),
  created_at + line * interval '1 microsecond'
from bench_items;

insert into public.orders (id, order_number, customer_name, customer_email, customer_phone, shipping_address,
  payment_method, payment_status, order_status, currency, subtotal, discount, shipping, total, promotion_codes,
  created_at, updated_at, carrier, tracking_number, cancel_reason, returned_reason, returned_at, locale,
  paid_amount, paid_currency, paid_at, confirmed_at, shipped_at, delivered_at, stock_released_at,
  shipping_tva_rate, shipping_tva, shipping_ht)
select o.id, 'ZLJ-' || to_char(1000 + o.i, 'FM999999000000'),
  'Customer ' || o.customer, 'customer' || o.customer || '@example.com',
  '+2126' || lpad((o.customer % 100000000)::text, 8, '0'),
  jsonb_build_object('address', o.customer || ' Derb Sidi Ahmed', 'city', (array['Fes', 'Casablanca', 'Rabat', 'Marrakech'])[1 + o.customer % 4],
    'postalCode', '30000', 'country', 'MA'),
  o.payment_method,
  case
    when o.order_status = 'cancelled' then case when o.payment_method = 'paypal' then 'failed' else 'pending' end
    when o.payment_method = 'paypal' then case when o.order_status = 'pending' then 'pending' else 'paid' end
    when o.order_status = 'delivered' then 'paid'
    when o.order_status = 'returned' then 'failed'
    else 'pending' end,
  o.order_status, o.currency, s.subtotal, s.discount, s.shipping, s.subtotal - s.discount + s.shipping,
  case when o.promoted then '{BENCH10}'::text[] else '{}' end,
  o.created_at, o.created_at + interval '3 days',
  case when o.order_status in ('shipped', 'delivered', 'returned') then 'Amana' end,
  case when o.order_status in ('shipped', 'delivered', 'returned') then 'AM' || o.i end,
  case when o.order_status = 'cancelled' then 'not confirmed in time' end,
  case when o.order_status = 'returned' then 'refused' end,
  case when o.order_status = 'returned' then o.created_at + interval '4 days' end,
  (array['en', 'fr', 'ar'])[1 + o.customer % 3],
  p.paid_amount, p.paid_currency, case when p.paid_amount is not null then o.created_at + interval '1 hour' end,
  case when o.order_status not in ('pending', 'cancelled') then o.created_at + interval '1 hour' end,
  case when o.order_status in ('shipped', 'delivered', 'returned')
    then least(o.created_at + interval '1 day', :now - interval '1 hour') end,
  case when o.order_status = 'delivered' then o.created_at + interval '3 days' end,
  case when o.order_status in ('cancelled', 'returned') then o.created_at + interval '2 days' end,
  20, round(s.shipping * 20 / 120, 2), s.shipping - round(s.shipping * 20 / 120, 2)
from bench_orders o
join (
  select order_id, sum(total_price) as subtotal, sum(discount) as discount,
    case when sum(total_price) - sum(discount) >= 500 then 0 else 45 end as shipping
  from bench_items group by order_id) s on s.order_id = o.id
cross join lateral (
  select case
      when o.payment_method = 'paypal' and o.order_status not in ('pending', 'cancelled')
        then round((s.subtotal - s.discount + s.shipping) / case when o.currency = 'USD' then 10 else 11 end, 2)
      when o.payment_method = 'cod' and o.order_status = 'delivered' then s.subtotal - s.discount + s.shipping end
      as paid_amount,
    case
      when o.payment_method = 'paypal' and o.order_status not in ('pending', 'cancelled')
        then case when o.currency = 'USD' then 'USD' else 'EUR' end
      when o.payment_method = 'cod' and o.order_status = 'delivered' then 'MAD' end as paid_currency) p;

select setval('public.order_number_seq', 1000 + :orders);

-- 2 % of paid orders placed more than 12 days ago: their first line, ten days later.
create temp table bench_refunds on commit drop as
select gen_random_uuid() as id, o.id as order_id, i.id as order_item_id, i.quantity,
  i.total_price - i.discount as amount_mad, o.paid_currency, o.paid_amount, o.total, o.payment_method,
  o.created_at + interval '10 days' as settled_at
from public.orders o
join lateral (select * from public.order_items i where i.order_id = o.id order by i.created_at limit 1) i on true
where o.payment_status = 'paid' and o.created_at < :now - interval '12 days' and random() < 0.02;

insert into public.refunds (id, order_id, source, provider, status, amount_mad, amount, currency, reason, created_at,
  settled_at)
select id, order_id, 'owner', case when payment_method = 'paypal' then 'paypal' else 'manual' end, 'succeeded',
  amount_mad, greatest(0.01, round(paid_amount * amount_mad / total, 2)), paid_currency, 'Cracked in transit',
  settled_at - interval '1 hour', settled_at
from bench_refunds;
insert into public.refund_items (refund_id, order_item_id, quantity, amount_mad)
select id, order_item_id, quantity, amount_mad from bench_refunds;
update public.order_items i set refunded_quantity = r.quantity
from bench_refunds r where i.id = r.order_item_id;
update public.orders o set refunded_mad = r.amount_mad,
  refunded_amount = greatest(0.01, round(r.paid_amount * r.amount_mad / r.total, 2)),
  payment_status = 'partially_refunded'
from bench_refunds r where o.id = r.order_id;

-- Returns asked for on deliveries of the last two weeks (open), and older ones the owner turned down.
insert into public.return_requests (order_id, status, reason, reject_reason, created_at)
select o.id,
  case when o.created_at > :now - interval '14 days'
    then (array['requested', 'approved', 'received'])[1 + floor(random() * 3)::int] else 'rejected' end,
  'damaged',
  case when o.created_at <= :now - interval '14 days' then 'Used' end,
  o.created_at + interval '4 days'
from public.orders o
where o.order_status = 'delivered' and random() < 0.01;
`;

/** Writes the shop's history into a migrated, seeded database (the client's own session). */
export async function generateShop(client: pg.Client, options: GenerateOptions): Promise<void> {
  const values = (sql: string) =>
    sql
      .replaceAll(':orders', String(Math.floor(options.orders)))
      .replaceAll(':now', `'${options.now.toISOString()}'::timestamptz`);
  await client.query('begin');
  await client.query('select setseed(0.34)');
  for (const statement of split(values(CATALOGUE))) await client.query(statement);
  await client.query('commit');

  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  for (const statement of split(values(ORDERS))) await client.query(statement);
  await client.query('commit');

  await client.query('analyze');
  await client.query('select private.rebuild_dashboard_rollups()');
  await client.query('vacuum analyze');
}

/** The statements of a script (no statement here holds a semicolon inside a literal). */
const split = (sql: string) =>
  sql
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !/^(--[^\n]*\n?)*$/.test(s));
