-- Stock that comes back. place_order takes the stock when the order is placed (a hold); the hold
-- ends either in a sale (payment, or the owner confirming a cash-on-delivery order) or in the stock
-- going back, exactly once, when the order is cancelled for any reason: payment failed or declined,
-- the owner cancelled, or the hold expired (release_expired_holds). stock_released_at is set by a
-- guarded update (only while it is null), so concurrent cancels, sweeps and failed captures can
-- never return the same stock twice.

-- Quantities an order holds, per product (a product may be on several lines, in several sizes).
create or replace function private.order_held_quantities(p_order_id uuid)
returns table (product_id uuid, quantity integer)
language sql
stable
set search_path = ''
as $$
  select i.product_id, sum(i.quantity)::int
  from public.order_items i
  where i.order_id = p_order_id and i.product_id is not null
  group by i.product_id;
$$;

-- Moves the quantities an order holds between it and the shelf: p_direction 1 puts them back, -1
-- takes them again. Made-to-order products (no stock count) were never decremented, so they never
-- move. The caller has locked the products (private.lock_products).
create or replace function private.move_held_stock(p_order_id uuid, p_direction integer)
returns void
language sql
set search_path = ''
as $$
  update public.products p set stock_quantity = p.stock_quantity + p_direction * h.quantity
  from private.order_held_quantities(p_order_id) h
  where p.id = h.product_id and p.stock_quantity is not null;
$$;

-- Returns the order's stock once: true when this call returned it, false when it already had been.
create or replace function private.release_order_stock(p_order_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  update public.orders set stock_released_at = clock_timestamp()
  where id = p_order_id and stock_released_at is null;
  if not found then
    return false;
  end if;
  perform private.lock_products(array(select h.product_id from private.order_held_quantities(p_order_id) h));
  perform private.move_held_stock(p_order_id, 1);
  return true;
end;
$$;

create or replace function private.orders_release_on_cancel()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.release_order_stock(new.id);
  return null;
end;
$$;

create trigger orders_release_on_cancel
  after update of order_status on public.orders
  for each row
  when (new.order_status = 'cancelled' and old.order_status is distinct from 'cancelled')
  execute function private.orders_release_on_cancel();

-- Takes the stock of a cancelled order again, when every line can still be served. False (and
-- nothing taken) when a product is gone, hidden or has too few left.
create or replace function private.retake_order_stock(p_order_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform private.lock_products(array(select h.product_id from private.order_held_quantities(p_order_id) h));
  if exists (select 1 from public.order_items i where i.order_id = p_order_id and i.product_id is null)
     or exists (
       select 1 from private.order_held_quantities(p_order_id) h
       left join public.products p on p.id = h.product_id
       where p.id is null or not p.in_stock or (p.stock_quantity is not null and p.stock_quantity < h.quantity)) then
    return false;
  end if;
  perform private.move_held_stock(p_order_id, -1);
  return true;
end;
$$;

-- What a payment outcome does to an order, decided under the order's row lock so the capture page,
-- PayPal's webhook and the sweep can race freely. Returns {payment_status, order_status, action}:
--   paid     the order was waiting and is now paid and confirmed
--   reheld   its hold had expired (the sweep cancelled it) but every piece was still there: taken again, paid
--   refund   it had been cancelled otherwise, or the stock is gone: nothing changed, the caller refunds
--   failed   the payment failed: the order is cancelled (stock returned) if it was still waiting
--   none     the payment was already settled (paid, failed or refunded): nothing changed
create or replace function public.record_payment(p_order_id uuid, p_outcome text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_action text := 'none';
begin
  if p_outcome is null or p_outcome not in ('paid', 'failed') then
    perform private.order_error('invalid_outcome', 'outcome must be paid or failed', '400');
  end if;
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;

  if v_order.payment_status <> 'pending' then
    v_action := 'none';
  elsif p_outcome = 'failed' then
    update public.orders set
      payment_status = 'failed',
      order_status = case when order_status = 'pending' then 'cancelled' else order_status end,
      cancel_reason = case when order_status = 'pending' then 'payment failed' else cancel_reason end
    where id = p_order_id;
    v_action := 'failed';
  elsif v_order.order_status = 'pending' then
    update public.orders set payment_status = 'paid', order_status = 'confirmed' where id = p_order_id;
    v_action := 'paid';
  elsif v_order.order_status = 'cancelled' then
    -- Only an order the sweep cancelled comes back; one the owner or a failure cancelled stays so.
    if v_order.cancel_reason = 'payment not completed' and v_order.stock_released_at is not null
       and private.retake_order_stock(p_order_id) then
      perform set_config('zellij.reopen_order', p_order_id::text, true);
      perform set_config('zellij.order_event_note', 'Paid after the hold ended; the pieces were still here', true);
      update public.orders set
        payment_status = 'paid', order_status = 'confirmed', stock_released_at = null, cancel_reason = null
      where id = p_order_id;
      perform set_config('zellij.reopen_order', '', true);
      perform set_config('zellij.order_event_note', '', true);
      v_action := 'reheld';
    else
      v_action := 'refund';
    end if;
  else
    update public.orders set payment_status = 'paid' where id = p_order_id;
    v_action := 'paid';
  end if;

  select * into v_order from public.orders where id = p_order_id;
  return json_build_object(
    'payment_status', v_order.payment_status, 'order_status', v_order.order_status, 'action', v_action);
end;
$$;

comment on function public.record_payment(uuid, text) is
  'Applies a PayPal outcome (paid | failed) to an order atomically; see the migration for the actions. '
  'Service role only.';

revoke execute on function public.record_payment(uuid, text) from public, anon, authenticated;
grant execute on function public.record_payment(uuid, text) to service_role;

-- The sweep: cancels every order whose hold has expired while it was still pending and unpaid, which
-- returns its stock (orders_release_on_cancel). One statement, one transaction: a crash mid-sweep
-- rolls it all back and the next run does it again. Skips rows another transaction holds (a payment
-- being recorded); the next run sees them. Hosted: pg_cron runs it every minute; locally the
-- embedded backend does.
create or replace function public.release_expired_holds()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with expired as (
    select o.id from public.orders o
    where o.order_status = 'pending' and o.payment_status <> 'paid' and o.hold_expires_at <= now()
    order by o.hold_expires_at
    for update skip locked
  )
  update public.orders o set
    order_status = 'cancelled',
    cancel_reason = case o.payment_method when 'paypal' then 'payment not completed' else 'not confirmed' end
  from expired
  where o.id = expired.id;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

comment on function public.release_expired_holds() is
  'Cancels pending unpaid orders whose hold expired (stock returned once). Run every minute. Service role only.';

revoke execute on function public.release_expired_holds() from public, anon, authenticated;
grant execute on function public.release_expired_holds() to service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
