-- Shipping by zone, quoted before the order and charged exactly as quoted, and cash on delivery the way
-- Moroccan shops run it. Before this, shipping_for(subtotal) charged a flat 45 MAD (free from 500 MAD)
-- to Casablanca and Canada alike, and the country was free text.
--  * shipping_zones: editors' rows (dashboard). A zone covers ISO 3166-1 alpha-2 countries, optionally
--    only some cities of them; a zone with no countries is the rest of the world.
--  * shipping_quote(country, city, subtotal): the one rule, read by the checkout (rpc) and by
--    place_order, so the amount shown is the amount charged.
--  * place_order stores the country as its ISO code, charges the quote, and allows cash on delivery
--    only to Moroccan addresses and totals up to cod_max_total_mad (create-checkout passes
--    COD_MAX_TOTAL_MAD, default 5000).

create table public.shipping_zones (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  countries text[] not null default '{}',
  cities text[] not null default '{}',
  price_mad numeric(10, 2) not null,
  free_from_mad numeric(10, 2),
  delivery_days_min int not null,
  delivery_days_max int not null,
  position int not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint shipping_zones_name_not_blank check (btrim(name) <> ''),
  constraint shipping_zones_countries_iso check (array_to_string(countries, ',') ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  constraint shipping_zones_cities_need_countries check (cardinality(cities) = 0 or cardinality(countries) > 0),
  constraint shipping_zones_price_non_negative check (price_mad >= 0 and coalesce(free_from_mad, 0) >= 0),
  constraint shipping_zones_days_ordered check (delivery_days_min >= 0 and delivery_days_max >= delivery_days_min)
);

comment on table public.shipping_zones is
  'Where the shop ships and for how much. A zone with cities applies to those cities of its countries; a '
  'zone without countries is the rest of the world. The most specific active zone wins, then position.';
comment on column public.shipping_zones.countries is 'ISO 3166-1 alpha-2 codes in capitals, e.g. {MA} or {FR,DE}.';
comment on column public.shipping_zones.cities is 'Optional: only these cities (compared without case or accents'' spacing).';
comment on column public.shipping_zones.free_from_mad is 'Subtotal in MAD from which shipping is free; empty: never free.';

create trigger shipping_zones_set_updated_at
  before update on public.shipping_zones
  for each row execute function private.set_updated_at();

alter table public.shipping_zones enable row level security;

revoke all on table public.shipping_zones from anon, authenticated;
grant select on table public.shipping_zones to anon, authenticated;
grant all on table public.shipping_zones to service_role;

create policy shipping_zones_active_readable_by_everyone on public.shipping_zones
  for select to anon, authenticated
  using (active);

-- The zone for an address and what it costs for a subtotal. No row when no active zone covers the
-- country (a shop without a rest-of-the-world zone does not ship there).
create or replace function public.shipping_quote(p_country text, p_city text, p_subtotal numeric)
returns table (zone_name text, shipping numeric, free_from_mad numeric, delivery_days_min int, delivery_days_max int)
language sql
stable
set search_path = ''
as $$
  select z.name,
         case when z.free_from_mad is not null and p_subtotal >= z.free_from_mad then 0 else z.price_mad end,
         z.free_from_mad, z.delivery_days_min, z.delivery_days_max
  from public.shipping_zones z
  where z.active
    and (cardinality(z.countries) = 0 or upper(btrim(p_country)) = any (z.countries))
    and (cardinality(z.cities) = 0 or exists (
      select 1 from unnest(z.cities) c where lower(btrim(c)) = lower(btrim(coalesce(p_city, '')))))
  order by cardinality(z.cities) > 0 desc, cardinality(z.countries) > 0 desc, z.position, z.name
  limit 1;
$$;

comment on function public.shipping_quote(text, text, numeric) is
  'Shipping for an address (ISO country, city) and a subtotal in MAD: zone name, shipping, the zone''s '
  'free-from amount and delivery days. The checkout shows it; place_order charges it.';

revoke execute on function public.shipping_quote(text, text, numeric) from public;
grant execute on function public.shipping_quote(text, text, numeric) to anon, authenticated, service_role;

-- Orders placed before this named the country in words; the checkout's default was Morocco. Any other
-- word is kept as written beside the user-assigned code ZZ (unknown), so every row passes the check
-- and an old order's status can still change.
update public.orders set shipping_address = jsonb_set(shipping_address, '{country}', '"MA"')
where btrim(shipping_address ->> 'country') ilike 'morocco';
update public.orders
set shipping_address = shipping_address
  || jsonb_build_object('country', 'ZZ', 'country_as_written', shipping_address -> 'country')
where shipping_address ->> 'country' !~ '^[A-Z]{2}$';

alter table public.orders
  add constraint orders_shipping_country_iso
  check (shipping_address ->> 'country' ~ '^[A-Z]{2}$');

comment on column public.orders.shipping_address is
  '{"address", "city", "postalCode", "country": ISO 3166-1 alpha-2 code}';

-- The core of place_order as 20261125000200 wrote it, with three changes: the country is an ISO code
-- (default MA), shipping is shipping_quote's for that address, and cash on delivery is refused outside
-- Morocco (cod_not_available) or above cod_max_total_mad (cod_limit). The wrapper around it
-- (20261125000720: per-item limit, stock holds) is unchanged and passes cod_max_total_mad through.
create or replace function private.place_order_core(p_order jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
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
  v_cod_max int;
  v_quote record;
begin
  if p_order is null or jsonb_typeof(p_order) <> 'object' then
    perform private.order_error('invalid_order', 'the order must be a JSON object', '400');
  end if;

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
  -- Couriers collect cash only inside Morocco, and only up to an amount worth the risk of a refused parcel.
  v_cod_max := private.bounded_setting(p_order -> 'cod_max_total_mad', 5000, 0, 1000000, 'cod_max_total_mad');
  if v_method = 'cod' and v_country <> 'MA' then
    perform private.order_error('cod_not_available', 'cash on delivery is only available for addresses in Morocco',
      '422', jsonb_build_object('country', v_country));
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
    -- Lock every product of the order in id order so concurrent orders cannot deadlock.
    perform 1 from public.products
    where id in (select (e ->> 'product_id')::uuid from jsonb_array_elements(p_order -> 'items') e)
    order by id
    for update;

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
    if v_method = 'cod' and v_subtotal + v_quote.shipping > v_cod_max then
      perform private.order_error('cod_limit', format('cash on delivery is available for orders up to %s MAD', v_cod_max),
        '422', jsonb_build_object('max', v_cod_max, 'total', v_subtotal + v_quote.shipping));
    end if;

    insert into public.orders (
      user_id, customer_name, customer_email, customer_phone, shipping_address, payment_method, currency,
      subtotal, shipping, total, idempotency_key, idempotency_caller, idempotency_request_hash)
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
      v_request_hash)
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

revoke execute on function private.place_order_core(jsonb) from public, anon, authenticated, service_role;

-- The flat rule is gone: zones decide shipping everywhere.
drop function public.shipping_for(numeric);
