-- Money back. The owner refunds an order in full or in part from the owner screen (the refund-order
-- function), and a refund made in PayPal's own dashboard is recorded from PayPal's webhook. Either way
-- the refund is a row of `refunds`, its pieces rows of `refund_items`, and the database keeps the rules:
--
--   * what an order was paid is recorded when it is paid: paid_amount in paid_currency (PayPal: the
--     capture, in EUR or USD; cash on delivery: the total in MAD, when the order is delivered);
--   * refunds never add up to more than that, nor to more than the order's MAD total: each refund adds
--     itself to orders.refunded_amount / refunded_mad under the order's row lock and a check
--     constraint holds the sums, so two owners clicking at once, a retry and a webhook cannot pass it;
--   * a line's refunded pieces never outnumber the pieces bought (order_items.refunded_quantity);
--   * a refund moves pending -> succeeded | failed only, once. Success puts the pieces marked "put back
--     in stock" back on their variant's shelf (once: the move is that one guarded update), sets the
--     payment status (partially_refunded, refunded), writes the timeline and queues one "refund issued"
--     mail. Failure gives the amount and the pieces back to what can still be refunded.
--
-- Amounts: a line's pieces are worth what the customer paid for them, the line's total less its share
-- of the order's discount; k of a line's n pieces are refunded at the rounding of the cumulative share
-- (the last piece takes what is left), so refunding a line piece by piece adds up to the line exactly.
-- The amount in the paid currency is also cumulative: after a refund the order has given back
-- round(paid_amount * refunded_mad / total) (paid_amount itself once the whole total is refunded), so
-- a run of partial refunds ends on exactly what was taken, whatever the rounding of each.
--
-- Only the service role writes (create_refund, settle_refund, record_paypal_refund); the refund-order
-- function calls them after checking that the caller is the shop owner. The owner reads every refund;
-- a customer reads those of their own orders; a guest sees them through get_order.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- What the order was paid, and what has gone back --------------------------------------------------------

alter table public.orders drop constraint orders_payment_status_valid;
alter table public.orders add constraint orders_payment_status_valid
  check (payment_status in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded'));

alter table public.orders
  add column paid_amount numeric(10, 2),
  add column paid_currency text,
  add column paypal_capture_id text,
  add column refunded_mad numeric(10, 2) not null default 0,
  add column refunded_amount numeric(10, 2) not null default 0,
  add constraint orders_paid_currency_valid check (paid_currency in ('MAD', 'EUR', 'USD')),
  add constraint orders_paid_amount_has_currency check ((paid_amount is null) = (paid_currency is null)),
  add constraint orders_paid_amount_non_negative check (paid_amount >= 0),
  add constraint orders_refunds_within_payment check (
    refunded_mad >= 0 and refunded_amount >= 0
    and refunded_mad <= total and refunded_amount <= coalesce(paid_amount, 0)),
  add constraint orders_paypal_capture_id_unique unique (paypal_capture_id);

comment on column public.orders.paid_amount is
  'What the customer paid, in paid_currency: the PayPal capture, or the cash a courier collected (the MAD total). '
  'Null while nothing is paid. Refunds never add up to more.';
comment on column public.orders.paid_currency is 'The currency of paid_amount: EUR or USD for PayPal, MAD for cash.';
comment on column public.orders.paypal_capture_id is 'PayPal''s capture of the payment, which refunds go against.';
comment on column public.orders.refunded_mad is 'MAD given back or being given back (refunds pending or succeeded).';
comment on column public.orders.refunded_amount is 'The same in paid_currency.';

-- What PayPal charges for a MAD total: rules/money.ts paypalCharge (EUR = MAD / 11, USD = MAD / 10,
-- a MAD shopper pays in EUR; half-up to the cent). For orders paid before this migration, whose capture
-- was checked against exactly that; tests/backend/refunds-sql.test.ts holds the two equal.
create function private.paypal_charge_of(p_total numeric, p_currency text)
returns table (amount numeric, currency text)
language sql
immutable
set search_path = ''
as $$
  select round(p_total / case when p_currency = 'USD' then 10 else 11 end, 2),
         case when p_currency = 'USD' then 'USD' else 'EUR' end;
$$;

update public.orders set (paid_amount, paid_currency) = (select c.amount, c.currency from private.paypal_charge_of(total, currency) c)
where payment_method = 'paypal' and payment_status = 'paid';

-- Cash on delivery is paid at the door: a delivered order's courier has collected the total.
update public.orders set payment_status = 'paid', paid_amount = total, paid_currency = 'MAD'
where payment_method = 'cod' and order_status = 'delivered' and payment_status = 'pending';

create function private.orders_cod_paid_on_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_method = 'cod' and new.order_status = 'delivered' and old.order_status <> 'delivered'
     and new.payment_status = 'pending' then
    new.payment_status := 'paid';
    new.paid_amount := new.total;
    new.paid_currency := 'MAD';
  end if;
  return new;
end;
$$;

create trigger orders_cod_paid_on_delivery
  before update of order_status on public.orders
  for each row execute function private.orders_cod_paid_on_delivery();

-- record_payment records what was taken and PayPal's capture id, which a refund needs.
drop function public.record_payment(uuid, text);

create function public.record_payment(p_order_id uuid, p_outcome text, p_capture_id text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_action text := 'none';
  v_paid_amount numeric;
  v_paid_currency text;
begin
  if p_outcome is null or p_outcome not in ('paid', 'failed') then
    perform private.order_error('invalid_outcome', 'outcome must be paid or failed', '400');
  end if;
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;
  select c.amount, c.currency into v_paid_amount, v_paid_currency
  from private.paypal_charge_of(v_order.total, v_order.currency) c;

  if v_order.payment_status <> 'pending' then
    v_action := 'none';
  elsif p_outcome = 'failed' then
    update public.orders set
      payment_status = 'failed',
      order_status = case when order_status = 'pending' then 'cancelled' else order_status end,
      cancel_reason = case when order_status = 'pending' then 'payment failed' else cancel_reason end
    where id = p_order_id;
    v_action := 'failed';
  elsif v_order.order_status = 'cancelled' then
    -- Only an order the sweep cancelled comes back; one the owner or a failure cancelled stays so.
    if v_order.cancel_reason = 'payment not completed' and v_order.stock_released_at is not null
       and private.retake_order_stock(p_order_id) then
      perform set_config('zellij.reopen_order', p_order_id::text, true);
      perform set_config('zellij.order_event_note', 'Paid after the hold ended; the pieces were still here', true);
      update public.orders set
        payment_status = 'paid', order_status = 'confirmed', stock_released_at = null, cancel_reason = null,
        paid_amount = v_paid_amount, paid_currency = v_paid_currency, paypal_capture_id = p_capture_id
      where id = p_order_id;
      perform set_config('zellij.reopen_order', '', true);
      perform set_config('zellij.order_event_note', '', true);
      v_action := 'reheld';
    else
      v_action := 'refund';
    end if;
  else
    update public.orders set
      payment_status = 'paid',
      order_status = case when order_status = 'pending' then 'confirmed' else order_status end,
      paid_amount = v_paid_amount, paid_currency = v_paid_currency, paypal_capture_id = p_capture_id
    where id = p_order_id;
    v_action := 'paid';
  end if;

  select * into v_order from public.orders where id = p_order_id;
  return json_build_object(
    'payment_status', v_order.payment_status, 'order_status', v_order.order_status, 'action', v_action);
end;
$$;

comment on function public.record_payment(uuid, text, text) is
  'Applies a PayPal outcome (paid | failed) to an order atomically, recording the capture a refund goes '
  'against; see the stock_holds migration for the actions. Service role only.';

revoke execute on function public.record_payment(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_payment(uuid, text, text) to service_role;

-- Lines: what has been refunded, and what has gone back to the shelf ---------------------------------

alter table public.order_items
  add column refunded_quantity integer not null default 0,
  add column restocked_quantity integer not null default 0,
  add constraint order_items_refunded_within_bought check (refunded_quantity between 0 and quantity),
  add constraint order_items_restocked_within_refunded check (restocked_quantity between 0 and refunded_quantity);

comment on column public.order_items.refunded_quantity is 'Pieces of the line refunded or being refunded.';
comment on column public.order_items.restocked_quantity is
  'Pieces of the line a refund put back on the shelf; a cancelled order returns only the others.';

-- An order holds only the pieces no refund has put back already, so cancelling an order after a
-- refund with restock returns each piece once.
create or replace function private.order_held_quantities(p_order_id uuid)
returns table (variant_id uuid, quantity integer)
language sql
stable
set search_path = ''
as $$
  select i.variant_id, sum(i.quantity - i.restocked_quantity)::int
  from public.order_items i
  where i.order_id = p_order_id and i.variant_id is not null
  group by i.variant_id
  having sum(i.quantity - i.restocked_quantity) > 0;
$$;

-- Refunds ----------------------------------------------------------------------------------------------

create table public.refunds (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  source text not null default 'owner',
  provider text not null,
  provider_refund_id text,
  status text not null default 'pending',
  amount_mad numeric(10, 2) not null,
  amount numeric(10, 2) not null,
  currency text not null,
  shipping_mad numeric(10, 2) not null default 0,
  reason text not null,
  failure_reason text,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  -- The received return this refund pays back (its foreign key comes with the returns migration).
  return_id uuid,
  constraint refunds_source_valid check (source in ('owner', 'paypal_dashboard')),
  constraint refunds_provider_valid check (provider in ('paypal', 'manual')),
  constraint refunds_status_valid check (status in ('pending', 'succeeded', 'failed')),
  constraint refunds_currency_valid check (currency in ('MAD', 'EUR', 'USD')),
  constraint refunds_amounts_positive check (amount_mad > 0 and amount > 0 and shipping_mad >= 0),
  constraint refunds_shipping_within_amount check (shipping_mad <= amount_mad),
  constraint refunds_reason_not_blank check (btrim(reason) <> ''),
  constraint refunds_settled_when_final check ((status = 'pending') = (settled_at is null)),
  constraint refunds_failure_has_reason check (status <> 'failed' or btrim(coalesce(failure_reason, '')) <> ''),
  -- A webhook repeating a refund (ours, or one made in PayPal's dashboard) finds it by this id.
  constraint refunds_provider_refund_id_unique unique (provider_refund_id)
);

comment on table public.refunds is
  'Money given back on an order: by the owner (refund-order) or in PayPal''s dashboard (its webhook). '
  'Written only by create_refund, settle_refund and record_paypal_refund (service role).';
comment on column public.refunds.source is 'owner: from the owner screen; paypal_dashboard: made in PayPal and learnt from its webhook.';
comment on column public.refunds.provider is 'paypal: through PayPal''s refund API; manual: cash handed back for a cash-on-delivery order.';
comment on column public.refunds.provider_refund_id is 'PayPal''s refund id (null for manual refunds, and until PayPal answers).';
comment on column public.refunds.status is 'pending -> succeeded | failed, once. Pending and succeeded refunds count against what can be refunded.';
comment on column public.refunds.amount_mad is 'The refund in MAD (lines, shipping, or a free amount).';
comment on column public.refunds.amount is 'The refund in the currency the order was paid in (refunds.currency = orders.paid_currency).';
comment on column public.refunds.shipping_mad is 'The part of amount_mad that gives back the order''s shipping.';
comment on column public.refunds.reason is 'Why, in the owner''s words; the customer sees it on the order page and in the mail.';
comment on column public.refunds.return_id is 'The received return this refund pays back; its success marks the return refunded.';
comment on column public.refunds.created_by is 'The owner who made it; null for a refund made in PayPal''s dashboard.';

create index refunds_order_id_idx on public.refunds (order_id, created_at);

create table public.refund_items (
  refund_id uuid not null references public.refunds (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  quantity integer not null,
  restock boolean not null default false,
  amount_mad numeric(10, 2) not null,
  primary key (refund_id, order_item_id),
  constraint refund_items_quantity_positive check (quantity >= 1),
  constraint refund_items_amount_non_negative check (amount_mad >= 0)
);

comment on table public.refund_items is
  'The pieces a refund gives back, per order line: how many, what they were worth, and whether they go back in stock.';
comment on column public.refund_items.restock is 'Put back in stock: the variant gets the pieces back when the refund succeeds.';

create index refund_items_order_item_id_idx on public.refund_items (order_item_id);

alter table public.refunds enable row level security;
alter table public.refund_items enable row level security;

revoke all on table public.refunds from public, anon, authenticated;
revoke all on table public.refund_items from public, anon, authenticated;
grant select on table public.refunds to authenticated;
grant select on table public.refund_items to authenticated;
grant select, insert, update, delete on table public.refunds to service_role;
grant select, insert, update, delete on table public.refund_items to service_role;

create policy refunds_shop_owner_reads on public.refunds
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy refunds_order_owner_reads on public.refunds
  for select to authenticated
  using (exists (
    select 1 from public.orders o where o.id = refunds.order_id and o.user_id = (select auth.uid())));

create policy refund_items_shop_owner_reads on public.refund_items
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy refund_items_order_owner_reads on public.refund_items
  for select to authenticated
  using (exists (
    select 1 from public.refunds r join public.orders o on o.id = r.order_id
    where r.id = refund_items.refund_id and o.user_id = (select auth.uid())));

-- A refund's status moves once, forward; its amounts and lines are what was agreed and never change.
create function private.refunds_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status <> 'pending' and new.status is distinct from old.status then
    perform private.order_error('refund_settled',
      format('this refund is already %s and cannot become %s', old.status, new.status), '409');
  end if;
  if (new.order_id, new.amount_mad, new.amount, new.currency, new.shipping_mad, new.provider, new.source)
     is distinct from (old.order_id, old.amount_mad, old.amount, old.currency, old.shipping_mad, old.provider, old.source) then
    perform private.order_error('refund_immutable', 'a refund''s order, amounts and provider cannot change', '409');
  end if;
  return new;
end;
$$;

create trigger refunds_guard
  before update on public.refunds
  for each row execute function private.refunds_guard();

-- The timeline: refunds are events of the order too ------------------------------------------------------

alter table public.order_events
  add column kind text not null default 'status',
  add constraint order_events_kind_valid check (kind in ('status', 'refund'));

comment on column public.order_events.kind is
  'status: the order moved to to_status; refund: money went back (to_status is the order''s status then, note is the refund''s reason).';

drop function public.get_order_events(uuid);

create function public.get_order_events(p_order_id uuid)
returns table (at timestamptz, kind text, from_status text, to_status text, note text)
language sql
stable
security definer
set search_path = ''
as $$
  select e.at, e.kind, e.from_status, e.to_status, e.note
  from public.order_events e
  join public.orders o on o.id = e.order_id
  where e.order_id = p_order_id
    -- A return's moves are shown in the order page's own returns section (returns migration).
    and e.kind <> 'return'
    and (o.user_id is null or o.user_id = auth.uid() or public.is_shop_owner())
  order by e.at, e.id;
$$;

comment on function public.get_order_events(uuid) is
  'The timeline of an order the caller may read (as get_order): status moves and refunds.';

revoke execute on function public.get_order_events(uuid) from public;
grant execute on function public.get_order_events(uuid) to anon, authenticated, service_role;

-- The order as its pages read it: with its refunds (not the failed ones), and without PayPal's handles.
create or replace function private.order_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(o) - 'idempotency_key' - 'paypal_order_id' - 'paypal_capture_id' - 'idempotency_caller'
      - 'idempotency_request_hash'
    || jsonb_build_object(
      'items', coalesce((
        select jsonb_agg(to_jsonb(i) order by i.created_at, i.id)
        from public.order_items i
        where i.order_id = o.id
      ), '[]'::jsonb),
      'refunds', coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', r.id, 'status', r.status, 'amount_mad', r.amount_mad, 'amount', r.amount,
          'currency', r.currency, 'shipping_mad', r.shipping_mad, 'reason', r.reason,
          'created_at', r.created_at, 'settled_at', r.settled_at,
          'lines', coalesce((
            select jsonb_agg(jsonb_build_object(
              'order_item_id', ri.order_item_id, 'quantity', ri.quantity, 'amount_mad', ri.amount_mad)
              order by i.created_at, i.id)
            from public.refund_items ri join public.order_items i on i.id = ri.order_item_id
            where ri.refund_id = r.id), '[]'::jsonb)
        ) order by r.created_at, r.id)
        from public.refunds r
        where r.order_id = o.id and r.status <> 'failed'
      ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

-- Making a refund -------------------------------------------------------------------------------------

-- What a caller wrote, read safely: a bad id or count is a 4xx with words, never a cast error (500).
-- The uuid written, or null when it is not one.
create function private.uuid_or_null(p_text text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case when p_text ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
              then p_text::uuid end;
$$;

-- A number of pieces written: a whole number from 1 to 999999, or null.
create function private.piece_count(p_value jsonb)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'number' and (p_value #>> '{}') ~ '^[0-9]{1,6}$'
                   and (p_value #>> '{}')::integer >= 1
              then (p_value #>> '{}')::integer end;
$$;

-- What k more pieces of a line are worth after r were refunded: the cumulative share of what the line
-- was paid (its total less its discount), so the pieces of a line add up to it exactly.
create function private.line_refund_value(p_item public.order_items, p_quantity integer)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round((p_item.total_price - p_item.discount) * (p_item.refunded_quantity + p_quantity) / p_item.quantity, 2)
       - round((p_item.total_price - p_item.discount) * p_item.refunded_quantity / p_item.quantity, 2);
$$;

-- The paid-currency amount of a MAD refund, cumulatively (see the top of this migration).
create function private.refund_in_paid_currency(p_order public.orders, p_amount_mad numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_order.refunded_mad + p_amount_mad >= p_order.total then p_order.paid_amount
              else round(p_order.paid_amount * (p_order.refunded_mad + p_amount_mad) / p_order.total, 2) end
       - p_order.refunded_amount;
$$;

-- The orders row locked for a refund, or the error that says why it cannot be refunded.
create function private.lock_order_for_refund(p_order_id uuid)
returns public.orders
language plpgsql
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;
  if v_order.paid_amount is null or v_order.payment_status not in ('paid', 'partially_refunded', 'refunded') then
    perform private.order_error('not_paid',
      format('order %s has not been paid, so there is nothing to refund', v_order.order_number), '409');
  end if;
  if v_order.refunded_mad >= v_order.total then
    perform private.order_error('fully_refunded',
      format('order %s has been refunded in full already', v_order.order_number), '409');
  end if;
  return v_order;
end;
$$;

-- The owner's refund, recorded as pending (a manual one succeeds at once). p_refund:
--   {order_id, lines: [{order_item_id, quantity, restock}], shipping: bool, amount_mad?: number,
--    reason: text, created_by: uuid, return_id?: uuid (a received return it pays back)}
-- amount_mad, when given, is the amount to give back (at most what is left); else the lines' worth plus
-- the shipping. Answers the refund with what the caller needs to carry it out:
--   {refund: {...}, order_number, payment_method, paypal_capture_id, paypal_order_id}
create function public.create_refund(p_refund jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_item public.order_items;
  v_line jsonb;
  v_lines jsonb := coalesce(p_refund -> 'lines', '[]'::jsonb);
  v_pieces jsonb := '[]'::jsonb;
  v_quantity integer;
  v_value numeric;
  v_lines_mad numeric := 0;
  v_shipping_mad numeric := 0;
  v_amount_mad numeric;
  v_amount numeric;
  v_reason text := btrim(coalesce(p_refund ->> 'reason', ''));
  v_refund public.refunds;
  v_left numeric;
begin
  if jsonb_typeof(p_refund) is distinct from 'object' or jsonb_typeof(v_lines) <> 'array'
     or private.uuid_or_null(p_refund ->> 'order_id') is null then
    perform private.order_error('invalid_refund', 'a refund names an order and a list of lines', '400');
  end if;
  v_order := private.lock_order_for_refund(private.uuid_or_null(p_refund ->> 'order_id'));
  if v_reason = '' then
    perform private.order_error('reason_required', 'say why the money goes back: the customer reads it', '422');
  end if;
  v_left := v_order.total - v_order.refunded_mad;

  -- The pieces, checked against what was bought and what earlier refunds took.
  for v_line in select value from jsonb_array_elements(v_lines) loop
    v_quantity := private.piece_count(v_line -> 'quantity');
    if v_quantity is null then
      perform private.order_error('invalid_quantity', 'each line is refunded a whole number of pieces, 1 or more', '422');
    end if;
    select * into v_item from public.order_items
    where id = private.uuid_or_null(v_line ->> 'order_item_id') and order_id = v_order.id
    for update;
    if not found then
      perform private.order_error('unknown_line', format('order %s has no such line', v_order.order_number), '422');
    end if;
    if v_pieces @> jsonb_build_array(jsonb_build_object('order_item_id', v_item.id)) then
      perform private.order_error('duplicate_line', format('%s is named twice', v_item.product_title), '422');
    end if;
    if v_item.refunded_quantity + v_quantity > v_item.quantity then
      perform private.order_error('quantity_exceeds_bought',
        format('%s: %s bought and %s refunded already, so at most %s more can be refunded',
          v_item.product_title, v_item.quantity, v_item.refunded_quantity, v_item.quantity - v_item.refunded_quantity),
        '409', jsonb_build_object('order_item_id', v_item.id, 'refundable', v_item.quantity - v_item.refunded_quantity));
    end if;
    v_value := private.line_refund_value(v_item, v_quantity);
    v_pieces := v_pieces || jsonb_build_array(jsonb_build_object(
      'order_item_id', v_item.id, 'quantity', v_quantity, 'amount_mad', v_value,
      'restock', coalesce(v_line ->> 'restock', 'false') = 'true'));
    v_lines_mad := v_lines_mad + v_value;
  end loop;

  if coalesce(p_refund ->> 'shipping', 'false') = 'true' then
    if v_order.shipping = 0 then
      perform private.order_error('no_shipping', format('order %s was shipped free', v_order.order_number), '422');
    end if;
    if exists (select 1 from public.refunds where order_id = v_order.id and status <> 'failed' and shipping_mad > 0) then
      perform private.order_error('shipping_refunded',
        format('the shipping of order %s has been refunded already', v_order.order_number), '409');
    end if;
    v_shipping_mad := v_order.shipping;
  end if;

  if jsonb_typeof(p_refund -> 'amount_mad') is distinct from 'null' and p_refund ? 'amount_mad' then
    if jsonb_typeof(p_refund -> 'amount_mad') <> 'number' or (p_refund ->> 'amount_mad')::numeric <= 0
       or (p_refund ->> 'amount_mad')::numeric <> round((p_refund ->> 'amount_mad')::numeric, 2) then
      perform private.order_error('invalid_amount', 'the amount is a number of dirhams above 0, with at most two decimals', '422');
    end if;
    v_amount_mad := (p_refund ->> 'amount_mad')::numeric;
  else
    v_amount_mad := v_lines_mad + v_shipping_mad;
  end if;
  if v_amount_mad <= 0 then
    perform private.order_error('nothing_to_refund', 'choose lines, the shipping or an amount to refund', '422');
  end if;
  if v_amount_mad > v_left then
    perform private.order_error('refund_exceeds_remaining',
      format('order %s can be refunded at most %s MAD more (%s MAD of %s MAD refunded already)',
        v_order.order_number, v_left, v_order.refunded_mad, v_order.total),
      '409', jsonb_build_object('refundable_mad', v_left));
  end if;
  v_amount := private.refund_in_paid_currency(v_order, v_amount_mad);
  if v_amount <= 0 then
    perform private.order_error('refund_too_small',
      format('%s MAD is less than a cent in %s, the currency order %s was paid in',
        v_amount_mad, v_order.paid_currency, v_order.order_number), '422');
  end if;

  if coalesce(p_refund ->> 'return_id', '') <> '' and private.uuid_or_null(p_refund ->> 'return_id') is null then
    perform private.order_error('invalid_refund', 'return_id must be a return''s id', '400');
  end if;
  insert into public.refunds (order_id, provider, amount_mad, amount, currency, shipping_mad, reason, created_by,
    return_id)
  values (v_order.id, case v_order.payment_method when 'paypal' then 'paypal' else 'manual' end,
    v_amount_mad, v_amount, v_order.paid_currency, least(v_shipping_mad, v_amount_mad), v_reason,
    nullif(p_refund ->> 'created_by', '')::uuid, private.uuid_or_null(p_refund ->> 'return_id'))
  returning * into v_refund;
  insert into public.refund_items (refund_id, order_item_id, quantity, restock, amount_mad)
  select v_refund.id, (p ->> 'order_item_id')::uuid, (p ->> 'quantity')::integer, (p ->> 'restock')::boolean,
    (p ->> 'amount_mad')::numeric
  from jsonb_array_elements(v_pieces) p;
  update public.order_items i set refunded_quantity = i.refunded_quantity + (p ->> 'quantity')::integer
  from jsonb_array_elements(v_pieces) p where i.id = (p ->> 'order_item_id')::uuid;
  update public.orders set refunded_mad = refunded_mad + v_amount_mad, refunded_amount = refunded_amount + v_amount
  where id = v_order.id;

  if v_refund.provider = 'manual' then
    perform public.settle_refund(v_refund.id, 'succeeded');
    select * into v_refund from public.refunds where id = v_refund.id;
  end if;

  return jsonb_build_object(
    'refund', to_jsonb(v_refund),
    'order_number', v_order.order_number,
    'payment_method', v_order.payment_method,
    'paypal_capture_id', v_order.paypal_capture_id,
    'paypal_order_id', v_order.paypal_order_id);
end;
$$;

comment on function public.create_refund(jsonb) is
  'Records the owner''s refund (pending; manual ones succeed at once) under the order''s lock, within what '
  'was paid and bought. Service role only: refund-order calls it for the shop owner.';

-- Ends a pending refund. succeeded: the marked pieces go back in stock, the payment status follows,
-- the timeline and the customer's mail are written. failed: what it held can be refunded again.
-- A refund already settled is answered as it is (a webhook and the API's answer may both report it).
create function public.settle_refund(
  p_refund_id uuid,
  p_status text,
  p_provider_refund_id text default null,
  p_failure_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
  v_order public.orders;
  v_succeeded numeric;
begin
  if p_status is null or p_status not in ('succeeded', 'failed') then
    perform private.order_error('invalid_status', 'a refund settles as succeeded or failed', '400');
  end if;
  select o.* into v_order from public.orders o join public.refunds r on r.order_id = o.id
  where r.id = p_refund_id for update of o;
  if not found then
    perform private.order_error('unknown_refund', 'there is no such refund', '404');
  end if;
  select * into v_refund from public.refunds where id = p_refund_id for update;
  if v_refund.status <> 'pending' then
    return to_jsonb(v_refund);
  end if;

  update public.refunds set
    status = p_status,
    provider_refund_id = coalesce(p_provider_refund_id, provider_refund_id),
    failure_reason = case when p_status = 'failed' then coalesce(nullif(btrim(p_failure_reason), ''), 'the refund did not go through') end,
    settled_at = clock_timestamp()
  where id = p_refund_id
  returning * into v_refund;

  if p_status = 'failed' then
    update public.order_items i set refunded_quantity = i.refunded_quantity - ri.quantity
    from public.refund_items ri where ri.refund_id = p_refund_id and i.id = ri.order_item_id;
    update public.orders set refunded_mad = refunded_mad - v_refund.amount_mad, refunded_amount = refunded_amount - v_refund.amount
    where id = v_order.id;
    return to_jsonb(v_refund);
  end if;

  -- The pieces marked for the shelf go back, once: this update runs only on the move out of pending.
  perform private.lock_variants(array(
    select i.variant_id from public.refund_items ri join public.order_items i on i.id = ri.order_item_id
    where ri.refund_id = p_refund_id and ri.restock and i.variant_id is not null));
  update public.order_items i set restocked_quantity = i.restocked_quantity + ri.quantity
  from public.refund_items ri where ri.refund_id = p_refund_id and ri.restock and i.id = ri.order_item_id;
  -- An order whose stock already went back (cancelled) returns nothing more.
  if v_order.stock_released_at is null then
    update public.product_variants v set stock_quantity = v.stock_quantity + r.quantity
    from (
      select i.variant_id, sum(ri.quantity)::int as quantity
      from public.refund_items ri join public.order_items i on i.id = ri.order_item_id
      where ri.refund_id = p_refund_id and ri.restock and i.variant_id is not null
      group by i.variant_id
    ) r
    where v.id = r.variant_id and v.stock_quantity is not null;
  end if;

  select coalesce(sum(amount), 0) into v_succeeded from public.refunds
  where order_id = v_order.id and status = 'succeeded';
  update public.orders set payment_status = case when v_succeeded >= paid_amount then 'refunded' else 'partially_refunded' end
  where id = v_order.id;

  insert into public.order_events (order_id, actor_id, kind, from_status, to_status, note)
  values (v_order.id, v_refund.created_by, 'refund', v_order.order_status, v_order.order_status,
    v_refund.reason);

  insert into public.mail_outbox (kind, recipient, payload, order_id)
  select 'refund_issued', p ->> 'customer_email',
    p || jsonb_build_object('refund', jsonb_build_object(
      'id', v_refund.id, 'amount_mad', v_refund.amount_mad, 'amount', v_refund.amount,
      'currency', v_refund.currency, 'reason', v_refund.reason, 'provider', v_refund.provider,
      'lines', coalesce((
        select jsonb_agg(jsonb_build_object('title', i.product_title, 'size', i.variant_info ->> 'size',
          'quantity', ri.quantity, 'amount_mad', ri.amount_mad) order by i.created_at, i.id)
        from public.refund_items ri join public.order_items i on i.id = ri.order_item_id
        where ri.refund_id = v_refund.id), '[]'::jsonb))),
    v_order.id
  from private.order_mail_payload(v_order.id) p;

  return to_jsonb(v_refund);
end;
$$;

comment on function public.settle_refund(uuid, text, text, text) is
  'Ends a pending refund as succeeded (restock, payment status, timeline, mail) or failed (its amount and '
  'pieces can be refunded again); a settled one is answered unchanged. Service role only.';

-- A refund PayPal tells us about (PAYMENT.CAPTURE.REFUNDED, or the answer to a refund we asked for):
--   {refund_id, capture_id, custom_id?, status: COMPLETED | PENDING | FAILED | CANCELLED,
--    amount: {currency_code, value}}
-- Ours (custom_id is our refund id, or PayPal's id is recorded) is settled; one made in PayPal's dashboard
-- is recorded once (PayPal's refund id is unique here) against the order of its capture. Answers
-- {handled: 'ours' | 'dashboard' | 'unknown_capture' | 'flagged', refund?}.
create function public.record_paypal_refund(p_event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_refund public.refunds;
  v_order public.orders;
  v_status text := case p_event ->> 'status' when 'COMPLETED' then 'succeeded'
                                             when 'FAILED' then 'failed' when 'CANCELLED' then 'failed' end;
  v_amount numeric;
  v_amount_mad numeric;
  v_reason text;
begin
  if coalesce(p_event ->> 'refund_id', '') = '' then
    perform private.order_error('invalid_event', 'a PayPal refund has an id', '400');
  end if;
  select * into v_refund from public.refunds where provider_refund_id = p_event ->> 'refund_id';
  if not found then
    select * into v_refund from public.refunds
    where id = private.uuid_or_null(p_event ->> 'custom_id') and provider = 'paypal'
      and (provider_refund_id is null or provider_refund_id = p_event ->> 'refund_id');
  end if;
  if v_refund.id is not null then
    if v_status is null then
      update public.refunds set provider_refund_id = p_event ->> 'refund_id'
      where id = v_refund.id and provider_refund_id is null;
      select * into v_refund from public.refunds where id = v_refund.id;
      return jsonb_build_object('handled', 'ours', 'refund', to_jsonb(v_refund));
    end if;
    return jsonb_build_object('handled', 'ours',
      'refund', public.settle_refund(v_refund.id, v_status, p_event ->> 'refund_id',
        case when v_status = 'failed' then 'PayPal reports the refund ' || lower(p_event ->> 'status') end));
  end if;

  select * into v_order from public.orders where paypal_capture_id = p_event ->> 'capture_id' for update;
  if not found then
    return jsonb_build_object('handled', 'unknown_capture');
  end if;
  -- Made in PayPal's dashboard: only a completed one moved money worth recording.
  if v_status is distinct from 'succeeded' then
    return jsonb_build_object('handled', 'dashboard');
  end if;
  v_amount := (p_event -> 'amount' ->> 'value')::numeric;
  if p_event -> 'amount' ->> 'currency_code' is distinct from v_order.paid_currency
     or v_order.refunded_amount + v_amount > v_order.paid_amount then
    v_reason := format('PayPal reports a refund of %s %s made outside the shop, which does not fit what order %s can still give back (%s %s); check it in PayPal',
      p_event -> 'amount' ->> 'value', p_event -> 'amount' ->> 'currency_code', v_order.order_number,
      v_order.paid_amount - v_order.refunded_amount, v_order.paid_currency);
    insert into public.order_payment_flags (order_id, reason, source, paypal_capture_id, expected, received)
    values (v_order.id, v_reason, 'webhook', p_event ->> 'capture_id',
      jsonb_build_object('currency_code', v_order.paid_currency, 'value', (v_order.paid_amount - v_order.refunded_amount)::text),
      p_event -> 'amount')
    on conflict (order_id, reason) do nothing;
    return jsonb_build_object('handled', 'flagged');
  end if;
  v_amount_mad := case when v_order.refunded_amount + v_amount >= v_order.paid_amount then v_order.total
                       else round(v_order.total * (v_order.refunded_amount + v_amount) / v_order.paid_amount, 2) end
                  - v_order.refunded_mad;
  insert into public.refunds (order_id, source, provider, provider_refund_id, amount_mad, amount, currency, reason)
  values (v_order.id, 'paypal_dashboard', 'paypal', p_event ->> 'refund_id', greatest(v_amount_mad, 0.01),
    v_amount, v_order.paid_currency, 'Refunded in PayPal')
  returning * into v_refund;
  update public.orders set refunded_mad = least(total, refunded_mad + v_refund.amount_mad), refunded_amount = refunded_amount + v_amount
  where id = v_order.id;
  return jsonb_build_object('handled', 'dashboard', 'refund', public.settle_refund(v_refund.id, 'succeeded'));
end;
$$;

comment on function public.record_paypal_refund(jsonb) is
  'Records what PayPal says of a refund: settles ours, or records one made in PayPal''s dashboard once. '
  'Service role only (paypal-webhook, refund-order).';

revoke execute on function public.create_refund(jsonb) from public, anon, authenticated;
revoke execute on function public.settle_refund(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.record_paypal_refund(jsonb) from public, anon, authenticated;
grant execute on function public.create_refund(jsonb) to service_role;
grant execute on function public.settle_refund(uuid, text, text, text) to service_role;
grant execute on function public.record_paypal_refund(jsonb) to service_role;

-- The "refund issued" mail -------------------------------------------------------------------------------

alter table public.mail_outbox drop constraint mail_outbox_kind_valid;
alter table public.mail_outbox add constraint mail_outbox_kind_valid check (kind in (
  'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued'));

alter table public.mail_texts drop constraint mail_texts_kind_valid;
alter table public.mail_texts add constraint mail_texts_kind_valid check (kind in (
  'common', 'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued'));

-- Rows as 20261126001010_mail_texts.sql seeds them; the Deno tests of send-mail read this list too.
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "refund_issued", "part": "subject", "en": "A refund for your Zellij order {orderNumber}", "fr": "Un remboursement pour votre commande Zellij {orderNumber}", "ar": "استرداد مبلغ لطلبك من Zellij رقم {orderNumber}"},
  {"kind": "refund_issued", "part": "heading", "en": "We have refunded {amount}", "fr": "Nous vous avons remboursé {amount}", "ar": "أعدنا إليك {amount}"},
  {"kind": "refund_issued", "part": "body", "en": "Hello {name}, we have refunded {amount} for your order {orderNumber}.", "fr": "Bonjour {name}, nous vous avons remboursé {amount} pour votre commande {orderNumber}.", "ar": "مرحبًا {name}، أعدنا إليك {amount} عن طلبك رقم {orderNumber}."},
  {"kind": "refund_issued", "part": "reason", "en": "Reason: {reason}", "fr": "Motif\u00a0: {reason}", "ar": "السبب: {reason}"},
  {"kind": "refund_issued", "part": "paypal", "en": "The money goes back to the PayPal account or card you paid with; PayPal usually shows it within a few days.", "fr": "La somme revient sur le compte PayPal ou la carte avec lesquels vous avez payé\u00a0; PayPal l’affiche en général sous quelques jours.", "ar": "يعود المبلغ إلى حساب PayPal أو البطاقة التي دفعت بها، ويظهر عادةً في PayPal خلال بضعة أيام."},
  {"kind": "refund_issued", "part": "manual", "en": "We handed this amount back to you in cash.", "fr": "Nous vous avons rendu cette somme en espèces.", "ar": "أعدنا إليك هذا المبلغ نقدًا."}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
