-- How long a new order holds its stock becomes two columns of the owner's settings row, like every
-- other setting the owner may change (CONTRACTS §6): until now create-checkout passed them to
-- place_order from its env (PAYMENT_HOLD_MINUTES, COD_CONFIRM_HOURS), so changing one meant setting a
-- secret and redeploying.
--
--   payment_hold_minutes  how long an unpaid PayPal order keeps its pieces (30; 1 to 1440: a day)
--   cod_confirm_hours     how long a cash-on-delivery order waits for confirmation (48; 1 to 720: 30 days)
--
-- The bounds are the ones place_order applied to the env values, now check constraints, so the
-- dashboard refuses a value out of range when it is saved instead of the next checkout failing. A
-- change applies to orders placed afterwards: an order's hold is fixed when it is placed
-- (orders.hold_expires_at). Visitors cannot read the columns (their select is granted column by column,
-- 20261207000200_cod_at_the_door.sql): how long pieces stay set aside is the shop's business.
--
-- place_order is redefined as 20261205000110_promotion_checkout.sql left it, with one change: the hold is
-- read from the row, and the inputs payment_hold_minutes and cod_confirm_hours are ignored (an older
-- create-checkout still sending them places its orders as before, with the row's hold).
--
-- A deployment that had set PAYMENT_HOLD_MINUTES or COD_CONFIRM_HOURS copies the values into the row
-- (README, "Orders: statuses and stock holds"); the secrets are no longer read.

alter table public.shop_settings
  add column payment_hold_minutes integer not null default 30,
  add column cod_confirm_hours integer not null default 48,
  add constraint shop_settings_payment_hold_minutes_range check (payment_hold_minutes between 1 and 1440),
  add constraint shop_settings_cod_confirm_hours_range check (cod_confirm_hours between 1 and 720);

comment on column public.shop_settings.payment_hold_minutes is
  'Minutes an unpaid PayPal order keeps its pieces before it is cancelled and they go back on the shelf '
  '(30; 1 to 1440). Applies to orders placed afterwards.';
comment on column public.shop_settings.cod_confirm_hours is
  'Hours a cash-on-delivery order waits for confirmation (the owner''s call or the customer''s WhatsApp '
  'reply) before it is cancelled and its pieces go back (48; 1 to 720). Applies to orders placed afterwards.';

comment on column public.orders.hold_expires_at is
  'When an unpaid PayPal order (shop_settings.payment_hold_minutes after it was placed) or an unconfirmed '
  'cash-on-delivery order (shop_settings.cod_confirm_hours) is cancelled and its stock returned, if it is '
  'still pending then.';

-- place_order, holding stock for the settings row's time ----------------------------------------------------

-- As in 20261205000110_promotion_checkout.sql (its notes there), except the hold.
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

  -- How long the order holds its stock: the owner's settings row (payment_hold_minutes, cod_confirm_hours).
  -- Inputs of those names, which create-checkout once sent from its env, are ignored.
  select case when p_order ->> 'payment_method' = 'paypal'
    then make_interval(mins => s.payment_hold_minutes)
    else make_interval(hours => s.cod_confirm_hours)
  end
  into v_hold
  from public.shop_settings s;
  -- Without the row (deleted by hand), the columns' defaults.
  v_hold := coalesce(v_hold, case when p_order ->> 'payment_method' = 'paypal'
    then interval '30 minutes' else interval '48 hours' end);

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
  'decrement per variant (held until hold_expires_at: shop_settings.payment_hold_minutes for PayPal, '
  'cod_confirm_hours for cash on delivery), at most 10 of one variant, caller-scoped idempotency and the '
  'order''s language. Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;

-- It read the hold from the request; nothing else calls it.
drop function private.bounded_setting(jsonb, integer, integer, integer, text);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
