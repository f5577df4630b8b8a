-- Idempotency keys belong to one caller and one request. Before this, place_order replayed the first
-- order for a key whoever sent it, so anyone holding someone's Idempotency-Key got their order id back.
-- Now a key is stored with who sent it (the signed-in user, or a guest's random cart id) and a hash of
-- the canonical request. The same key from the same caller with the same request replays the order;
-- anything else is refused with idempotency_conflict (PT409) and writes nothing.

alter table public.orders
  add column idempotency_caller text,
  add column idempotency_request_hash text;

comment on column public.orders.idempotency_caller is
  'Who sent idempotency_key: ''user:<uuid>'' or ''guest:<sha256 of the cart id>''. Null for orders without a key.';
comment on column public.orders.idempotency_request_hash is
  'sha256 of the canonical request (items, currency, payment method, customer, address) sent with idempotency_key.';

-- The guest's order JSON never shows these server-side handles.
create or replace function private.order_json(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(o) - 'idempotency_key' - 'paypal_order_id' - 'idempotency_caller' - 'idempotency_request_hash'
    || jsonb_build_object('items', coalesce((
      select jsonb_agg(to_jsonb(i) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

revoke execute on function private.order_json(uuid) from public;

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

revoke execute on function private.checkout_request_hash(jsonb) from public;

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

revoke execute on function private.replay_for_key(text, text, text) from public;

create or replace function public.place_order(p_order jsonb)
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
        'country', coalesce(nullif(btrim(v_address ->> 'country'), ''), 'Morocco')),
      v_method,
      v_currency,
      v_subtotal,
      public.shipping_for(v_subtotal),
      v_subtotal + public.shipping_for(v_subtotal),
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

comment on function public.place_order(jsonb) is
  'Validates and writes an order with DB prices, atomic stock decrement and caller-scoped idempotency. '
  'Service role only.';

revoke execute on function public.place_order(jsonb) from public, anon, authenticated;
grant execute on function public.place_order(jsonb) to service_role;
