-- place_order gains two rules around the unchanged core (pricing, stock, idempotency):
--  * at most 10 of one product per order (all its lines and sizes together), refused with
--    quantity_limit (PT422) before anything is touched. The same number is MAX_QUANTITY_PER_ITEM in
--    supabase/functions/_shared/rules/limits.ts, which the cart uses; a test keeps the two equal.
--  * a new order's stock is held until hold_expires_at: payment_hold_minutes (default 30, PayPal) or
--    cod_confirm_hours (default 48, cash on delivery) after it was placed. create-checkout passes the
--    values from its env (PAYMENT_HOLD_MINUTES, COD_CONFIRM_HOURS); this function bounds them.

alter function public.place_order(jsonb) rename to place_order_core;
alter function public.place_order_core(jsonb) set schema private;
revoke execute on function private.place_order_core(jsonb) from public, anon, authenticated, service_role;

-- A whole number within [p_min, p_max] from a JSON value, or the default when it is absent.
create or replace function private.bounded_setting(p_value jsonb, p_default int, p_min int, p_max int, p_name text)
returns int
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or jsonb_typeof(p_value) = 'null' then
    return p_default;
  end if;
  if jsonb_typeof(p_value) <> 'number' or (p_value)::numeric <> trunc((p_value)::numeric)
     or (p_value)::numeric not between p_min and p_max then
    perform private.order_error('invalid_order', format('%s must be a whole number from %s to %s', p_name, p_min, p_max),
      '400');
  end if;
  return (p_value)::int;
end;
$$;

revoke execute on function private.bounded_setting(jsonb, int, int, int, text) from public;

create or replace function public.place_order(p_order jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_per_item constant int := 10;
  v_over record;
  v_hold interval;
  v_result json;
  v_order_id uuid;
begin
  if jsonb_typeof(p_order) = 'object' and jsonb_typeof(p_order -> 'items') = 'array' then
    select t.product_id, sum(t.quantity) as quantity, p.title into v_over
    from (
      select e ->> 'product_id' as product_id, (e ->> 'quantity')::numeric as quantity
      from jsonb_array_elements(p_order -> 'items') e
      where jsonb_typeof(e -> 'quantity') = 'number'
    ) t
    left join public.products p on p.id = case
      when t.product_id ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
      then t.product_id::uuid end
    group by t.product_id, p.title
    having sum(t.quantity) > max_per_item
    limit 1;
    if found then
      perform private.order_error('quantity_limit',
        format('at most %s of "%s" per order', max_per_item, coalesce(v_over.title, 'one item')), '422',
        jsonb_build_object('product_id', v_over.product_id, 'max', max_per_item, 'asked', v_over.quantity));
    end if;
  end if;

  v_hold := case when p_order ->> 'payment_method' = 'paypal'
    then make_interval(mins => private.bounded_setting(p_order -> 'payment_hold_minutes', 30, 1, 1440,
      'payment_hold_minutes'))
    else make_interval(hours => private.bounded_setting(p_order -> 'cod_confirm_hours', 48, 1, 720,
      'cod_confirm_hours'))
  end;

  v_result := private.place_order_core(p_order);
  if (v_result ->> 'replayed')::boolean then
    return v_result;
  end if;
  v_order_id := (v_result ->> 'id')::uuid;
  update public.orders set hold_expires_at = created_at + v_hold where id = v_order_id;
  return (private.order_json(v_order_id) || '{"replayed": false}')::json;
end;
$$;

comment on function public.place_order(jsonb) is
  'Validates and writes an order with DB prices, atomic stock decrement (held until hold_expires_at), '
  'at most 10 of one product, and caller-scoped idempotency. Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;
