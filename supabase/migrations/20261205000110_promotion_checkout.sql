-- Checkout with promotions (the promotions migration has the tables and the pricing): place_order
-- prices the bag with private.price_bag under the promotions' locks, refuses an order whose code does
-- not apply (nothing written, stock kept), writes each line's share of the discount and one redemption
-- per promotion; a cancelled order gives its redemptions back once, an order paid after its hold
-- ended takes them again; the mails carry the discount and the code.

-- Redemptions given back and taken again ----------------------------------------------------------------

create function private.orders_release_redemptions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_status = 'cancelled' then
    update public.promotion_redemptions set released_at = clock_timestamp()
    where order_id = new.id and released_at is null;
  else
    -- Paid after its hold ended (record_payment's reheld): the customer paid the discounted total.
    update public.promotion_redemptions set released_at = null
    where order_id = new.id and released_at is not null;
  end if;
  return null;
end;
$$;

create trigger orders_release_redemptions
  after update of order_status on public.orders
  for each row
  when ((new.order_status = 'cancelled') is distinct from (old.order_status = 'cancelled'))
  execute function private.orders_release_redemptions();

-- place_order, with promotions -------------------------------------------------------------------------

-- The request as place_order reads it: the code is part of it (a replay with another code is another
-- request).
create or replace function private.checkout_request_hash(p_order jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_id', lower(btrim(t.e ->> 'product_id')),
        'variant_id', lower(btrim(t.e ->> 'variant_id')),
        'quantity', t.e -> 'quantity',
        'size', nullif(btrim(t.e -> 'variant' ->> 'size'), '')) order by t.ord)
      from jsonb_array_elements(p_order -> 'items') with ordinality as t(e, ord)
    ), '[]'::jsonb),
    'currency', coalesce(p_order ->> 'currency', 'MAD'),
    'payment_method', p_order ->> 'payment_method',
    'promotion_code', lower(nullif(btrim(p_order ->> 'promotion_code'), '')),
    'customer', jsonb_build_object(
      'name', btrim(p_order -> 'customer' ->> 'name'),
      'email', btrim(p_order -> 'customer' ->> 'email'),
      'phone', btrim(p_order -> 'customer' ->> 'phone')),
    'shipping_address', jsonb_build_object(
      'address', btrim(p_order -> 'shipping_address' ->> 'address'),
      'city', btrim(p_order -> 'shipping_address' ->> 'city'),
      'postalCode', coalesce(btrim(p_order -> 'shipping_address' ->> 'postalCode'), ''),
      'country', coalesce(nullif(btrim(p_order -> 'shipping_address' ->> 'country'), ''), 'Morocco'))
  )::text, 'UTF8')), 'hex');
$$;

-- place_order: checks the request, maps each line to its variant, takes the variants' stock, prices the
-- bag with its promotions (price_bag, as quote_order does, under the promotions' locks) and writes the
-- order, its lines with their discounts, its redemptions, its hold and its language.
--  * p_order.promotion_code, optional: a code the order must get, else it is refused (see the top).
--    p_order.client, the shopper's address (create-checkout): too many unknown codes from it within a
--    minute refuse any code with too_many_codes (PT429).
--  * The country is an ISO code (default MA); shipping is the zone's for the discounted subtotal, and
--    cash on delivery follows the same quote (cod_not_available, cod_limit on the total).
--  * at most 10 of one variant per order; prices, titles or anything else a client sends on a line
--    are ignored: the variant decides. The rest as in the variant checkout migration.
create or replace function public.place_order(p_order jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hold interval;
  v_locale text := 'en';
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_key text := nullif(btrim(p_order ->> 'idempotency_key'), '');
  v_customer jsonb := coalesce(p_order -> 'customer', '{}');
  v_address jsonb := coalesce(p_order -> 'shipping_address', '{}');
  v_currency text := coalesce(p_order ->> 'currency', 'MAD');
  v_method text := p_order ->> 'payment_method';
  v_user_text text := nullif(p_order ->> 'user_id', '');
  v_cart_id text := nullif(btrim(p_order ->> 'cart_id'), '');
  v_code text;
  v_caller text;
  v_request_hash text;
  v_replay json;
  v_line record;
  v_variant public.product_variants;
  v_name text;
  v_resolved jsonb;
  v_priced jsonb;
  v_bag jsonb;
  v_order_id uuid;
  v_constraint text;
  v_country text := upper(coalesce(nullif(btrim(v_address ->> 'country'), ''), 'MA'));
  v_keys jsonb;
  v_total numeric;
begin
  if p_order is null or jsonb_typeof(p_order) <> 'object' then
    perform private.order_error('invalid_order', 'the order must be a JSON object', '400');
  end if;

  if coalesce(jsonb_typeof(p_order -> 'locale'), 'null') <> 'null' then
    if jsonb_typeof(p_order -> 'locale') <> 'string' or p_order ->> 'locale' not in ('en', 'fr', 'ar') then
      perform private.order_error('invalid_order', 'locale must be en, fr or ar', '400');
    end if;
    v_locale := p_order ->> 'locale';
  end if;
  if coalesce(jsonb_typeof(p_order -> 'promotion_code'), 'null') not in ('null', 'string') then
    perform private.order_error('invalid_order', 'promotion_code must be text', '400');
  end if;
  v_code := nullif(btrim(p_order ->> 'promotion_code'), '');

  v_hold := case when p_order ->> 'payment_method' = 'paypal'
    then make_interval(mins => private.bounded_setting(p_order -> 'payment_hold_minutes', 30, 1, 1440,
      'payment_hold_minutes'))
    else make_interval(hours => private.bounded_setting(p_order -> 'cod_confirm_hours', 48, 1, 720,
      'cod_confirm_hours'))
  end;

  -- Shape of the request, before touching any row (a replay of a valid request passes it again).
  if jsonb_typeof(p_order -> 'items') is distinct from 'array' or jsonb_array_length(p_order -> 'items') = 0 then
    perform private.order_error('invalid_order', 'the order has no items', '400');
  end if;
  if jsonb_array_length(p_order -> 'items') > 50 then
    perform private.order_error('invalid_order', 'an order may have at most 50 lines', '400');
  end if;
  if v_currency not in ('MAD', 'EUR', 'USD') then
    perform private.order_error('invalid_order', 'currency must be MAD, EUR or USD', '400');
  end if;
  if v_method is null or v_method not in ('paypal', 'cod') then
    perform private.order_error('invalid_order', 'payment_method must be paypal or cod', '400');
  end if;
  if coalesce(btrim(v_customer ->> 'name'), '') = '' or coalesce(btrim(v_customer ->> 'phone'), '') = ''
     or coalesce(v_customer ->> 'email', '') !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    perform private.order_error('invalid_order', 'customer name, a valid email and phone are required', '400');
  end if;
  if coalesce(btrim(v_address ->> 'address'), '') = '' or coalesce(btrim(v_address ->> 'city'), '') = '' then
    perform private.order_error('invalid_order', 'shipping address and city are required', '400');
  end if;
  if v_country !~ '^[A-Z]{2}$' then
    perform private.order_error('invalid_order', 'country must be an ISO 3166-1 alpha-2 code such as MA', '400');
  end if;
  if v_user_text is not null and v_user_text !~ uuid_pattern then
    perform private.order_error('invalid_order', 'user_id must be a uuid', '400');
  end if;
  if v_cart_id is not null and v_cart_id !~ '^[A-Za-z0-9_-]{16,128}$' then
    perform private.order_error('invalid_order', 'cart_id must be 16 to 128 letters, digits, - or _', '400');
  end if;
  if v_code is not null and length(v_code) > 64 then
    perform private.order_error('invalid_order', 'a promotion code has at most 64 characters', '400');
  end if;
  if v_code is not null then
    perform private.promotion_code_guard(coalesce(nullif(btrim(p_order ->> 'client'), ''), 'unknown'));
  end if;

  if v_key is not null then
    v_caller := case
      when v_user_text is not null then 'user:' || lower(v_user_text)
      when v_cart_id is not null then 'guest:' || encode(sha256(convert_to(v_cart_id, 'UTF8')), 'hex')
    end;
    if v_caller is null then
      perform private.order_error('invalid_order', 'an idempotency key needs a user_id or a cart_id', '400');
    end if;
    v_request_hash := private.checkout_request_hash(p_order);
    v_replay := private.replay_for_key(v_key, v_caller, v_request_hash);
    if v_replay is not null then
      return v_replay;
    end if;
  end if;

  v_resolved := private.resolve_order_lines(p_order -> 'items');

  begin
    perform private.lock_variants(array(select (r ->> 'variant_id')::uuid from jsonb_array_elements(v_resolved) r));

    for v_line in
      select r.ord, r.variant_id, r.quantity
      from jsonb_to_recordset(v_resolved) as r(ord int, variant_id uuid, quantity int)
      order by r.ord
    loop
      -- Read again under the lock: the stock (and whether the size is still sold) as of now.
      select * into v_variant from public.product_variants where id = v_line.variant_id;
      select p.title || coalesce(' (' || (v_variant.options ->> 'size') || ')', '') into v_name
      from public.products p where p.id = v_variant.product_id;
      if not v_variant.active then
        perform private.order_error('unknown_variant', format('line %s: this size is no longer sold', v_line.ord),
          '404', jsonb_build_object('line', v_line.ord, 'variant_id', v_variant.id, 'product_id', v_variant.product_id));
      end if;
      if v_variant.stock_quantity is not null and v_variant.stock_quantity < v_line.quantity then
        perform private.order_error('out_of_stock', format('only %s left of "%s"', v_variant.stock_quantity, v_name),
          '409', jsonb_build_object('line', v_line.ord, 'product_id', v_variant.product_id, 'variant_id', v_variant.id,
            'available', v_variant.stock_quantity));
      end if;
      if v_variant.stock_quantity is not null then
        update public.product_variants set stock_quantity = stock_quantity - v_line.quantity where id = v_variant.id;
      end if;
    end loop;

    v_keys := jsonb_build_object(
      'user_id', v_user_text,
      'email_key', private.customer_email_key(v_customer ->> 'email'),
      'phone_key', private.customer_phone_key(v_customer ->> 'phone'));
    v_priced := private.priced_lines(v_resolved);
    v_bag := private.price_bag(v_priced, v_country, v_address ->> 'city', v_code, v_keys, true);
    if v_code is not null and not (v_bag -> 'code' ->> 'applied')::boolean
       and v_bag -> 'code' ->> 'reason' <> 'promotion_not_combinable' then
      perform private.order_error(v_bag -> 'code' ->> 'reason',
        case v_bag -> 'code' ->> 'reason'
          when 'promotion_not_found' then format('there is no promotion code %s', v_code)
          when 'promotion_not_started' then format('the code %s is not valid yet', v_code)
          when 'promotion_expired' then format('the code %s has expired', v_code)
          when 'promotion_not_applicable' then format('the code %s does not apply to these pieces', v_code)
          when 'promotion_min_subtotal' then format('the code %s needs %s MAD more of what it applies to', v_code,
            trim_scale((v_bag -> 'code' ->> 'missing')::numeric))
          when 'promotion_used_up' then format('the code %s has been used as many times as it may', v_code)
          else format('the code %s has already been used for this customer', v_code) end,
        case when v_bag -> 'code' ->> 'reason' in ('promotion_used_up', 'promotion_already_used') then '409'
             else '422' end,
        (v_bag -> 'code') - 'applied');
    end if;

    if v_bag ->> 'cod_max_mad' is null and v_method = 'cod' then
      perform private.order_error('cod_not_available', 'cash on delivery is not offered for this address', '422',
        jsonb_build_object('country', v_country, 'zone', v_bag ->> 'zone_name'));
    end if;
    v_total := (v_bag ->> 'total')::numeric;
    if v_method = 'cod' and v_total > (v_bag ->> 'cod_max_mad')::numeric then
      perform private.order_error('cod_limit',
        format('cash on delivery is available for orders up to %s MAD', trim_scale((v_bag ->> 'cod_max_mad')::numeric)),
        '422', jsonb_build_object('max', trim_scale((v_bag ->> 'cod_max_mad')::numeric), 'total', v_total));
    end if;

    insert into public.orders (
      user_id, customer_name, customer_email, customer_phone, shipping_address, payment_method, currency,
      subtotal, discount, shipping, total, promotion_codes, idempotency_key, idempotency_caller,
      idempotency_request_hash, hold_expires_at, locale)
    values (
      v_user_text::uuid,
      btrim(v_customer ->> 'name'),
      btrim(v_customer ->> 'email'),
      btrim(v_customer ->> 'phone'),
      jsonb_build_object(
        'address', btrim(v_address ->> 'address'),
        'city', btrim(v_address ->> 'city'),
        'postalCode', coalesce(btrim(v_address ->> 'postalCode'), ''),
        'country', v_country),
      v_method,
      v_currency,
      (v_bag ->> 'subtotal')::numeric,
      (v_bag ->> 'discount')::numeric,
      (v_bag ->> 'shipping')::numeric,
      v_total,
      array(select a ->> 'code' from jsonb_array_elements(v_bag -> 'applied') a where a ->> 'code' is not null),
      v_key,
      v_caller,
      v_request_hash,
      now() + v_hold,
      v_locale)
    returning id into v_order_id;

    -- A microsecond per line keeps the lines in request order for readers that sort by created_at.
    insert into public.order_items (
      order_id, product_id, variant_id, sku, product_title, product_slug, product_image_url, variant_info, quantity,
      unit_price, total_price, discount, created_at)
    select v_order_id, p.id, v.id, v.sku, p.title, p.slug, p.image_url, v.options, r.quantity, v.price,
           v.price * r.quantity, (d.e ->> 'discount')::numeric, now() + make_interval(secs => r.ord / 1000000.0)
    from jsonb_to_recordset(v_resolved) as r(ord int, variant_id uuid, quantity int)
    join public.product_variants v on v.id = r.variant_id
    join public.products p on p.id = v.product_id
    join jsonb_array_elements(v_bag -> 'lines') d(e) on (d.e ->> 'ord')::int = r.ord;

    insert into public.promotion_redemptions (promotion_id, order_id, user_id, email_key, phone_key, amount_mad)
    select (a ->> 'id')::uuid, v_order_id, v_user_text::uuid, v_keys ->> 'email_key', v_keys ->> 'phone_key',
           (a ->> 'amount')::numeric
    from jsonb_array_elements(v_bag -> 'applied') a;
  exception
    when unique_violation then
      get stacked diagnostics v_constraint = constraint_name;
      -- A concurrent call with the same idempotency key committed first: this attempt (stock included)
      -- is rolled back, and the first order is returned only to the same caller with the same request.
      if v_constraint = 'orders_idempotency_key_unique' then
        return private.replay_for_key(v_key, v_caller, v_request_hash);
      end if;
      raise;
  end;

  return (private.order_json(v_order_id) || '{"replayed": false}')::json;
end;
$$;

comment on function public.place_order(jsonb) is
  'Validates and writes an order by variant: DB prices and promotions (limits under lock), atomic stock '
  'decrement per variant (held until hold_expires_at), at most 10 of one variant, caller-scoped '
  'idempotency and the order''s language. Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;

-- The mails quote the discount and the code.
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
    'discount', o.discount,
    'promotion_codes', to_jsonb(o.promotion_codes),
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
        'sku', i.sku,
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'total_price', i.total_price,
        'discount', i.discount) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
