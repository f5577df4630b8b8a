-- An order remembers the language it was placed in, so every e-mail about it goes out in that language
-- (the owner's alert excepted: it follows the SHOP_OWNER_LOCALE secret). The list of languages is
-- LOCALES in supabase/functions/_shared/rules/locales.ts; tests/backend/rules-in-schema.test.ts keeps
-- this check equal to it. Orders placed before this are English, the only language the shop had.

alter table public.orders
  add column locale text not null default 'en',
  add constraint orders_locale_valid check (locale in ('en', 'fr', 'ar'));

comment on column public.orders.locale is
  'The language the order was placed in (en, fr, ar): its customer e-mails and order links use it.';

-- The wrapper of 20261125000720 (per-product limit, stock holds) unchanged, plus the order's language:
-- p_order.locale, optional (absent or null: en), refused with invalid_order (PT400) before anything is
-- touched when it is not one of the shop's languages. It is written by the same update that sets the
-- hold, in the transaction that inserted the order, so the outbox rows the deferred triggers write at
-- commit already carry it. The language is not part of the idempotency hash: a retry of the same
-- checkout from a page in another language replays the first order, in the language it was placed in.
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
  v_locale text := 'en';
  v_result json;
  v_order_id uuid;
begin
  if jsonb_typeof(p_order) = 'object' and coalesce(jsonb_typeof(p_order -> 'locale'), 'null') <> 'null' then
    if jsonb_typeof(p_order -> 'locale') <> 'string' or p_order ->> 'locale' not in ('en', 'fr', 'ar') then
      perform private.order_error('invalid_order', 'locale must be en, fr or ar', '400');
    end if;
    v_locale := p_order ->> 'locale';
  end if;

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
  update public.orders set hold_expires_at = created_at + v_hold, locale = v_locale where id = v_order_id;
  return (private.order_json(v_order_id) || '{"replayed": false}')::json;
end;
$$;

comment on function public.place_order(jsonb) is
  'Validates and writes an order with DB prices, atomic stock decrement (held until hold_expires_at), '
  'at most 10 of one product, caller-scoped idempotency and the order''s language (locale). Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;

-- The payload of 20261125000600 plus the order's language, which send-mail writes the message in.
create or replace function private.order_mail_payload(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.order_number,
    'locale', o.locale,
    'customer_name', o.customer_name,
    'customer_email', o.customer_email,
    'customer_phone', o.customer_phone,
    'shipping_address', o.shipping_address,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'order_status', o.order_status,
    'currency', o.currency,
    'subtotal', o.subtotal,
    'shipping', o.shipping,
    'total', o.total,
    'carrier', o.carrier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'placed_at', o.created_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', i.product_title,
        'size', i.variant_info ->> 'size',
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'total_price', i.total_price) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

revoke execute on function private.order_mail_payload(uuid) from public;
