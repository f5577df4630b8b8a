-- The owner's dashboard (issue 34): one owner-only function, owner_dashboard(p_from, p_to), answers
-- every figure of a period and of the period of equal length before it, fast at a million orders.
--
-- The rules of the figures (docs/owner-dashboard.md says them for the owner, with each figure):
--   * days are the shop's days: dates in shop_settings.time_zone (Africa/Casablanca). A period is
--     widened to whole days: from the day p_from falls in up to the day p_to falls in, p_to excluded
--     (so local midnights give exactly [p_from, p_to));
--   * an order counts on the day it was placed, with what it was sold for (its MAD amounts: orders
--     store MAD whatever currency the shopper viewed, and PayPal's EUR/USD capture is paid_amount);
--   * a cancelled order counts nowhere: not in orders or money, not its lines, not its refunds. The
--     one figure that looks at cancelled orders is the COD confirmation rate, whose point they are;
--   * a refund counts on the day it succeeded (refunds.settled_at), for its amount_mad;
--   * money is summed exactly in numeric MAD (centimes), never in floating point.
--
-- Fast at scale: rollup tables hold the figures per shop-day (and the lines per month too), so a year is
-- read from a few thousand rows instead of every order and line (npm run bench:owner measures it):
--   private.dashboard_order_days   orders and their money by placement day, payment method, status
--   private.dashboard_line_days    pieces and their money by day and variant: sold (placement day)
--                                  and refunded (refund day)
--   private.dashboard_refund_days  refunds by the day they succeeded
--   private.dashboard_line_months  the folded line rows again by month: a year reads 12 months of the
--                                  catalogue rather than 365 days of it
-- Triggers on orders, order_items, refunds and refund_items keep them current in the transaction that
-- changes the rows, by inserting the change as a signed delta row (compacted = false): -1 x the row as
-- it counted before, +1 x the row as it counts now. Nothing is updated in place on the checkout's path,
-- so concurrent orders never wait on (or deadlock over) a shared rollup row. owner_dashboard first folds
-- the deltas into one compacted row per key (private.compact_dashboard_rollups), then reads compacted
-- and delta rows alike in one statement: the sum is the same whether a delta is folded yet or not.
-- private.rebuild_dashboard_rollups() recomputes everything from the raw rows (after a time zone change,
-- a TRUNCATE, or a bulk load with triggers off); public.check_dashboard_rollups() compares the rollups
-- with that recomputation (service role).
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- The low-stock threshold: a shop setting ----------------------------------------------------------------

alter table public.shop_settings
  add column low_stock_threshold integer not null default 3,
  add constraint shop_settings_low_stock_threshold_range check (low_stock_threshold between 0 and 100000);

comment on column public.shop_settings.low_stock_threshold is
  'A variant (or a product, all its sizes together) with this many pieces or fewer is low on stock on the '
  'owner''s dashboard. 3 by default; 0 lists only what is sold out.';

-- When an order was confirmed and when it left ----------------------------------------------------------

alter table public.orders
  add column confirmed_at timestamptz,
  add column shipped_at timestamptz;

comment on column public.orders.confirmed_at is
  'When the order was first confirmed (PayPal: paid; cash on delivery: confirmed by the customer or the '
  'owner). Kept when it is cancelled later. The COD confirmation rate counts it.';
comment on column public.orders.shipped_at is
  'When the order was marked shipped: an order shipped more than 7 days ago and not delivered needs the owner.';

-- Orders placed before this migration: from their timeline, else (a row written by hand at a later
-- status) their placement or last change. updated_at stays what it was: nothing about them changed.
alter table public.orders disable trigger orders_set_updated_at;
update public.orders o set
  confirmed_at = coalesce(
    (select min(e.at) from public.order_events e
     where e.order_id = o.id and e.kind = 'status' and e.to_status = 'confirmed'),
    case when o.order_status in ('confirmed', 'processing', 'shipped', 'delivered', 'returned') then o.created_at end),
  shipped_at = coalesce(
    (select max(e.at) from public.order_events e
     where e.order_id = o.id and e.kind = 'status' and e.to_status = 'shipped'),
    case when o.order_status in ('shipped', 'delivered', 'returned') then o.updated_at end)
where o.order_status <> 'pending';
alter table public.orders enable trigger orders_set_updated_at;

create function private.orders_stamp_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_status in ('confirmed', 'processing', 'shipped', 'delivered', 'returned') and new.confirmed_at is null then
    new.confirmed_at := clock_timestamp();
  end if;
  if new.order_status = 'shipped' and (tg_op = 'INSERT' or old.order_status is distinct from 'shipped') then
    new.shipped_at := clock_timestamp();
  end if;
  return new;
end;
$$;

create trigger orders_stamp_progress
  before insert or update of order_status on public.orders
  for each row execute function private.orders_stamp_progress();

-- Parcels on their way, oldest order first with when each left: the dashboard counts those shipped more
-- than 7 days ago, and the owner's list of them (owner_search_orders) reads them in order.
create index orders_shipped_idx on public.orders (created_at, id) include (shipped_at) where order_status = 'shipped';

-- The rollups --------------------------------------------------------------------------------------------

-- Amounts are numeric(16,2): exact centimes, room for 10^14 MAD.
create table private.dashboard_order_days (
  day date not null,
  payment_method text not null,
  order_status text not null,
  confirmed boolean not null,
  shipping_tva_rate numeric(5, 2) not null,
  compacted boolean not null default false,
  orders integer not null default 0,
  subtotal numeric(16, 2) not null default 0,
  discount numeric(16, 2) not null default 0,
  shipping numeric(16, 2) not null default 0,
  shipping_tva numeric(16, 2) not null default 0,
  total numeric(16, 2) not null default 0
);

comment on table private.dashboard_order_days is
  'Orders by the shop-day they were placed, payment method, status, whether ever confirmed and shipping TVA '
  'rate: count and MAD sums. Delta rows (compacted = false) written by the orders triggers, folded into one '
  'compacted row per key by private.compact_dashboard_rollups. Cancelled orders are kept (the COD '
  'confirmation rate needs them); every other figure leaves them out.';

create unique index dashboard_order_days_key on private.dashboard_order_days
  (day, payment_method, order_status, confirmed, shipping_tva_rate) where compacted;
create index dashboard_order_days_day_idx on private.dashboard_order_days (day);
create index dashboard_order_days_deltas_idx on private.dashboard_order_days (day) where not compacted;

create table private.dashboard_line_days (
  day date not null,
  product_id uuid,
  variant_id uuid,
  tva_rate numeric(5, 2) not null,
  compacted boolean not null default false,
  quantity integer not null default 0,
  sales numeric(16, 2) not null default 0,
  tva numeric(16, 2) not null default 0,
  refunded_quantity integer not null default 0,
  refunded numeric(16, 2) not null default 0
);

comment on table private.dashboard_line_days is
  'Order lines of orders not cancelled, by shop-day and variant (product and variant as the line names them; '
  'null once deleted): pieces sold and what they sold for after discounts (total_price - discount) with its '
  'TVA, on the day the order was placed; pieces refunded and their refund_items.amount_mad, on the day the '
  'refund succeeded. Delta and compacted rows as dashboard_order_days.';

create unique index dashboard_line_days_key on private.dashboard_line_days
  (day, product_id, variant_id, tva_rate) nulls not distinct where compacted;
create index dashboard_line_days_day_idx on private.dashboard_line_days (day);
create index dashboard_line_days_deltas_idx on private.dashboard_line_days (day) where not compacted;

-- Whole months of compacted line rows, kept by the fold in the statement that folds the day rows: a
-- month row is the sum of its days' compacted rows. Only folded rows: deltas are read from the day table.
create table private.dashboard_line_months (
  month date not null,
  product_id uuid,
  variant_id uuid,
  tva_rate numeric(5, 2) not null,
  quantity integer not null default 0,
  sales numeric(16, 2) not null default 0,
  tva numeric(16, 2) not null default 0,
  refunded_quantity integer not null default 0,
  refunded numeric(16, 2) not null default 0,
  constraint dashboard_line_months_first_day check (month = date_trunc('month', month)::date)
);

comment on table private.dashboard_line_months is
  'dashboard_line_days'' compacted rows summed per month (the first day of the month): a period''s whole months '
  'are read here, its other days from the day rows. Written only by private.compact_dashboard_rollups.';

create unique index dashboard_line_months_key on private.dashboard_line_months
  (month, product_id, variant_id, tva_rate) nulls not distinct;

create table private.dashboard_refund_days (
  day date not null,
  compacted boolean not null default false,
  refunds integer not null default 0,
  amount numeric(16, 2) not null default 0,
  shipping numeric(16, 2) not null default 0
);

comment on table private.dashboard_refund_days is
  'Succeeded refunds of orders not cancelled, by the shop-day they succeeded: count, amount_mad and the '
  'shipping part. Delta and compacted rows as dashboard_order_days.';

create unique index dashboard_refund_days_key on private.dashboard_refund_days (day) where compacted;
create index dashboard_refund_days_day_idx on private.dashboard_refund_days (day);
create index dashboard_refund_days_deltas_idx on private.dashboard_refund_days (day) where not compacted;

-- Nobody reads them but the functions below: no visitor, customer or owner reaches them directly.
alter table private.dashboard_order_days enable row level security;
alter table private.dashboard_line_days enable row level security;
alter table private.dashboard_refund_days enable row level security;
alter table private.dashboard_line_months enable row level security;
revoke all on table private.dashboard_order_days, private.dashboard_line_days, private.dashboard_refund_days,
  private.dashboard_line_months
  from public, anon, authenticated, service_role;

-- Writing deltas -----------------------------------------------------------------------------------------

create function private.shop_time_zone()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.time_zone from public.shop_settings s limit 1), 'Africa/Casablanca');
$$;

-- An order's own row, p_sign = 1 as it counts now, -1 to take back how it counted.
create function private.dashboard_count_order(p_order public.orders, p_sign integer, p_time_zone text)
returns void
language sql
set search_path = ''
as $$
  insert into private.dashboard_order_days (day, payment_method, order_status, confirmed, shipping_tva_rate,
    orders, subtotal, discount, shipping, shipping_tva, total)
  values ((p_order.created_at at time zone p_time_zone)::date, p_order.payment_method, p_order.order_status,
    p_order.confirmed_at is not null, p_order.shipping_tva_rate, p_sign, p_sign * p_order.subtotal,
    p_sign * p_order.discount, p_sign * p_order.shipping, p_sign * p_order.shipping_tva, p_sign * p_order.total);
$$;

-- What counts through the order: its lines, its succeeded refunds and their pieces; nothing while the
-- order is cancelled.
create function private.dashboard_count_order_parts(p_order public.orders, p_sign integer, p_time_zone text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_order.order_status = 'cancelled' then
    return;
  end if;
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, quantity, sales, tva)
  select (p_order.created_at at time zone p_time_zone)::date, i.product_id, i.variant_id, i.tva_rate,
    p_sign * i.quantity, p_sign * (i.total_price - i.discount), p_sign * i.tva
  from public.order_items i
  where i.order_id = p_order.id;
  insert into private.dashboard_refund_days (day, refunds, amount, shipping)
  select (r.settled_at at time zone p_time_zone)::date, p_sign, p_sign * r.amount_mad, p_sign * r.shipping_mad
  from public.refunds r
  where r.order_id = p_order.id and r.status = 'succeeded';
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, refunded_quantity, refunded)
  select (r.settled_at at time zone p_time_zone)::date, i.product_id, i.variant_id, i.tva_rate,
    p_sign * ri.quantity, p_sign * ri.amount_mad
  from public.refunds r
  join public.refund_items ri on ri.refund_id = r.id
  join public.order_items i on i.id = ri.order_item_id
  where r.order_id = p_order.id and r.status = 'succeeded';
end;
$$;

-- The order a line, refund or refund piece counts through, when it counts (exists, not cancelled).
-- Locked for share: a concurrent change of the order (a cancellation) waits for this transaction, and
-- this one for it, so each sees the other's rows when it writes its deltas. The shop's own functions
-- hold the order's row lock already (place_order wrote it; refunds lock it for update).
create function private.dashboard_counting_order(p_order_id uuid)
returns public.orders
language sql
set search_path = ''
as $$
  select o.* from public.orders o
  where o.id = p_order_id and o.order_status <> 'cancelled'
  for share;
$$;

create function private.dashboard_count_line(p_item public.order_items, p_sign integer, p_time_zone text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_order public.orders := private.dashboard_counting_order(p_item.order_id);
begin
  if v_order.id is null then
    return;
  end if;
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, quantity, sales, tva)
  values ((v_order.created_at at time zone p_time_zone)::date, p_item.product_id, p_item.variant_id, p_item.tva_rate,
    p_sign * p_item.quantity, p_sign * (p_item.total_price - p_item.discount), p_sign * p_item.tva);
end;
$$;

-- The refunded pieces of one line, under the line's product, variant and rate.
create function private.dashboard_count_line_refunds(p_item public.order_items, p_sign integer, p_time_zone text)
returns void
language sql
set search_path = ''
as $$
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, refunded_quantity, refunded)
  select (r.settled_at at time zone p_time_zone)::date, p_item.product_id, p_item.variant_id, p_item.tva_rate,
    p_sign * ri.quantity, p_sign * ri.amount_mad
  from public.refund_items ri
  join public.refunds r on r.id = ri.refund_id and r.status = 'succeeded'
  join public.orders o on o.id = r.order_id and o.order_status <> 'cancelled'
  where ri.order_item_id = p_item.id;
$$;

create function private.dashboard_count_refund(p_refund public.refunds, p_sign integer, p_time_zone text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_refund.status <> 'succeeded' or (private.dashboard_counting_order(p_refund.order_id)).id is null then
    return;
  end if;
  insert into private.dashboard_refund_days (day, refunds, amount, shipping)
  values ((p_refund.settled_at at time zone p_time_zone)::date, p_sign, p_sign * p_refund.amount_mad,
    p_sign * p_refund.shipping_mad);
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, refunded_quantity, refunded)
  select (p_refund.settled_at at time zone p_time_zone)::date, i.product_id, i.variant_id, i.tva_rate,
    p_sign * ri.quantity, p_sign * ri.amount_mad
  from public.refund_items ri
  join public.order_items i on i.id = ri.order_item_id
  where ri.refund_id = p_refund.id;
end;
$$;

create function private.dashboard_count_refund_item(p_piece public.refund_items, p_sign integer, p_time_zone text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_refund public.refunds;
begin
  select * into v_refund from public.refunds where id = p_piece.refund_id and status = 'succeeded';
  if not found or (private.dashboard_counting_order(v_refund.order_id)).id is null then
    return;
  end if;
  insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, refunded_quantity, refunded)
  select (v_refund.settled_at at time zone p_time_zone)::date, i.product_id, i.variant_id, i.tva_rate,
    p_sign * p_piece.quantity, p_sign * p_piece.amount_mad
  from public.order_items i
  where i.id = p_piece.order_item_id;
end;
$$;

-- The triggers. A row being deleted takes back what counts through it in a BEFORE DELETE trigger, while
-- what hangs on it is still there to read; the rows a cascade then deletes find their parent gone and
-- take back nothing twice.

create function private.dashboard_orders_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.dashboard_count_order(old, -1, v_time_zone);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.dashboard_count_order(new, 1, v_time_zone);
  end if;
  -- Its parts move with the order when its day or whether it counts changes (an order has none yet
  -- when it is inserted).
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.created_at is distinct from new.created_at
      or (old.order_status = 'cancelled') <> (new.order_status = 'cancelled'))) then
    perform private.dashboard_count_order_parts(old, -1, v_time_zone);
  end if;
  if tg_op = 'UPDATE' and (old.created_at is distinct from new.created_at
      or (old.order_status = 'cancelled') <> (new.order_status = 'cancelled')) then
    perform private.dashboard_count_order_parts(new, 1, v_time_zone);
  end if;
  return case when tg_op = 'DELETE' then old else null end;
end;
$$;

create trigger orders_dashboard_placed
  after insert on public.orders
  for each row execute function private.dashboard_orders_changed();
create trigger orders_dashboard_changed
  after update on public.orders
  for each row
  when ((old.created_at, old.payment_method, old.order_status, old.confirmed_at is null, old.shipping_tva_rate,
         old.subtotal, old.discount, old.shipping, old.shipping_tva, old.total)
        is distinct from
        (new.created_at, new.payment_method, new.order_status, new.confirmed_at is null, new.shipping_tva_rate,
         new.subtotal, new.discount, new.shipping, new.shipping_tva, new.total))
  execute function private.dashboard_orders_changed();
create trigger orders_dashboard_removed
  before delete on public.orders
  for each row execute function private.dashboard_orders_changed();

create function private.dashboard_order_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.dashboard_count_line(old, -1, v_time_zone);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.dashboard_count_line(new, 1, v_time_zone);
  end if;
  -- Its refunded pieces count under the line's product, variant and rate.
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (old.product_id, old.variant_id, old.tva_rate)
      is distinct from (new.product_id, new.variant_id, new.tva_rate)) then
    perform private.dashboard_count_line_refunds(old, -1, v_time_zone);
  end if;
  if tg_op = 'UPDATE' and (old.product_id, old.variant_id, old.tva_rate)
      is distinct from (new.product_id, new.variant_id, new.tva_rate) then
    perform private.dashboard_count_line_refunds(new, 1, v_time_zone);
  end if;
  return case when tg_op = 'DELETE' then old else null end;
end;
$$;

create trigger order_items_dashboard_placed
  after insert on public.order_items
  for each row execute function private.dashboard_order_items_changed();
create trigger order_items_dashboard_changed
  after update on public.order_items
  for each row
  when ((old.order_id, old.product_id, old.variant_id, old.tva_rate, old.quantity, old.total_price, old.discount,
         old.tva)
        is distinct from
        (new.order_id, new.product_id, new.variant_id, new.tva_rate, new.quantity, new.total_price, new.discount,
         new.tva))
  execute function private.dashboard_order_items_changed();
create trigger order_items_dashboard_removed
  before delete on public.order_items
  for each row execute function private.dashboard_order_items_changed();

create function private.dashboard_refunds_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.dashboard_count_refund(old, -1, v_time_zone);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.dashboard_count_refund(new, 1, v_time_zone);
  end if;
  return case when tg_op = 'DELETE' then old else null end;
end;
$$;

create trigger refunds_dashboard_created
  after insert on public.refunds
  for each row execute function private.dashboard_refunds_changed();
create trigger refunds_dashboard_changed
  after update on public.refunds
  for each row
  when ((old.order_id, old.status, old.settled_at, old.amount_mad, old.shipping_mad)
        is distinct from (new.order_id, new.status, new.settled_at, new.amount_mad, new.shipping_mad))
  execute function private.dashboard_refunds_changed();
create trigger refunds_dashboard_removed
  before delete on public.refunds
  for each row execute function private.dashboard_refunds_changed();

create function private.dashboard_refund_items_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.dashboard_count_refund_item(old, -1, v_time_zone);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.dashboard_count_refund_item(new, 1, v_time_zone);
  end if;
  return null;
end;
$$;

-- After delete, unlike the others: a piece deleted with its refund or its line finds them gone (their
-- own BEFORE DELETE took it back); a piece deleted alone still finds them.
create trigger refund_items_dashboard_changed
  after insert or delete or update of refund_id, order_item_id, quantity, amount_mad on public.refund_items
  for each row execute function private.dashboard_refund_items_changed();

-- Folding, recomputing, checking -------------------------------------------------------------------------

-- Folds every committed delta into its key's compacted row, in one statement per table (the deltas it
-- deletes are exactly those it adds). Skipped while another session folds: the figures read compacted
-- and delta rows alike, so a fold is only ever an optimisation.
create function private.compact_dashboard_rollups()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('zellij.dashboard_rollups')) then
    return;
  end if;
  with moved as (delete from private.dashboard_order_days where not compacted returning *)
  insert into private.dashboard_order_days as d (day, payment_method, order_status, confirmed, shipping_tva_rate,
    compacted, orders, subtotal, discount, shipping, shipping_tva, total)
  select day, payment_method, order_status, confirmed, shipping_tva_rate, true, sum(orders), sum(subtotal),
    sum(discount), sum(shipping), sum(shipping_tva), sum(total)
  from moved
  group by day, payment_method, order_status, confirmed, shipping_tva_rate
  order by day, payment_method, order_status, confirmed, shipping_tva_rate
  on conflict (day, payment_method, order_status, confirmed, shipping_tva_rate) where compacted do update set
    orders = d.orders + excluded.orders, subtotal = d.subtotal + excluded.subtotal,
    discount = d.discount + excluded.discount, shipping = d.shipping + excluded.shipping,
    shipping_tva = d.shipping_tva + excluded.shipping_tva, total = d.total + excluded.total;

  with moved as (delete from private.dashboard_line_days where not compacted returning *),
  days as (
    insert into private.dashboard_line_days as d (day, product_id, variant_id, tva_rate, compacted, quantity, sales,
      tva, refunded_quantity, refunded)
    select day, product_id, variant_id, tva_rate, true, sum(quantity), sum(sales), sum(tva), sum(refunded_quantity),
      sum(refunded)
    from moved
    group by day, product_id, variant_id, tva_rate
    order by day, product_id, variant_id, tva_rate
    on conflict (day, product_id, variant_id, tva_rate) where compacted do update set
      quantity = d.quantity + excluded.quantity, sales = d.sales + excluded.sales, tva = d.tva + excluded.tva,
      refunded_quantity = d.refunded_quantity + excluded.refunded_quantity, refunded = d.refunded + excluded.refunded)
  insert into private.dashboard_line_months as m (month, product_id, variant_id, tva_rate, quantity, sales, tva,
    refunded_quantity, refunded)
  select date_trunc('month', day)::date, product_id, variant_id, tva_rate, sum(quantity), sum(sales), sum(tva),
    sum(refunded_quantity), sum(refunded)
  from moved
  group by 1, product_id, variant_id, tva_rate
  order by 1, product_id, variant_id, tva_rate
  on conflict (month, product_id, variant_id, tva_rate) do update set
    quantity = m.quantity + excluded.quantity, sales = m.sales + excluded.sales, tva = m.tva + excluded.tva,
    refunded_quantity = m.refunded_quantity + excluded.refunded_quantity, refunded = m.refunded + excluded.refunded;

  with moved as (delete from private.dashboard_refund_days where not compacted returning *)
  insert into private.dashboard_refund_days as d (day, compacted, refunds, amount, shipping)
  select day, true, sum(refunds), sum(amount), sum(shipping)
  from moved
  group by day
  order by day
  on conflict (day) where compacted do update set
    refunds = d.refunds + excluded.refunds, amount = d.amount + excluded.amount, shipping = d.shipping + excluded.shipping;
end;
$$;

-- The rollups as the raw rows say they should be, in a time zone. One definition, used to rebuild and
-- to check; the triggers above are the incremental form of the same three queries.
create function private.dashboard_order_days_recomputed(p_time_zone text)
returns table (day date, payment_method text, order_status text, confirmed boolean, shipping_tva_rate numeric,
  orders bigint, subtotal numeric, discount numeric, shipping numeric, shipping_tva numeric, total numeric)
language sql
stable
set search_path = ''
as $$
  select (o.created_at at time zone p_time_zone)::date, o.payment_method, o.order_status, o.confirmed_at is not null,
    o.shipping_tva_rate, count(*), sum(o.subtotal), sum(o.discount), sum(o.shipping), sum(o.shipping_tva), sum(o.total)
  from public.orders o
  group by 1, 2, 3, 4, 5;
$$;

create function private.dashboard_line_days_recomputed(p_time_zone text)
returns table (day date, product_id uuid, variant_id uuid, tva_rate numeric, quantity bigint, sales numeric,
  tva numeric, refunded_quantity bigint, refunded numeric)
language sql
stable
set search_path = ''
as $$
  select day, product_id, variant_id, tva_rate, sum(quantity), sum(sales), sum(tva), sum(refunded_quantity),
    sum(refunded)
  from (
    select (o.created_at at time zone p_time_zone)::date as day, i.product_id, i.variant_id, i.tva_rate,
      i.quantity, i.total_price - i.discount as sales, i.tva, 0 as refunded_quantity, 0::numeric as refunded
    from public.order_items i
    join public.orders o on o.id = i.order_id and o.order_status <> 'cancelled'
    union all
    select (r.settled_at at time zone p_time_zone)::date, i.product_id, i.variant_id, i.tva_rate, 0, 0, 0,
      ri.quantity, ri.amount_mad
    from public.refund_items ri
    join public.refunds r on r.id = ri.refund_id and r.status = 'succeeded'
    join public.orders o on o.id = r.order_id and o.order_status <> 'cancelled'
    join public.order_items i on i.id = ri.order_item_id
  ) parts
  group by day, product_id, variant_id, tva_rate;
$$;

create function private.dashboard_refund_days_recomputed(p_time_zone text)
returns table (day date, refunds bigint, amount numeric, shipping numeric)
language sql
stable
set search_path = ''
as $$
  select (r.settled_at at time zone p_time_zone)::date, count(*), sum(r.amount_mad), sum(r.shipping_mad)
  from public.refunds r
  join public.orders o on o.id = r.order_id and o.order_status <> 'cancelled'
  where r.status = 'succeeded'
  group by 1;
$$;

-- Recomputes the rollups from the raw rows: one statement (one snapshot), so a change committed while it
-- runs is either in what it read or in a delta it leaves alone, never both. It waits for a fold under
-- way first (a fold's new compacted rows would be invisible to its snapshot, and survive it), and no
-- fold starts meanwhile. Its rows go in as deltas and are then folded.
create function private.rebuild_dashboard_rollups()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
begin
  perform pg_advisory_xact_lock(hashtext('zellij.dashboard_rollups'));
  with gone_orders as (delete from private.dashboard_order_days),
    gone_lines as (delete from private.dashboard_line_days),
    gone_refunds as (delete from private.dashboard_refund_days),
    gone_months as (delete from private.dashboard_line_months),
    new_orders as (
      insert into private.dashboard_order_days (day, payment_method, order_status, confirmed, shipping_tva_rate,
        orders, subtotal, discount, shipping, shipping_tva, total)
      select * from private.dashboard_order_days_recomputed(v_time_zone)),
    new_lines as (
      insert into private.dashboard_line_days (day, product_id, variant_id, tva_rate, quantity, sales, tva,
        refunded_quantity, refunded)
      select * from private.dashboard_line_days_recomputed(v_time_zone))
  insert into private.dashboard_refund_days (day, refunds, amount, shipping)
  select * from private.dashboard_refund_days_recomputed(v_time_zone);
  perform private.compact_dashboard_rollups();
end;
$$;

-- A rollup's sums without the zeros, for comparing ({"orders": 0, ...} equals no row).
create function private.dashboard_nonzero(p_sums jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select nullif(coalesce(jsonb_object_agg(e.key, (e.value #>> '{}')::numeric) filter (where (e.value #>> '{}')::numeric <> 0),
    '{}'), '{}')
  from jsonb_each(p_sums) e;
$$;

-- Where the rollups (compacted and delta rows together) differ from the raw rows: empty when they agree.
create function private.dashboard_rollup_differences()
returns table (rollup text, key jsonb, stored jsonb, expected jsonb)
language sql
stable
set search_path = ''
as $$
  with tz as (select private.shop_time_zone() as name),
  stored_orders as (
    select jsonb_build_object('day', day, 'payment_method', payment_method, 'order_status', order_status,
        'confirmed', confirmed, 'shipping_tva_rate', shipping_tva_rate) as key,
      jsonb_build_object('orders', sum(orders), 'subtotal', sum(subtotal), 'discount', sum(discount),
        'shipping', sum(shipping), 'shipping_tva', sum(shipping_tva), 'total', sum(total)) as sums
    from private.dashboard_order_days
    group by day, payment_method, order_status, confirmed, shipping_tva_rate),
  expected_orders as (
    select jsonb_build_object('day', r.day, 'payment_method', r.payment_method, 'order_status', r.order_status,
        'confirmed', r.confirmed, 'shipping_tva_rate', r.shipping_tva_rate) as key,
      jsonb_build_object('orders', r.orders, 'subtotal', r.subtotal, 'discount', r.discount, 'shipping', r.shipping,
        'shipping_tva', r.shipping_tva, 'total', r.total) as sums
    from tz, private.dashboard_order_days_recomputed(tz.name) r),
  stored_lines as (
    select jsonb_build_object('day', day, 'product_id', product_id, 'variant_id', variant_id, 'tva_rate', tva_rate) as key,
      jsonb_build_object('quantity', sum(quantity), 'sales', sum(sales), 'tva', sum(tva),
        'refunded_quantity', sum(refunded_quantity), 'refunded', sum(refunded)) as sums
    from private.dashboard_line_days
    group by day, product_id, variant_id, tva_rate),
  expected_lines as (
    select jsonb_build_object('day', r.day, 'product_id', r.product_id, 'variant_id', r.variant_id,
        'tva_rate', r.tva_rate) as key,
      jsonb_build_object('quantity', r.quantity, 'sales', r.sales, 'tva', r.tva,
        'refunded_quantity', r.refunded_quantity, 'refunded', r.refunded) as sums
    from tz, private.dashboard_line_days_recomputed(tz.name) r),
  -- A month's rows, and the deltas of its days not folded into them yet: what a period reads for it.
  stored_months as (
    select jsonb_build_object('month', month, 'product_id', product_id, 'variant_id', variant_id, 'tva_rate', tva_rate)
        as key,
      jsonb_build_object('quantity', sum(quantity), 'sales', sum(sales), 'tva', sum(tva),
        'refunded_quantity', sum(refunded_quantity), 'refunded', sum(refunded)) as sums
    from (
      select month, product_id, variant_id, tva_rate, quantity, sales, tva, refunded_quantity, refunded
      from private.dashboard_line_months
      union all
      select date_trunc('month', day)::date, product_id, variant_id, tva_rate, quantity, sales, tva, refunded_quantity,
        refunded
      from private.dashboard_line_days
      where not compacted) m
    group by month, product_id, variant_id, tva_rate),
  expected_months as (
    select jsonb_build_object('month', date_trunc('month', r.day)::date, 'product_id', r.product_id,
        'variant_id', r.variant_id, 'tva_rate', r.tva_rate) as key,
      jsonb_build_object('quantity', sum(r.quantity), 'sales', sum(r.sales), 'tva', sum(r.tva),
        'refunded_quantity', sum(r.refunded_quantity), 'refunded', sum(r.refunded)) as sums
    from tz, private.dashboard_line_days_recomputed(tz.name) r
    group by date_trunc('month', r.day)::date, r.product_id, r.variant_id, r.tva_rate),
  stored_refunds as (
    select jsonb_build_object('day', day) as key,
      jsonb_build_object('refunds', sum(refunds), 'amount', sum(amount), 'shipping', sum(shipping)) as sums
    from private.dashboard_refund_days
    group by day),
  expected_refunds as (
    select jsonb_build_object('day', r.day) as key,
      jsonb_build_object('refunds', r.refunds, 'amount', r.amount, 'shipping', r.shipping) as sums
    from tz, private.dashboard_refund_days_recomputed(tz.name) r),
  compared as (
    select 'orders' as rollup, coalesce(s.key, e.key) as key, s.sums as stored, e.sums as expected
    from stored_orders s full join expected_orders e on e.key = s.key
    union all
    select 'lines', coalesce(s.key, e.key), s.sums, e.sums
    from stored_lines s full join expected_lines e on e.key = s.key
    union all
    select 'line months', coalesce(s.key, e.key), s.sums, e.sums
    from stored_months s full join expected_months e on e.key = s.key
    union all
    select 'refunds', coalesce(s.key, e.key), s.sums, e.sums
    from stored_refunds s full join expected_refunds e on e.key = s.key)
  -- A key whose deltas add up to nothing is the same as no key at all.
  select c.rollup, c.key, c.stored, c.expected
  from compared c
  where coalesce(private.dashboard_nonzero(c.stored), '{}') is distinct from coalesce(private.dashboard_nonzero(c.expected), '{}')
  order by c.rollup, c.key::text;
$$;

-- The service role's check (the tests, and an operator after an incident): {differences: [...]}.
create function public.check_dashboard_rollups()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('differences', coalesce(jsonb_agg(jsonb_build_object('rollup', d.rollup, 'key', d.key,
    'stored', d.stored, 'expected', d.expected)), '[]'::jsonb))
  from private.dashboard_rollup_differences() d;
$$;

comment on function public.check_dashboard_rollups() is
  'Service role only: where the owner dashboard''s daily rollups differ from a recomputation from the raw '
  'orders, lines and refunds ({differences: []} when they agree).';

revoke execute on function public.check_dashboard_rollups() from public, anon, authenticated;
grant execute on function public.check_dashboard_rollups() to service_role;

-- A new time zone moves every order to its day there.
create function private.shop_settings_rebuild_dashboard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rebuild_dashboard_rollups();
  return null;
end;
$$;

create trigger shop_settings_rebuild_dashboard
  after update of time_zone on public.shop_settings
  for each row
  when (old.time_zone is distinct from new.time_zone)
  execute function private.shop_settings_rebuild_dashboard();

-- The figures -------------------------------------------------------------------------------------------

-- x / y rounded half-up to 4 decimals; null when y is 0 (no rate without anything to rate).
create function private.dashboard_rate(p_count numeric, p_of numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_of > 0 then round(p_count / p_of, 4) end;
$$;

-- The figures of one period from its sums (dashboard_figures gives them for both periods).
create function private.dashboard_period_json(p_orders jsonb, p_refunds jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'orders', o.orders,
    'gross_sales_mad', o.gross,
    'discounts_mad', o.discounts,
    'refunds', r.refunds,
    'refunds_mad', r.amount,
    'net_sales_mad', o.gross - o.discounts - r.amount,
    'shipping_mad', o.shipping,
    'total_sales_mad', o.gross - o.discounts + o.shipping - r.amount,
    'average_order_value_mad', case when o.orders > 0 then round((o.gross - o.discounts) / o.orders, 2) end,
    'paypal_orders', o.paypal,
    'cod_orders', o.cod,
    'paypal_share', private.dashboard_rate(o.paypal, o.orders),
    'cod_share', private.dashboard_rate(o.cod, o.orders),
    'cod_confirmed', o.cod_confirmed,
    'cod_declined', o.cod_declined,
    'cod_awaiting_confirmation', o.cod_pending,
    'cod_confirmation_rate', private.dashboard_rate(o.cod_confirmed, o.cod_confirmed + o.cod_declined),
    'cod_delivered', o.cod_delivered,
    'cod_returned', o.cod_returned,
    'cod_refusal_rate', private.dashboard_rate(o.cod_returned, o.cod_delivered + o.cod_returned))
  from jsonb_to_record(p_orders) as o(orders bigint, gross numeric, discounts numeric, shipping numeric, paypal bigint,
      cod bigint, cod_confirmed bigint, cod_declined bigint, cod_pending bigint, cod_delivered bigint,
      cod_returned bigint),
    jsonb_to_record(p_refunds) as r(refunds bigint, amount numeric);
$$;

-- Every figure of the days [p_from, p_to) and of [p_previous_from, p_from), from the rollups and the
-- live tables, in one statement: one snapshot, so a fold or an order committing meanwhile is counted
-- once or not yet, never twice.
create function private.dashboard_figures(p_previous_from date, p_from date, p_to date)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with
  order_days as (
    select d.day >= p_from as current, d.*
    from private.dashboard_order_days d
    where d.day >= p_previous_from and d.day < p_to),
  order_sums as (
    select p.current, jsonb_build_object(
        'orders', coalesce(sum(d.orders) filter (where d.order_status <> 'cancelled'), 0),
        'gross', coalesce(sum(d.subtotal) filter (where d.order_status <> 'cancelled'), 0),
        'discounts', coalesce(sum(d.discount) filter (where d.order_status <> 'cancelled'), 0),
        'shipping', coalesce(sum(d.shipping) filter (where d.order_status <> 'cancelled'), 0),
        'paypal', coalesce(sum(d.orders) filter (where d.order_status <> 'cancelled' and d.payment_method = 'paypal'), 0),
        'cod', coalesce(sum(d.orders) filter (where d.order_status <> 'cancelled' and d.payment_method = 'cod'), 0),
        'cod_confirmed', coalesce(sum(d.orders) filter (where d.payment_method = 'cod' and d.confirmed), 0),
        'cod_declined', coalesce(sum(d.orders)
          filter (where d.payment_method = 'cod' and not d.confirmed and d.order_status = 'cancelled'), 0),
        'cod_pending', coalesce(sum(d.orders) filter (where d.payment_method = 'cod' and d.order_status = 'pending'), 0),
        'cod_delivered', coalesce(sum(d.orders) filter (where d.payment_method = 'cod' and d.order_status = 'delivered'), 0),
        'cod_returned', coalesce(sum(d.orders) filter (where d.payment_method = 'cod' and d.order_status = 'returned'), 0)
      ) as sums
    from (values (true), (false)) p(current)
    left join order_days d on d.current = p.current
    group by p.current),
  refund_days as (
    select r.day >= p_from as current, r.*
    from private.dashboard_refund_days r
    where r.day >= p_previous_from and r.day < p_to),
  refund_sums as (
    select p.current, jsonb_build_object('refunds', coalesce(sum(r.refunds), 0), 'amount', coalesce(sum(r.amount), 0))
      as sums
    from (values (true), (false)) p(current)
    left join refund_days r on r.current = p.current
    group by p.current),
  periods as (
    select o.current, private.dashboard_period_json(o.sums, r.sums) as figures
    from order_sums o join refund_sums r using (current)),
  -- The period's lines: its whole months from the month rows (and their days' deltas not folded yet),
  -- its other days from the day rows; then in one pass, per variant and per TVA rate.
  months as (
    select case when p_from = date_trunc('month', p_from)::date then p_from
                else (date_trunc('month', p_from) + interval '1 month')::date end as first_month,
           date_trunc('month', p_to)::date as end_month),
  line_rows as (
    select m.product_id, m.variant_id, m.tva_rate, m.quantity, m.sales, m.tva, m.refunded_quantity, m.refunded
    from months b, private.dashboard_line_months m
    where m.month >= b.first_month and m.month < b.end_month
    union all
    select l.product_id, l.variant_id, l.tva_rate, l.quantity, l.sales, l.tva, l.refunded_quantity, l.refunded
    from months b, private.dashboard_line_days l
    where l.day >= p_from and l.day < least(b.first_month, p_to)
    union all
    select l.product_id, l.variant_id, l.tva_rate, l.quantity, l.sales, l.tva, l.refunded_quantity, l.refunded
    from months b, private.dashboard_line_days l
    where l.day >= greatest(b.first_month, b.end_month) and l.day < p_to
    union all
    select l.product_id, l.variant_id, l.tva_rate, l.quantity, l.sales, l.tva, l.refunded_quantity, l.refunded
    from months b, private.dashboard_line_days l
    where not l.compacted and l.day >= b.first_month and l.day < b.end_month),
  line_sums as (
    select l.product_id, l.variant_id, l.tva_rate, grouping(l.tva_rate) = 1 as per_variant,
      sum(l.quantity) as sold, sum(l.refunded_quantity) as refunded_quantity, sum(l.sales) as sales,
      sum(l.refunded) as refunded, sum(l.tva) as tva
    from line_rows l
    group by grouping sets ((l.product_id, l.variant_id), (l.tva_rate))),
  lines as (
    select product_id, variant_id, sold, refunded_quantity, sales, refunded
    from line_sums
    where per_variant),
  variants as (
    select l.product_id, l.variant_id, p.title, v.sku, v.options ->> 'size' as size, l.sold, l.refunded_quantity,
      l.sold - l.refunded_quantity as quantity, l.sales - l.refunded as net_sales
    from lines l
    left join public.products p on p.id = l.product_id
    left join public.product_variants v on v.id = l.variant_id
    where l.sold <> 0 or l.refunded_quantity <> 0 or l.sales <> 0 or l.refunded <> 0),
  products as (
    select v.product_id, min(v.title) as title, sum(v.sold) as sold, sum(v.refunded_quantity) as refunded_quantity,
      sum(v.quantity) as quantity, sum(v.net_sales) as net_sales
    from variants v
    group by v.product_id),
  tva as (
    select rate, sum(amount) as amount
    from (
      select l.tva_rate as rate, l.tva as amount
      from line_sums l
      where not l.per_variant
      union all
      select d.shipping_tva_rate, d.shipping_tva
      from order_days d
      where d.current and d.order_status <> 'cancelled') parts
    group by rate
    having sum(amount) <> 0),
  days as (
    select g.day::date as day
    from generate_series(p_from::timestamp, (p_to - 1)::timestamp, interval '1 day') g(day)),
  day_orders as (
    select d.day, sum(d.orders) as orders, sum(d.subtotal - d.discount) as sales
    from order_days d
    where d.current and d.order_status <> 'cancelled'
    group by d.day),
  day_refunds as (
    select r.day, sum(r.amount) as amount
    from refund_days r
    where r.current
    group by r.day),
  per_day as (
    select g.day, coalesce(o.orders, 0) as orders, coalesce(o.sales, 0) - coalesce(r.amount, 0) as net_sales
    from days g
    left join day_orders o on o.day = g.day
    left join day_refunds r on r.day = g.day)
  select (select figures from periods where current)
    || jsonb_build_object(
      'tva_mad', coalesce((select sum(amount) from tva), 0),
      'tva_by_rate', coalesce((select jsonb_agg(jsonb_build_object('rate', rate, 'tva_mad', amount) order by rate) from tva),
        '[]'::jsonb),
      'per_day', (select jsonb_agg(jsonb_build_object('day', day, 'orders', orders, 'net_sales_mad', net_sales)
        order by day) from per_day),
      'top_products', jsonb_build_object(
        'by_net_sales', coalesce((select jsonb_agg(t.entry order by t.n) from (
          select row_number() over (order by net_sales desc, quantity desc, product_id nulls last) as n,
            jsonb_build_object('product_id', product_id, 'title', title, 'quantity', quantity, 'sold', sold,
              'refunded_quantity', refunded_quantity, 'net_sales_mad', net_sales) as entry
          from products order by n limit 10) t), '[]'::jsonb),
        'by_quantity', coalesce((select jsonb_agg(t.entry order by t.n) from (
          select row_number() over (order by quantity desc, net_sales desc, product_id nulls last) as n,
            jsonb_build_object('product_id', product_id, 'title', title, 'quantity', quantity, 'sold', sold,
              'refunded_quantity', refunded_quantity, 'net_sales_mad', net_sales) as entry
          from products order by n limit 10) t), '[]'::jsonb)),
      'top_variants', jsonb_build_object(
        'by_net_sales', coalesce((select jsonb_agg(t.entry order by t.n) from (
          select row_number() over (order by net_sales desc, quantity desc, variant_id nulls last, product_id nulls last) as n,
            jsonb_build_object('product_id', product_id, 'variant_id', variant_id, 'title', title, 'sku', sku,
              'size', size, 'quantity', quantity, 'sold', sold, 'refunded_quantity', refunded_quantity,
              'net_sales_mad', net_sales) as entry
          from variants order by n limit 10) t), '[]'::jsonb),
        'by_quantity', coalesce((select jsonb_agg(t.entry order by t.n) from (
          select row_number() over (order by quantity desc, net_sales desc, variant_id nulls last, product_id nulls last) as n,
            jsonb_build_object('product_id', product_id, 'variant_id', variant_id, 'title', title, 'sku', sku,
              'size', size, 'quantity', quantity, 'sold', sold, 'refunded_quantity', refunded_quantity,
              'net_sales_mad', net_sales) as entry
          from variants order by n limit 10) t), '[]'::jsonb)),
      'previous', (select figures from periods where not current));
$$;

-- What is running out, and who waits for what: the catalogue as it is now.
create function private.dashboard_stock()
returns jsonb
language sql
stable
set search_path = ''
as $$
  with settings as (
    select coalesce((select s.low_stock_threshold from public.shop_settings s limit 1), 3) as threshold),
  waiting as (
    select b.product_id, b.variant_id, count(*) as open_requests, min(b.created_at) as since
    from public.back_in_stock_requests b
    where b.notified_at is null
    group by b.product_id, b.variant_id),
  low_variants as (
    select v.product_id, v.id as variant_id, p.title, v.sku, v.options ->> 'size' as size, v.stock_quantity,
      coalesce((select w.open_requests from waiting w where w.variant_id = v.id), 0) as open_requests
    from public.product_variants v
    join public.products p on p.id = v.product_id
    where v.active and v.stock_quantity is not null and v.stock_quantity <= (select threshold from settings)),
  low_products as (
    select p.id as product_id, p.title, sum(v.stock_quantity) as stock_quantity
    from public.products p
    join public.product_variants v on v.product_id = p.id and v.active
    group by p.id, p.title
    having bool_and(v.stock_quantity is not null) and sum(v.stock_quantity) <= (select threshold from settings))
  select jsonb_build_object(
    'low_stock', jsonb_build_object(
      'threshold', (select threshold from settings),
      'variant_count', (select count(*) from low_variants),
      'sold_out_variants', (select count(*) from low_variants where stock_quantity = 0),
      'variants', coalesce((select jsonb_agg(jsonb_build_object('product_id', product_id, 'variant_id', variant_id,
          'title', title, 'sku', sku, 'size', size, 'stock_quantity', stock_quantity, 'sold_out', stock_quantity = 0,
          'open_requests', open_requests) order by stock_quantity, title collate "C", sku collate "C")
        from (select * from low_variants order by stock_quantity, title collate "C", sku collate "C" limit 100) l), '[]'::jsonb),
      'product_count', (select count(*) from low_products),
      'sold_out_products', (select count(*) from low_products where stock_quantity = 0),
      'products', coalesce((select jsonb_agg(jsonb_build_object('product_id', product_id, 'title', title,
          'stock_quantity', stock_quantity, 'sold_out', stock_quantity = 0) order by stock_quantity, title collate "C", product_id)
        from (select * from low_products order by stock_quantity, title collate "C", product_id limit 100) l), '[]'::jsonb)),
    'back_in_stock', coalesce((select jsonb_agg(jsonb_build_object('product_id', w.product_id,
        'variant_id', w.variant_id, 'title', p.title, 'sku', v.sku, 'size', v.options ->> 'size',
        'stock_quantity', v.stock_quantity, 'open_requests', w.open_requests, 'waiting_since', w.since)
        order by w.open_requests desc, w.since, w.product_id, w.variant_id)
      from (select * from waiting order by open_requests desc, since, product_id, variant_id limit 100) w
      join public.products p on p.id = w.product_id
      left join public.product_variants v on v.id = w.variant_id), '[]'::jsonb));
$$;

-- Orders that wait for the owner, now. Each count reads a partial index.
create function private.dashboard_to_act_on()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'cod_to_confirm', (select count(*) from public.orders o where o.order_status = 'pending' and o.payment_method = 'cod'),
    'to_prepare', (select count(*) from public.orders o where o.order_status in ('confirmed', 'processing')),
    'shipped_undelivered', (select count(*) from public.orders o
      where o.order_status = 'shipped' and o.shipped_at < now() - interval '7 days'),
    'open_returns', (select count(distinct r.order_id) from public.return_requests r
      where r.status in ('requested', 'approved', 'received')));
$$;

create function public.owner_dashboard(p_from timestamptz, p_to timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_time_zone text;
  v_from date;
  v_to date;
  v_days integer;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can read the dashboard', '403');
  end if;
  if p_from is null or p_to is null or p_to <= p_from then
    perform private.order_error('invalid_period', 'a period needs a start before its end', '422');
  end if;
  v_time_zone := private.shop_time_zone();
  v_from := (p_from at time zone v_time_zone)::date;
  v_to := ((p_to - interval '1 microsecond') at time zone v_time_zone)::date + 1;
  v_days := v_to - v_from;
  if v_days > 3700 then
    perform private.order_error('invalid_period', 'a period is at most ten years', '422');
  end if;

  perform private.compact_dashboard_rollups();
  return jsonb_build_object(
      'time_zone', v_time_zone,
      'from', v_from,
      'to', v_to,
      'days', v_days,
      'previous_from', v_from - v_days,
      'previous_to', v_from)
    || private.dashboard_figures(v_from - v_days, v_from, v_to)
    || private.dashboard_stock()
    || jsonb_build_object('to_act_on', private.dashboard_to_act_on());
end;
$$;

comment on function public.owner_dashboard(timestamptz, timestamptz) is
  'Shop owner only: every figure of the shop-days from p_from to p_to (widened to whole days in '
  'shop_settings.time_zone) and of the period of equal length before, as one object; see '
  'docs/owner-dashboard.md. Call with POST (it folds the rollups'' new rows first).';

revoke execute on function public.owner_dashboard(timestamptz, timestamptz) from public, anon;
grant execute on function public.owner_dashboard(timestamptz, timestamptz) to authenticated;

-- The orders already here.
select private.rebuild_dashboard_rollups();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
