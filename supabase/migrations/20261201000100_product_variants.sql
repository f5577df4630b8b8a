-- Variants: the one unit of what is sold. A size of a product (or the product itself, when it comes in
-- one size) has its own price, SKU and stock: selling the last large bowl leaves the small ones on sale.
-- The cart, place_order, the stock hold, order_items, back-in-stock requests and the mails key on it.
--
-- products keeps what a shopper browses by, derived here from its variants and never written by hand:
--   price        the lowest active variant's price (the spec's field)
--   from_price   what a card shows and the shop filters and sorts by: the lowest price a shopper can
--                buy now (active, in stock), or price when every size is sold out
--   price_varies true when the active variants do not all cost the same ("from 180 MAD")
--   in_stock     true while any active variant can be sold
-- products.stock_quantity and products.sizes are gone: stock and sizes are the variants'.
--
-- Every product has at least one active variant. A product inserted without any (the dashboard's table
-- editor inserts one row at a time) gets one variant with no options at commit, priced as the product,
-- that the editor can then edit; retiring a product's last active variant is refused.

-- The table -------------------------------------------------------------------------------------------

create table public.product_variants (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  sku text not null,
  options jsonb not null default '{}',
  price numeric(10, 2) not null,
  compare_at_price numeric(10, 2),
  stock_quantity integer,
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint product_variants_sku_unique unique (sku),
  constraint product_variants_options_unique unique (product_id, options),
  constraint product_variants_sku_format check (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  -- Options an editor may write: an object of option name -> non-blank text; `size` is one of the
  -- shop's sizes (SIZES in src/lib/constants.ts). More option names can come later with the same shape.
  -- Inline, not a function: a check runs with the writer's rights, and no writer may use schema private.
  constraint product_variants_options_valid check (
    jsonb_typeof(options) = 'object'
    and not jsonb_path_exists(options, '$.keyvalue() ? (@.value.type() != "string"
      || @.value like_regex "^[[:space:]]*$" || !(@.key like_regex "^[a-z][a-z_]{0,30}$"))')
    and (not (options ? 'size') or options ->> 'size' in ('small', 'medium', 'large'))
  ),
  constraint product_variants_price_non_negative check (price >= 0),
  constraint product_variants_compare_at_above_price check (compare_at_price is null or compare_at_price > price),
  constraint product_variants_stock_quantity_non_negative check (stock_quantity is null or stock_quantity >= 0),
  constraint product_variants_position_range check (position between 0 and 999)
);

comment on table public.product_variants is
  'What is sold: a size of a product (or the product itself, options {}), with its own price (MAD), SKU and '
  'stock. Visitors read active variants; the service role and the shop owner write.';
comment on column public.product_variants.options is
  'Option name -> value, e.g. {"size": "large"}; {} for a product in one size. Unique per product.';
comment on column public.product_variants.compare_at_price is
  'An honest "was" price (MAD), shown struck through; above price when set, empty otherwise.';
comment on column public.product_variants.stock_quantity is
  'Pieces left; null = made to order (never runs out). 0 = sold out (Notify me for this size).';
comment on column public.product_variants.position is 'Order of the sizes on the product page (0 first).';
comment on column public.product_variants.active is
  'false retires the size: no longer shown or sold. Every product keeps at least one active variant.';
comment on constraint product_variants_sku_unique on public.product_variants is
  'Every variant has its own SKU: another variant already uses this one.';
comment on constraint product_variants_options_unique on public.product_variants is
  'This product already has a variant with these options (one row per size).';
comment on constraint product_variants_options_valid on public.product_variants is
  'options must be an object of option -> text, e.g. {"size": "small"}; size is small, medium or large.';
comment on constraint product_variants_compare_at_above_price on public.product_variants is
  'The "was" price must be higher than the price, or empty.';

create index product_variants_product_id_idx on public.product_variants (product_id, position);

call private.share_with_visitors('public.product_variants', 'product_variants_active_readable',
  'active and exists (select 1 from public.products p where p.id = product_variants.product_id)');

-- The shop owner (JWT app_metadata.role = owner) manages variants from the app too, and reads retired ones.
grant insert, update, delete on table public.product_variants to authenticated;

create policy product_variants_shop_owner_reads on public.product_variants
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy product_variants_shop_owner_inserts on public.product_variants
  for insert to authenticated
  with check ((select public.is_shop_owner()));

create policy product_variants_shop_owner_updates on public.product_variants
  for update to authenticated
  using ((select public.is_shop_owner()))
  with check ((select public.is_shop_owner()));

create policy product_variants_shop_owner_deletes on public.product_variants
  for delete to authenticated
  using ((select public.is_shop_owner()));

-- What products derives from its variants -------------------------------------------------------------

alter table public.products
  add column from_price numeric(10, 2),
  add column price_varies boolean not null default false;

comment on column public.products.price is
  'The lowest active variant''s price (MAD), kept by the database: edit prices on product_variants.';
comment on column public.products.from_price is
  'The lowest price a shopper can buy now (active, in-stock variants; price when all are sold out). Cards, '
  'the price filter and the sort use it. Kept by the database.';
comment on column public.products.price_varies is
  'True when the active variants differ in price: cards say "from". Kept by the database.';
comment on column public.products.in_stock is
  'True while any active variant can be sold (made to order, or pieces left). Kept by the database.';

-- The derived fields of one product, from its active variants (no row when it has none yet).
create function private.product_variant_summary(p_product_id uuid)
returns table (price numeric, from_price numeric, price_varies boolean, in_stock boolean)
language sql
stable
set search_path = ''
as $$
  select min(v.price),
         coalesce(min(v.price) filter (where v.stock_quantity is null or v.stock_quantity > 0), min(v.price)),
         count(distinct v.price) > 1,
         bool_or(v.stock_quantity is null or v.stock_quantity > 0)
  from public.product_variants v
  where v.product_id = p_product_id and v.active
  having count(*) > 0;
$$;

-- Before a product row is written: its derived fields follow its variants. An editor who changes
-- price or in_stock by hand is told where the value comes from instead of seeing it silently undone.
create function private.products_follow_variants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_summary record;
begin
  select * into v_summary from private.product_variant_summary(new.id);
  if not found then
    -- A new product before its variants (or the one the database adds at commit): its own price.
    new.from_price := new.price;
    new.price_varies := false;
    return new;
  end if;
  if tg_op = 'UPDATE' and (
       new.price is distinct from old.price and new.price is distinct from v_summary.price
       or new.in_stock is distinct from old.in_stock and new.in_stock is distinct from v_summary.in_stock) then
    raise exception using errcode = '23514', constraint = 'products_price_and_stock_follow_variants',
      message = 'products_price_and_stock_follow_variants: a product''s price and in_stock come from its '
        'variants. Change the price or stock on product_variants instead.';
  end if;
  new.price := v_summary.price;
  new.from_price := v_summary.from_price;
  new.price_varies := v_summary.price_varies;
  new.in_stock := v_summary.in_stock;
  return new;
end;
$$;

grant execute on function private.products_follow_variants() to anon, authenticated, service_role;

drop trigger products_sync_in_stock on public.products;
drop function private.products_sync_in_stock();
drop trigger products_queue_back_in_stock_mail on public.products;
drop function private.queue_back_in_stock_mail();

create trigger products_follow_variants
  before insert or update on public.products
  for each row execute function private.products_follow_variants();

-- After a variant changes: its product's derived fields, written only when they move (an order that
-- takes one of 14 pieces touches no product row).
create function private.product_variants_sync_product()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product_id uuid := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
begin
  update public.products p set
    price = s.price, from_price = s.from_price, price_varies = s.price_varies, in_stock = s.in_stock
  from private.product_variant_summary(v_product_id) s
  where p.id = v_product_id
    and (p.price, p.from_price, p.price_varies, p.in_stock)
        is distinct from (s.price, s.from_price, s.price_varies, s.in_stock);
  return null;
end;
$$;

create trigger product_variants_sync_product
  after insert or delete or update of price, stock_quantity, active on public.product_variants
  for each row execute function private.product_variants_sync_product();

-- A variant stays with its product: moving it would carry another product's orders and stock along.
create function private.product_variants_keep_product()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.product_id is distinct from old.product_id then
    raise exception using errcode = '23514', constraint = 'product_variants_product_fixed',
      message = 'product_variants_product_fixed: a variant cannot move to another product. Add a variant to '
        'that product and retire this one (active = false).';
  end if;
  return new;
end;
$$;

grant execute on function private.product_variants_keep_product() to anon, authenticated, service_role;

create trigger product_variants_keep_product
  before update of product_id on public.product_variants
  for each row execute function private.product_variants_keep_product();

-- At commit: a product has at least one active variant, and its active variants name the same options
-- (a one-size {} variant beside sized ones would be a size picker with a blank choice). A product
-- inserted without any variant gets one, priced as the product (p_new_product); one whose variants were
-- all deleted is refused like one whose variants were all retired.
create function private.product_check_variants(p_product_id uuid, p_new_product boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_product public.products;
begin
  select * into v_product from public.products where id = p_product_id;
  if not found then
    return; -- deleted, variants with it
  end if;
  if p_new_product and not exists (select 1 from public.product_variants where product_id = p_product_id) then
    insert into public.product_variants (product_id, sku, options, price, stock_quantity)
    values (p_product_id, coalesce(v_product.sku_id, upper(v_product.slug)), '{}', v_product.price, null);
    return;
  end if;
  if not exists (select 1 from public.product_variants where product_id = p_product_id and active) then
    raise exception using errcode = '23514', constraint = 'products_have_an_active_variant',
      message = format('products_have_an_active_variant: "%s" needs at least one active variant. To stop '
        'selling it, set its stock to 0 instead.', v_product.title);
  end if;
  if (select count(distinct (select coalesce(array_agg(k order by k), '{}') from jsonb_object_keys(v.options) k))
      from public.product_variants v where v.product_id = p_product_id and v.active) > 1 then
    raise exception using errcode = '23514', constraint = 'product_variants_same_options',
      message = format('product_variants_same_options: the active variants of "%s" must all name the same '
        'options (all {"size": ...}, or one variant {}).', v_product.title);
  end if;
end;
$$;

create function private.products_check_variants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.product_check_variants(new.id, true);
  return null;
end;
$$;

create constraint trigger products_check_variants
  after insert on public.products
  deferrable initially deferred
  for each row execute function private.products_check_variants();

create function private.product_variants_check_product()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.product_check_variants(case when tg_op = 'DELETE' then old.product_id else new.product_id end, false);
  return null;
end;
$$;

create constraint trigger product_variants_check_product
  after insert or delete or update of active, options on public.product_variants
  deferrable initially deferred
  for each row execute function private.product_variants_check_product();

-- Today's rows become variants ------------------------------------------------------------------------

-- One variant per size (SKU suffix -S/-M/-L when a product has several sizes), or one {} variant, each
-- with the product's price and its stock count (a shared count is copied to each size: the owner
-- corrects it per size; nothing is oversold meanwhile that the count did not already allow).
insert into public.product_variants (product_id, sku, options, price, stock_quantity, position)
select p.id,
       coalesce(p.sku_id, upper(p.slug)) || case when cardinality(p.sizes) > 1
         then '-' || upper(left(s.size, 1)) else '' end,
       case when s.size is null then '{}'::jsonb else jsonb_build_object('size', s.size) end,
       p.price,
       case when p.in_stock then p.stock_quantity else 0 end,
       coalesce(array_position(array['small', 'medium', 'large'], s.size) - 1, 0)
from public.products p
left join lateral unnest(case when cardinality(p.sizes) > 0 then p.sizes end) as s(size) on true;

update public.products set price = price;
alter table public.products alter column from_price set not null;

alter table public.products drop column stock_quantity, drop column sizes;

-- Order lines keep the variant and its SKU -----------------------------------------------------------

alter table public.order_items
  add column variant_id uuid references public.product_variants (id) on delete set null,
  add column sku text;

comment on column public.order_items.variant_id is
  'The variant sold (null once an editor deletes it; the snapshot stays). Stock holds move it.';
comment on column public.order_items.sku is 'The variant''s SKU when the order was placed.';

create index order_items_variant_id_idx on public.order_items (variant_id);

update public.order_items i set variant_id = v.id, sku = v.sku
from public.product_variants v
where v.product_id = i.product_id and v.options = i.variant_info;

-- Locking: products, then variants, each in id order. Every stock mover (place_order, release, retake)
-- takes them this way, so none deadlocks another; a variant's change may update its product row, which
-- is why the products come first.
create function private.lock_variants(p_variant_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.lock_products(array(
    select distinct v.product_id from public.product_variants v where v.id = any (p_variant_ids)));
  perform 1 from public.product_variants
  where id = any (p_variant_ids)
  order by id
  for update;
end;
$$;

-- Stock holds, per variant ----------------------------------------------------------------------------

drop function private.move_held_stock(uuid, integer);
drop function private.order_held_quantities(uuid);

-- Quantities an order holds, per variant (a variant may be on several lines).
create function private.order_held_quantities(p_order_id uuid)
returns table (variant_id uuid, quantity integer)
language sql
stable
set search_path = ''
as $$
  select i.variant_id, sum(i.quantity)::int
  from public.order_items i
  where i.order_id = p_order_id and i.variant_id is not null
  group by i.variant_id;
$$;

-- p_direction 1 puts the order's pieces back, -1 takes them again; made-to-order variants never move.
-- The caller has locked the variants (private.lock_variants).
create function private.move_held_stock(p_order_id uuid, p_direction integer)
returns void
language sql
set search_path = ''
as $$
  update public.product_variants v set stock_quantity = v.stock_quantity + p_direction * h.quantity
  from private.order_held_quantities(p_order_id) h
  where v.id = h.variant_id and v.stock_quantity is not null;
$$;

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
  perform private.lock_variants(array(select h.variant_id from private.order_held_quantities(p_order_id) h));
  perform private.move_held_stock(p_order_id, 1);
  return true;
end;
$$;

-- Takes the stock of a cancelled order again when every line can still be served by its variant.
create or replace function private.retake_order_stock(p_order_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform private.lock_variants(array(select h.variant_id from private.order_held_quantities(p_order_id) h));
  if exists (select 1 from public.order_items i where i.order_id = p_order_id and i.variant_id is null)
     or exists (
       select 1 from private.order_held_quantities(p_order_id) h
       left join public.product_variants v on v.id = h.variant_id
       where v.id is null or not v.active or (v.stock_quantity is not null and v.stock_quantity < h.quantity)) then
    return false;
  end if;
  perform private.move_held_stock(p_order_id, -1);
  return true;
end;
$$;

-- Back in stock, per variant ----------------------------------------------------------------------------

-- A request names the size it waits for; requests from before variants (variant_id null) wait for any
-- size of the product.
alter table public.back_in_stock_requests
  add column variant_id uuid references public.product_variants (id) on delete cascade;

comment on column public.back_in_stock_requests.variant_id is
  'The size waited for; null (requests made before sizes had their own stock): any size of the product.';

drop index public.back_in_stock_requests_one_open_idx;
create unique index back_in_stock_requests_one_open_idx on public.back_in_stock_requests
  (product_id, coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid), email)
  where notified_at is null;

drop function public.request_back_in_stock(uuid, text, text);

-- 'requested' for a sold-out variant (whatever this address asked before), 'in_stock' when it can be
-- bought now. p_variant_id names the size; without it, a product in one size means its one variant
-- and a product in several sizes means any of them. Errors: invalid_email, invalid_locale (PT422),
-- unknown_product (PT404: no such product, or a variant that is not one of its active ones); none
-- depends on the address being known.
create function public.request_back_in_stock(
  p_product_id uuid, p_email text, p_locale text default 'en', p_variant_id uuid default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_locale text := coalesce(p_locale, 'en');
  v_in_stock boolean;
  v_variant uuid := p_variant_id;
begin
  if length(v_email) > 254 or v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception using errcode = 'PT422', hint = 'invalid_email',
      message = 'invalid_email: Please enter a valid email address.';
  end if;
  if v_locale not in ('en', 'fr', 'ar') then
    raise exception using errcode = 'PT422', hint = 'invalid_locale',
      message = 'invalid_locale: The language must be en, fr or ar.';
  end if;
  -- FOR SHARE waits for a restock in flight (it locks the product, then the variant): either it
  -- commits first and this answers 'in_stock', or this request commits first and the restock's trigger
  -- finds it.
  perform 1 from public.products where id = p_product_id for share;
  if not found then
    raise exception using errcode = 'PT404', hint = 'unknown_product', message = 'unknown_product: No such product.';
  end if;
  if v_variant is null and (select count(*) from public.product_variants where product_id = p_product_id and active) = 1 then
    select id into v_variant from public.product_variants where product_id = p_product_id and active;
  end if;
  if v_variant is null then
    select bool_or(stock_quantity is null or stock_quantity > 0) into v_in_stock
    from public.product_variants where product_id = p_product_id and active;
  else
    select stock_quantity is null or stock_quantity > 0 into v_in_stock
    from public.product_variants where id = v_variant and product_id = p_product_id and active
    for share;
    if not found then
      raise exception using errcode = 'PT404', hint = 'unknown_product',
        message = 'unknown_product: No such product.';
    end if;
  end if;
  if v_in_stock then
    return 'in_stock';
  end if;
  -- Two requests of one address at once must see each other (the limit, the unique index).
  perform pg_advisory_xact_lock(hashtextextended('back_in_stock_requests:' || v_email, 0));
  if (select count(*) from public.back_in_stock_requests where email = v_email and notified_at is null)
     < private.back_in_stock_open_limit() then
    insert into public.back_in_stock_requests (product_id, variant_id, email, locale)
    values (p_product_id, v_variant, v_email, v_locale)
    on conflict (product_id, (coalesce(variant_id, '00000000-0000-0000-0000-000000000000'::uuid)), email)
      where notified_at is null
      do update set locale = excluded.locale;
  else
    -- Over the limit no new request is stored, but one already open still follows the latest language.
    update public.back_in_stock_requests set locale = v_locale
    where product_id = p_product_id and variant_id is not distinct from v_variant and email = v_email
      and notified_at is null;
  end if;
  return 'requested';
end;
$$;

comment on function public.request_back_in_stock(uuid, text, text, uuid) is
  'Notify me: stores the address (and the language it asked in) for a sold-out size (p_variant_id) of a '
  'product. Same answer for a new or known address.';

revoke execute on function public.request_back_in_stock(uuid, text, text, uuid) from public;
grant execute on function public.request_back_in_stock(uuid, text, text, uuid) to anon, authenticated, service_role;

-- At commit of a change that brought a variant back: if it can still be sold then, each open request
-- for it (or for any size of its product) gets its e-mail and is marked done. Deferred, so stock that
-- comes and goes within one transaction mails nobody.
create function private.queue_back_in_stock_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_variant public.product_variants;
  v_product public.products;
  v_request record;
  v_mail_id uuid;
begin
  select * into v_variant from public.product_variants where id = new.id;
  if not found or not v_variant.active or v_variant.stock_quantity = 0 then
    return null;
  end if;
  select * into v_product from public.products where id = v_variant.product_id;
  for v_request in
    select id, email, locale from public.back_in_stock_requests
    where product_id = v_variant.product_id and (variant_id = v_variant.id or variant_id is null)
      and notified_at is null
    order by created_at, id
    for update
  loop
    insert into public.mail_outbox (kind, recipient, payload)
    values ('back_in_stock', v_request.email, jsonb_build_object(
      'request_id', v_request.id,
      'product_id', v_product.id,
      'variant_id', v_variant.id,
      'slug', v_product.slug,
      'title', v_product.title,
      'size', v_variant.options ->> 'size',
      'sku', v_variant.sku,
      'locale', v_request.locale))
    returning id into v_mail_id;
    update public.back_in_stock_requests
    set notified_at = now(), mail_id = v_mail_id
    where id = v_request.id;
  end loop;
  return null;
end;
$$;

create constraint trigger product_variants_queue_back_in_stock_mail
  after update of stock_quantity, active on public.product_variants
  deferrable initially deferred
  for each row
  when ((not old.active or old.stock_quantity = 0)
        and new.active and (new.stock_quantity is null or new.stock_quantity > 0))
  execute function private.queue_back_in_stock_mail();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
