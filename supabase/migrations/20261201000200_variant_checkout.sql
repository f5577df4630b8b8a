-- Checkout by variant. place_order prices, limits (10 per variant per order), holds and releases stock
-- per variant, and order_items keep the variant and its SKU beside the snapshot; the mails quote the
-- SKU. A line names its variant (variant_id), or (a bag saved before variants) its product and size,
-- which map to exactly one variant.
--
-- Refusals (private.order_error): unknown_variant (PT404) for a variant id that is not one of the
-- product's active variants (unknown, retired, another product's); invalid_size (PT422) for options
-- that match none of the product's active variants; out_of_stock (PT409) names the variant
-- (details.variant_id, details.available); quantity_limit (PT422) counts per variant. The others are
-- unchanged (checkout migration).

-- The request as place_order reads it: lines with the variant id when they name one.
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

-- The variant one request line names: its variant_id (checked against its product_id when both are
-- sent), else its product and size. Raises the refusal a shopper's line deserves.
create function private.resolve_order_line(p_ord bigint, p_line jsonb)
returns public.product_variants
language plpgsql
stable
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_variant_text text := nullif(btrim(p_line ->> 'variant_id'), '');
  v_product_text text := nullif(btrim(p_line ->> 'product_id'), '');
  v_size text := nullif(btrim(p_line -> 'variant' ->> 'size'), '');
  v_product public.products;
  v_variant public.product_variants;
  v_sizes text[];
begin
  if v_variant_text is not null then
    if v_variant_text ~ uuid_pattern then
      select * into v_variant from public.product_variants where id = v_variant_text::uuid and active;
    end if;
    if v_variant.id is null
       or v_product_text is not null and lower(v_product_text) <> v_variant.product_id::text then
      perform private.order_error('unknown_variant', format('line %s: this size is no longer sold', p_ord), '404',
        jsonb_build_object('line', p_ord, 'variant_id', v_variant_text, 'product_id', v_product_text));
    end if;
    return v_variant;
  end if;

  if coalesce(v_product_text, '') !~ uuid_pattern then
    perform private.order_error('unknown_product', format('line %s has no valid product_id', p_ord), '404',
      jsonb_build_object('line', p_ord));
  end if;
  select * into v_product from public.products where id = v_product_text::uuid;
  if not found then
    perform private.order_error('unknown_product', format('product %s does not exist', v_product_text), '404',
      jsonb_build_object('line', p_ord, 'product_id', v_product_text));
  end if;
  select * into v_variant from public.product_variants
  where product_id = v_product.id and active
    and options = case when v_size is null then '{}'::jsonb else jsonb_build_object('size', v_size) end;
  if not found then
    v_sizes := array(
      select v.options ->> 'size' from public.product_variants v
      where v.product_id = v_product.id and v.active and v.options ? 'size' order by v.position, v.options ->> 'size');
    perform private.order_error('invalid_size',
      case when cardinality(v_sizes) = 0 then format('"%s" comes in one size', v_product.title)
           else format('"%s" comes in %s', v_product.title, array_to_string(v_sizes, ', ')) end,
      '422', jsonb_build_object('line', p_ord, 'product_id', v_product.id, 'sizes', to_jsonb(v_sizes)));
  end if;
  return v_variant;
end;
$$;

-- place_order: checks the request, maps each line to its variant, prices it from the database, takes
-- the variants' stock and writes the order, its lines, its hold and its language.
--  * The country is an ISO code (default MA), shipping is shipping_quote's for that address, and cash
--    on delivery follows the same quote (cod_not_available, cod_limit).
--  * at most 10 of one variant per order (all its lines together), refused with quantity_limit (PT422).
--    The same number is MAX_QUANTITY_PER_ITEM in supabase/functions/_shared/rules/limits.ts, which the
--    cart uses; a test keeps the two equal.
--  * a new order's stock is held until hold_expires_at: payment_hold_minutes (default 30, PayPal) or
--    cod_confirm_hours (default 48, cash on delivery) after it was placed.
--  * p_order.locale, optional (en, fr, ar), the language of the order and its mails.
--  * prices, titles or anything else a client sends on a line are ignored: the variant decides.
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
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_key text := nullif(btrim(p_order ->> 'idempotency_key'), '');
  v_customer jsonb := coalesce(p_order -> 'customer', '{}');
  v_address jsonb := coalesce(p_order -> 'shipping_address', '{}');
  v_currency text := coalesce(p_order ->> 'currency', 'MAD');
  v_method text := p_order ->> 'payment_method';
  v_user_text text := nullif(p_order ->> 'user_id', '');
  v_cart_id text := nullif(btrim(p_order ->> 'cart_id'), '');
  v_caller text;
  v_request_hash text;
  v_replay json;
  v_line record;
  v_variant public.product_variants;
  v_product public.products;
  v_resolved jsonb := '[]';
  v_lines jsonb := '[]';
  v_subtotal numeric(10, 2) := 0;
  v_order_id uuid;
  v_constraint text;
  v_country text := upper(coalesce(nullif(btrim(v_address ->> 'country'), ''), 'MA'));
  v_quote record;
  v_name text;
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

  -- Each line: a whole quantity, and the one active variant it names.
  for v_line in
    select t.ord, t.e, t.e -> 'quantity' as quantity
    from jsonb_array_elements(p_order -> 'items') with ordinality as t(e, ord)
    order by t.ord
  loop
    if jsonb_typeof(v_line.e) <> 'object' then
      perform private.order_error('unknown_product', format('line %s is not an item', v_line.ord), '404',
        jsonb_build_object('line', v_line.ord));
    end if;
    v_variant := private.resolve_order_line(v_line.ord, v_line.e);
    if (case when jsonb_typeof(v_line.quantity) = 'number'
             then (v_line.quantity)::numeric <> trunc((v_line.quantity)::numeric)
                  or (v_line.quantity)::numeric not between 1 and 99
             else true end) then
      perform private.order_error('invalid_quantity', format('line %s: quantity must be a whole number from 1 to 99',
        v_line.ord), '422', jsonb_build_object('line', v_line.ord, 'product_id', v_variant.product_id));
    end if;
    v_resolved := v_resolved || jsonb_build_object(
      'ord', v_line.ord, 'variant_id', v_variant.id, 'quantity', (v_line.quantity)::int);
  end loop;

  select r.variant_id, sum(r.quantity) as quantity into v_over
  from jsonb_to_recordset(v_resolved) as r(variant_id uuid, quantity int)
  group by r.variant_id
  having sum(r.quantity) > max_per_item
  limit 1;
  if found then
    select p.title || coalesce(' (' || (v.options ->> 'size') || ')', ''), v.product_id
    into v_name, v_product.id
    from public.product_variants v join public.products p on p.id = v.product_id where v.id = v_over.variant_id;
    perform private.order_error('quantity_limit', format('at most %s of "%s" per order', max_per_item, v_name),
      '422', jsonb_build_object('product_id', v_product.id, 'variant_id', v_over.variant_id, 'max', max_per_item,
        'asked', v_over.quantity));
  end if;

  begin
    perform private.lock_variants(array(select (r ->> 'variant_id')::uuid from jsonb_array_elements(v_resolved) r));

    for v_line in
      select r.ord, r.variant_id, r.quantity
      from jsonb_to_recordset(v_resolved) as r(ord int, variant_id uuid, quantity int)
      order by r.ord
    loop
      -- Read again under the lock: the stock (and whether the size is still sold) as of now.
      select * into v_variant from public.product_variants where id = v_line.variant_id;
      select * into v_product from public.products where id = v_variant.product_id;
      v_name := v_product.title || coalesce(' (' || (v_variant.options ->> 'size') || ')', '');
      if not v_variant.active then
        perform private.order_error('unknown_variant', format('line %s: this size is no longer sold', v_line.ord),
          '404', jsonb_build_object('line', v_line.ord, 'variant_id', v_variant.id, 'product_id', v_product.id));
      end if;
      if v_variant.stock_quantity is not null and v_variant.stock_quantity < v_line.quantity then
        perform private.order_error('out_of_stock', format('only %s left of "%s"', v_variant.stock_quantity, v_name),
          '409', jsonb_build_object('line', v_line.ord, 'product_id', v_product.id, 'variant_id', v_variant.id,
            'available', v_variant.stock_quantity));
      end if;

      if v_variant.stock_quantity is not null then
        update public.product_variants set stock_quantity = stock_quantity - v_line.quantity where id = v_variant.id;
      end if;

      v_subtotal := v_subtotal + v_variant.price * v_line.quantity;
      v_lines := v_lines || jsonb_build_object(
        'product_id', v_product.id,
        'variant_id', v_variant.id,
        'sku', v_variant.sku,
        'product_title', v_product.title,
        'product_slug', v_product.slug,
        'product_image_url', v_product.image_url,
        'variant_info', v_variant.options,
        'quantity', v_line.quantity,
        'unit_price', v_variant.price,
        'ord', v_line.ord);
    end loop;

    select * into v_quote from public.shipping_quote(v_country, v_address ->> 'city', v_subtotal);
    if not found then
      perform private.order_error('no_shipping_zone', format('we do not ship to %s yet', v_country), '422',
        jsonb_build_object('country', v_country));
    end if;
    if v_method = 'cod' and v_quote.cod_max_mad is null then
      perform private.order_error('cod_not_available', 'cash on delivery is not offered for this address', '422',
        jsonb_build_object('country', v_country, 'zone', v_quote.zone_name));
    end if;
    if v_method = 'cod' and v_subtotal + v_quote.shipping > v_quote.cod_max_mad then
      perform private.order_error('cod_limit',
        format('cash on delivery is available for orders up to %s MAD', trim_scale(v_quote.cod_max_mad)), '422',
        jsonb_build_object('max', trim_scale(v_quote.cod_max_mad), 'total', v_subtotal + v_quote.shipping));
    end if;

    insert into public.orders (
      user_id, customer_name, customer_email, customer_phone, shipping_address, payment_method, currency,
      subtotal, shipping, total, idempotency_key, idempotency_caller, idempotency_request_hash, hold_expires_at,
      locale)
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
      v_subtotal,
      v_quote.shipping,
      v_subtotal + v_quote.shipping,
      v_key,
      v_caller,
      v_request_hash,
      now() + v_hold,
      v_locale)
    returning id into v_order_id;

    -- A microsecond per line keeps the lines in request order for readers that sort by created_at.
    insert into public.order_items (
      order_id, product_id, variant_id, sku, product_title, product_slug, product_image_url, variant_info, quantity,
      unit_price, total_price, created_at)
    select v_order_id, l.product_id, l.variant_id, l.sku, l.product_title, l.product_slug, l.product_image_url,
           l.variant_info, l.quantity, l.unit_price, l.unit_price * l.quantity,
           now() + make_interval(secs => l.ord / 1000000.0)
    from jsonb_to_recordset(v_lines) as l(product_id uuid, variant_id uuid, sku text, product_title text,
      product_slug text, product_image_url text, variant_info jsonb, quantity int, unit_price numeric, ord int);
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
  'Validates and writes an order by variant: DB prices, atomic stock decrement per variant (held until '
  'hold_expires_at), at most 10 of one variant, caller-scoped idempotency and the order''s language. '
  'Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;

-- The mails quote each line's SKU beside its size.
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
        'sku', i.sku,
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'total_price', i.total_price) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;
-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
