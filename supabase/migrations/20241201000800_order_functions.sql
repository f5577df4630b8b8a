-- The shipping rule and guest-safe order reading. place_order lives in the next migration.
-- Order JSON leaves out idempotency_key and paypal_order_id: they are server-side handles.

-- THE shipping rule (MAD): free from 500 MAD, otherwise a flat 45 MAD.
create or replace function public.shipping_for(subtotal numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when subtotal >= 500 then 0::numeric else 45::numeric end;
$$;

comment on function public.shipping_for(numeric) is 'Shipping in MAD: free when subtotal >= 500 MAD, else 45 MAD.';

revoke execute on function public.shipping_for(numeric) from public;
grant execute on function public.shipping_for(numeric) to anon, authenticated, service_role;

-- Internal helpers live outside the API schema so PostgREST never exposes them.
create schema if not exists private;
revoke all on schema private from public;

create or replace function private.order_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(o) - 'idempotency_key' - 'paypal_order_id'
    || jsonb_build_object('items', coalesce((
      select jsonb_agg(to_jsonb(i) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

revoke execute on function private.order_json(uuid) from public;

-- The order as JSON ({...order, items: [...]}) when it is a guest order or the caller's own; else null.
-- Security definer so visitors need no select right on orders: knowing the random id is the capability.
create or replace function public.get_order(p_order_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.order_json(o.id)::json
  from public.orders o
  where o.id = p_order_id
    and (o.user_id is null or o.user_id = auth.uid());
$$;

comment on function public.get_order(uuid) is
  'Order with items for a guest order (any caller holding the id) or the caller''s own order; null otherwise.';

revoke execute on function public.get_order(uuid) from public;
grant execute on function public.get_order(uuid) to anon, authenticated, service_role;
