-- Checkout: what shipping costs, and place_order, the only way orders are written. create-checkout
-- calls it with the service role. Prices come from the database, stock is taken under row locks and
-- held until the order is paid or confirmed, everything (stock, order, lines) happens in one
-- transaction, and an idempotency key replays the first order to the same caller.
--
-- Errors (private.order_error, orders migration): invalid_order (PT400), invalid_quantity /
-- invalid_size / quantity_limit / cod_not_available / cod_limit / no_shipping_zone (PT422),
-- unknown_product (PT404), out_of_stock / not_available / idempotency_conflict (PT409).

-- Shipping -------------------------------------------------------------------------------------------

-- The zone for an address, what it costs for a subtotal and the zone's cash-on-delivery maximum
-- (cod_max_mad; null: not offered there), in the shopper's language: an optional
-- p_locale (en, the default; fr, ar; anything else: 22023, a 400) names the zone in its translation
-- where an editor wrote one, else in English, and `lang` ({"zone_name": "fr"}) says which. No row when
-- no active zone covers the country (a shop without a rest-of-the-world zone does not ship there).
-- place_order calls it with three arguments (English). One function, not overloads: an overload
-- would make the checkout's call, which names only the first three parameters, ambiguous.
create function public.shipping_quote(p_country text, p_city text, p_subtotal numeric, p_locale text default 'en')
returns table (
  zone_name text, shipping numeric, free_from_mad numeric, delivery_days_min int, delivery_days_max int,
  cod_max_mad numeric, lang jsonb
)
language sql
stable
set search_path = ''
as $$
  select coalesce(site_search.translated(t.name), z.name),
         case when z.free_from_mad is not null and p_subtotal >= z.free_from_mad then 0 else z.price_mad end,
         z.free_from_mad, z.delivery_days_min, z.delivery_days_max, z.cod_max_mad,
         jsonb_build_object('zone_name', site_search.lang_of(t.name, t.locale))
  from public.shipping_zones z
  left join public.shipping_zone_translations t on t.zone_id = z.id and t.locale = site_search.locale(p_locale)
  where z.active
    and (cardinality(z.countries) = 0 or upper(btrim(p_country)) = any (z.countries))
    and (cardinality(z.cities) = 0 or exists (
      select 1 from unnest(z.cities) c where lower(btrim(c)) = lower(btrim(coalesce(p_city, '')))))
  order by cardinality(z.cities) > 0 desc, cardinality(z.countries) > 0 desc, z.position, z.name
  limit 1;
$$;

comment on function public.shipping_quote(text, text, numeric, text) is
  'Shipping for an address (ISO country, city) and a subtotal in MAD: zone name (in p_locale where '
  'translated; lang says which), shipping, the zone''s free-from amount, delivery days and cash-on-delivery '
  'maximum (null: not offered). The checkout shows it; place_order charges it and applies the maximum.';

revoke execute on function public.shipping_quote(text, text, numeric, text) from public;
grant execute on function public.shipping_quote(text, text, numeric, text) to anon, authenticated, service_role;

-- Idempotency ----------------------------------------------------------------------------------------

-- Idempotency keys belong to one caller and one request: replaying the first order for a key whoever
-- sent it would give anyone holding someone's Idempotency-Key their order id. A key is stored with
-- who sent it (the signed-in user, or a guest's random cart id) and a hash of the canonical request.
-- The same key from the same caller with the same request replays the order; anything else is
-- refused with idempotency_conflict (PT409) and writes nothing.

-- The request as place_order reads it, in one spelling: trimmed texts, the same defaults the order row
-- gets, lines in request order. jsonb's text form sorts keys, so equal requests hash equally.
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

-- The order a key already names, when the same caller sends the same request again; otherwise the
-- refusal. The refusal names no order: the key alone must not reveal anything about it.
create or replace function private.replay_for_key(p_key text, p_caller text, p_request_hash text)
returns json
language plpgsql
set search_path = ''
as $$
declare
  v_existing public.orders;
begin
  select * into v_existing from public.orders where idempotency_key = p_key;
  if not found then
    return null;
  end if;
  if v_existing.idempotency_caller is distinct from p_caller
     or v_existing.idempotency_request_hash is distinct from p_request_hash then
    perform private.order_error('idempotency_conflict',
      'this idempotency key was already used for a different order', '409');
  end if;
  return (private.order_json(v_existing.id) || '{"replayed": true}')::json;
end;
$$;

-- Placing an order ------------------------------------------------------------------------------------

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

-- Locks products whose stock is about to change, always in id order: every order, and every release or
-- retake of an order's stock (stock_holds migration), takes them this way, so none of them can deadlock
-- another.
create or replace function private.lock_products(p_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.products
  where id = any (p_ids)
  order by id
  for update;
end;
$$;

-- place_order: checks the request, prices it from the database, takes the stock and writes the order,
-- its lines, its hold and its language in one statement each.
--  * The country is an ISO code (default MA), shipping is shipping_quote's for that address, and cash
--    on delivery follows the same quote: refused where the zone's cod_max_mad is null
--    (cod_not_available) or above it (cod_limit, the maximum in the detail). The zone is the only
--    source: nothing in the request moves the maximum.
--  * at most 10 of one product per order (all its lines and sizes together), refused with
--    quantity_limit (PT422) before anything is touched. The same number is MAX_QUANTITY_PER_ITEM in
--    supabase/functions/_shared/rules/limits.ts, which the cart uses; a test keeps the two equal.
--  * a new order's stock is held until hold_expires_at: payment_hold_minutes (default 30, PayPal) or
--    cod_confirm_hours (default 48, cash on delivery) after it was placed. create-checkout passes the
--    values from its env (PAYMENT_HOLD_MINUTES, COD_CONFIRM_HOURS); this function bounds them.
--  * p_order.locale, optional (absent or null: en), refused with invalid_order (PT400) before
--    anything is touched when it is not one of the shop's languages. The order row is inserted with
--    it, so the outbox rows the deferred triggers write at commit carry it. The language is not part
--    of the idempotency hash: a retry of the same checkout from a page in another language replays the
--    first order, in the language it was placed in.
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
  v_product public.products;
  v_size text;
  v_lines jsonb := '[]';
  v_subtotal numeric(10, 2) := 0;
  v_order_id uuid;
  v_constraint text;
  v_country text := upper(coalesce(nullif(btrim(v_address ->> 'country'), ''), 'MA'));
  v_quote record;
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

  if jsonb_typeof(p_order -> 'items') = 'array' then
    select t.product_id, sum(t.quantity) as quantity, p.title into v_over
    from (
      select e ->> 'product_id' as product_id, (e ->> 'quantity')::numeric as quantity
      from jsonb_array_elements(p_order -> 'items') e
      where jsonb_typeof(e -> 'quantity') = 'number'
    ) t
    left join public.products p on p.id = case when t.product_id ~ uuid_pattern then t.product_id::uuid end
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
  -- The cart id is a random value the guest's browser keeps: long and unguessable, or refused.
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

  for v_line in
    select t.ord, t.e ->> 'product_id' as product_id, t.e -> 'quantity' as quantity
    from jsonb_array_elements(p_order -> 'items') with ordinality as t(e, ord)
  loop
    if coalesce(v_line.product_id, '') !~ uuid_pattern then
      perform private.order_error('unknown_product', format('line %s has no valid product_id', v_line.ord), '404',
        jsonb_build_object('line', v_line.ord));
    end if;
    if (case when jsonb_typeof(v_line.quantity) = 'number'
             then (v_line.quantity)::numeric <> trunc((v_line.quantity)::numeric)
                  or (v_line.quantity)::numeric not between 1 and 99
             else true end) then
      perform private.order_error('invalid_quantity', format('line %s: quantity must be a whole number from 1 to 99',
        v_line.ord), '422', jsonb_build_object('line', v_line.ord, 'product_id', v_line.product_id));
    end if;
  end loop;

  begin
    perform private.lock_products(
      array(select (e ->> 'product_id')::uuid from jsonb_array_elements(p_order -> 'items') e));

    for v_line in
      select t.ord, (t.e ->> 'product_id')::uuid as product_id, (t.e ->> 'quantity')::int as quantity,
             t.e -> 'variant' ->> 'size' as size
      from jsonb_array_elements(p_order -> 'items') with ordinality as t(e, ord)
      order by t.ord
    loop
      select * into v_product from public.products where id = v_line.product_id;
      if not found then
        perform private.order_error('unknown_product', format('product %s does not exist', v_line.product_id), '404',
          jsonb_build_object('line', v_line.ord, 'product_id', v_line.product_id));
      end if;
      if v_product.stock_quantity is not null and v_product.stock_quantity < v_line.quantity then
        perform private.order_error('out_of_stock',
          format('only %s left of "%s"', v_product.stock_quantity, v_product.title), '409',
          jsonb_build_object('line', v_line.ord, 'product_id', v_product.id, 'available', v_product.stock_quantity));
      end if;
      if not v_product.in_stock then
        perform private.order_error('not_available', format('"%s" is not available right now', v_product.title), '409',
          jsonb_build_object('line', v_line.ord, 'product_id', v_product.id));
      end if;

      v_size := nullif(btrim(v_line.size), '');
      if cardinality(v_product.sizes) > 0 and (v_size is null or not v_size = any (v_product.sizes))
         or cardinality(v_product.sizes) = 0 and v_size is not null then
        perform private.order_error('invalid_size',
          case when cardinality(v_product.sizes) = 0 then format('"%s" comes in one size', v_product.title)
               else format('"%s" comes in %s', v_product.title, array_to_string(v_product.sizes, ', ')) end,
          '422', jsonb_build_object('line', v_line.ord, 'product_id', v_product.id, 'sizes', v_product.sizes));
      end if;

      if v_product.stock_quantity is not null then
        update public.products set stock_quantity = stock_quantity - v_line.quantity where id = v_product.id;
      end if;

      v_subtotal := v_subtotal + v_product.price * v_line.quantity;
      v_lines := v_lines || jsonb_build_object(
        'product_id', v_product.id,
        'product_title', v_product.title,
        'product_slug', v_product.slug,
        'product_image_url', v_product.image_url,
        'variant_info', case when v_size is null then '{}'::jsonb else jsonb_build_object('size', v_size) end,
        'quantity', v_line.quantity,
        'unit_price', v_product.price,
        'ord', v_line.ord);
    end loop;

    select * into v_quote from public.shipping_quote(v_country, v_address ->> 'city', v_subtotal);
    if not found then
      perform private.order_error('no_shipping_zone', format('we do not ship to %s yet', v_country), '422',
        jsonb_build_object('country', v_country));
    end if;
    -- Couriers collect cash only where the zone says so, and only up to an amount worth the risk of a
    -- refused parcel (shipping_zones.cod_max_mad, the owner's row).
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
      order_id, product_id, product_title, product_slug, product_image_url, variant_info, quantity, unit_price,
      total_price, created_at)
    select v_order_id, l.product_id, l.product_title, l.product_slug, l.product_image_url, l.variant_info,
           l.quantity, l.unit_price, l.unit_price * l.quantity, now() + make_interval(secs => l.ord / 1000000.0)
    from jsonb_to_recordset(v_lines) as l(product_id uuid, product_title text, product_slug text,
      product_image_url text, variant_info jsonb, quantity int, unit_price numeric, ord int);
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
  'Validates and writes an order with DB prices, atomic stock decrement (held until hold_expires_at), '
  'at most 10 of one product, caller-scoped idempotency and the order''s language (locale). Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
