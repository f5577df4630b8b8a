-- A bag that follows its customer (issue 35): a signed-in customer's bag is kept here, one cart per
-- user and one line per variant, so it is there on another device once they sign in. A visitor's bag
-- stays in the browser as before; on sign-in the browser's bag is merged into this one (merge_cart).
--
-- Only the customer reads their bag (RLS), and nobody writes the tables directly: the functions below
-- are the only way in, so every line stays within the rules of the browser's bag and of place_order
-- (at most 10 of one variant, never more than the variant's stock, only variants still sold).
--
--   merge_cart(lines, merge_id)  on sign-in: adds the browser's lines to the stored bag (same variant:
--                      the quantities add up, to the limits) and answers the merged bag and what it
--                      dropped; a merge_id already applied adds nothing again (a page that closed
--                      before the answer came sends the same merge on the next visit)
--   save_cart(lines)   as the bag changes: the stored bag becomes these lines (within the limits)
--   get_cart()         the stored bag
--
-- carts.updated_at is when the bag's content last changed (a save that changes nothing leaves it): the
-- abandoned-bag reminder counts from it. An order placed by a signed-in customer takes what it bought
-- out of the stored bag, in the order's transaction, as the browser takes it out of its own.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>:
-- not_signed_in (PT401), invalid_cart (PT400).

create table public.carts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_merge_id uuid,
  constraint carts_one_per_user unique (user_id)
);

comment on table public.carts is
  'A signed-in customer''s bag, one per user (its lines in cart_lines). Read by its owner; written through '
  'merge_cart and save_cart only.';
comment on column public.carts.updated_at is
  'When the bag''s lines last changed (a save that changes nothing leaves it); the abandoned-bag reminder '
  'counts from it.';

create table public.cart_lines (
  cart_id uuid not null references public.carts (id) on delete cascade,
  variant_id uuid not null references public.product_variants (id) on delete cascade,
  quantity integer not null,
  added_at timestamptz not null default now(),
  constraint cart_lines_pkey primary key (cart_id, variant_id),
  -- MAX_QUANTITY_PER_ITEM of supabase/functions/_shared/rules/limits.ts (tests/backend/server-bag-sql.test.ts
  -- keeps them equal).
  constraint cart_lines_quantity_range check (quantity between 1 and 10)
);

comment on column public.carts.last_merge_id is
  'The browser''s id of the last merge applied: the same merge sent again (its answer was lost to a page '
  'that closed) adds nothing twice.';

comment on table public.cart_lines is 'The lines of a stored bag: one per variant, 1 to 10 of it.';
comment on column public.cart_lines.added_at is 'When the variant first came into the bag (the bag''s order).';

create index cart_lines_variant_id_idx on public.cart_lines (variant_id);

alter table public.carts enable row level security;
alter table public.cart_lines enable row level security;
revoke all on table public.carts, public.cart_lines from public, anon, authenticated;
grant select on table public.carts, public.cart_lines to authenticated;
grant select, insert, update, delete on table public.carts, public.cart_lines to service_role;

create policy carts_owner_reads on public.carts
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy cart_lines_owner_reads on public.cart_lines
  for select to authenticated
  using (exists (select 1 from public.carts c where c.id = cart_id and c.user_id = (select auth.uid())));

-- The rules ------------------------------------------------------------------------------------------------

-- How many of a variant a line may hold: the per-order limit and the stock left (null: made to order).
-- A sold-out variant keeps what the line had, up to the limit: the bag shows it sold out and the
-- customer removes it (the browser's bag does the same, src/features/cart/line-limits.ts).
create function private.cart_line_quantity(p_wanted integer, p_stock integer)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_stock is null then least(p_wanted, 10)
    when p_stock >= 1 then least(p_wanted, p_stock, 10)
    else least(p_wanted, 10)
  end;
$$;

-- The lines a browser sends, read and checked: a JSON array of at most 50 objects
-- { "variant_id": uuid, "quantity": 1..999 }, the same variant at most once. Anything else is refused
-- with invalid_cart and nothing changes.
create function private.cart_input(p_lines jsonb)
returns table (ord integer, variant_id uuid, quantity integer)
language plpgsql
immutable
set search_path = ''
as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  v_line jsonb;
  v_ord integer := 0;
  v_seen uuid[] := '{}';
begin
  if p_lines is null or jsonb_typeof(p_lines) <> 'array' then
    perform private.order_error('invalid_cart', 'the bag must be a list of lines', '400');
  end if;
  if jsonb_array_length(p_lines) > 50 then
    perform private.order_error('invalid_cart', 'a bag may have at most 50 lines', '400');
  end if;
  for v_line in select value from jsonb_array_elements(p_lines) loop
    v_ord := v_ord + 1;
    if jsonb_typeof(v_line) <> 'object' or coalesce(v_line ->> 'variant_id', '') !~ uuid_pattern then
      perform private.order_error('invalid_cart', format('line %s has no valid variant_id', v_ord), '400');
    end if;
    if jsonb_typeof(v_line -> 'quantity') is distinct from 'number'
       or (v_line ->> 'quantity')::numeric <> floor((v_line ->> 'quantity')::numeric)
       or (v_line ->> 'quantity')::numeric not between 1 and 999 then
      perform private.order_error('invalid_cart', format('line %s: the quantity must be a whole number from 1', v_ord),
        '400');
    end if;
    if (v_line ->> 'variant_id')::uuid = any (v_seen) then
      perform private.order_error('invalid_cart', format('line %s repeats a variant', v_ord), '400');
    end if;
    v_seen := v_seen || (v_line ->> 'variant_id')::uuid;
    ord := v_ord;
    variant_id := (v_line ->> 'variant_id')::uuid;
    quantity := (v_line ->> 'quantity')::integer;
    return next;
  end loop;
end;
$$;

-- The signed-in caller, or not_signed_in (PT401) saying what signing in is for.
create function private.signed_in_user(p_for text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is null then
    perform private.order_error('not_signed_in', 'sign in to ' || p_for, '401');
  end if;
  return auth.uid();
end;
$$;

-- The caller's cart, created on first use; not_signed_in without a user. Locked: two tabs saving at
-- once are applied one after the other.
create function private.my_cart_for_update()
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.signed_in_user('keep your bag');
  v_cart uuid;
begin
  insert into public.carts (user_id) values (v_user) on conflict (user_id) do nothing;
  select id into v_cart from public.carts where user_id = v_user for update;
  return v_cart;
end;
$$;

-- A bag as the shop shows it: each line with what the browser's bag keeps of it (product, title, slug,
-- price, picture, options), oldest line first.
create function private.cart_json(p_cart_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'variant_id', v.id,
      'product_id', p.id,
      'quantity', l.quantity,
      'title', p.title,
      'slug', p.slug,
      'price', v.price,
      'image_url', p.image_url,
      'alt_text', p.alt_text,
      'product_type', p.product_type,
      'options', v.options,
      'stock', v.stock_quantity) order by l.added_at, v.id), '[]'::jsonb)
  from public.cart_lines l
  join public.product_variants v on v.id = l.variant_id
  join public.products p on p.id = v.product_id
  where l.cart_id = p_cart_id;
$$;

-- The stored bag becomes p_wanted (variant -> quantity, already within the limits); updated_at moves
-- only when a line changed.
create function private.write_cart(p_cart_id uuid, p_wanted jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_changed boolean;
begin
  with wanted as (
    select key::uuid as variant_id, value::integer as quantity from jsonb_each_text(p_wanted)
  ),
  gone as (
    delete from public.cart_lines l
    where l.cart_id = p_cart_id and not exists (select 1 from wanted w where w.variant_id = l.variant_id)
    returning 1
  ),
  written as (
    insert into public.cart_lines (cart_id, variant_id, quantity)
    select p_cart_id, w.variant_id, w.quantity from wanted w
    on conflict (cart_id, variant_id) do update set quantity = excluded.quantity
    where public.cart_lines.quantity is distinct from excluded.quantity
    returning 1
  )
  select exists (select 1 from gone) or exists (select 1 from written) into v_changed;
  if v_changed then
    update public.carts set updated_at = now() where id = p_cart_id;
  end if;
end;
$$;

-- The input's lines that can be kept: the variant is still sold (it exists and is active). The others
-- are what the answer calls dropped.
create function private.cart_keepable(p_lines jsonb)
returns table (variant_id uuid, quantity integer, stock integer, kept boolean)
language sql
stable
set search_path = ''
as $$
  select i.variant_id, i.quantity, v.stock_quantity, coalesce(v.active, false)
  from private.cart_input(p_lines) i
  left join public.product_variants v on v.id = i.variant_id
  order by i.ord;
$$;

-- The functions ----------------------------------------------------------------------------------------------

-- merge_cart and save_cart: the caller's bag becomes p_lines (p_add false) or the stored lines plus
-- p_lines, per variant (p_add true), within the limits; a line whose variant stopped being sold goes.
-- Answers {lines, dropped}.
create function private.store_cart(p_lines jsonb, p_add boolean, p_merge_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cart uuid;
  v_wanted jsonb;
  v_dropped jsonb;
begin
  -- The input first: a bad request changes nothing, not even an empty cart row.
  perform private.cart_input(p_lines);
  v_cart := private.my_cart_for_update();
  if p_merge_id is not null then
    -- The same merge again (its answer was lost): nothing is added twice.
    if exists (select 1 from public.carts where id = v_cart and last_merge_id = p_merge_id) then
      p_lines := '[]';
    end if;
    update public.carts set last_merge_id = p_merge_id where id = v_cart;
  end if;
  select coalesce(jsonb_object_agg(variant_id, private.cart_line_quantity(quantity, stock)), '{}'::jsonb)
  into v_wanted
  from (
    select v.id as variant_id, sum(q.quantity)::integer as quantity, v.stock_quantity as stock
    from (
      select l.variant_id, l.quantity from public.cart_lines l where p_add and l.cart_id = v_cart
      union all
      select k.variant_id, k.quantity from private.cart_keepable(p_lines) k where k.kept
    ) q
    join public.product_variants v on v.id = q.variant_id and v.active
    group by v.id, v.stock_quantity
  ) wanted;
  select coalesce(jsonb_agg(jsonb_build_object('variant_id', k.variant_id, 'quantity', k.quantity)), '[]'::jsonb)
  into v_dropped
  from private.cart_keepable(p_lines) k where not k.kept;
  perform private.write_cart(v_cart, v_wanted);
  return jsonb_build_object('lines', private.cart_json(v_cart), 'dropped', v_dropped);
end;
$$;

create function public.merge_cart(p_lines jsonb, p_merge_id uuid default null)
returns jsonb
language sql
security definer
set search_path = ''
as $$ select private.store_cart(p_lines, true, p_merge_id) $$;

create function public.save_cart(p_lines jsonb)
returns jsonb
language sql
security definer
set search_path = ''
as $$ select private.store_cart(p_lines, false, null) $$;

create function public.get_cart()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.signed_in_user('keep your bag');
begin
  return jsonb_build_object('lines', coalesce(
    (select private.cart_json(c.id) from public.carts c where c.user_id = v_user), '[]'::jsonb),
    'dropped', '[]'::jsonb);
end;
$$;

comment on function public.merge_cart(jsonb, uuid) is
  'On sign-in: adds the browser''s lines ([{variant_id, quantity}]) to the caller''s stored bag (same '
  'variant: quantities add up to 10 and to the stock) and answers {lines, dropped}: the merged bag and '
  'the lines whose variant is no longer sold. p_merge_id: the same merge sent twice adds once.';
comment on function public.save_cart(jsonb) is
  'The caller''s stored bag becomes these lines (within the limits); answers {lines, dropped}.';
comment on function public.get_cart() is 'The caller''s stored bag: {lines, dropped: []}.';

revoke execute on function public.merge_cart(jsonb, uuid) from public, anon;
revoke execute on function public.save_cart(jsonb) from public, anon;
revoke execute on function public.get_cart() from public, anon;
grant execute on function public.merge_cart(jsonb, uuid) to authenticated, service_role;
grant execute on function public.save_cart(jsonb) to authenticated, service_role;
grant execute on function public.get_cart() to authenticated, service_role;

-- An order takes its lines out of the stored bag -------------------------------------------------------------

-- A signed-in customer's order takes what it bought out of their stored bag, in the order's
-- transaction (what they added to the bag on another device after it stays). The browser takes the
-- same lines out of its own bag when the order is placed.
create function private.take_ordered_out_of_cart()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_cart uuid;
begin
  select c.id into v_cart
  from public.orders o join public.carts c on c.user_id = o.user_id
  where o.id = new.order_id;
  if v_cart is null or new.variant_id is null then
    return null;
  end if;
  delete from public.cart_lines
  where cart_id = v_cart and variant_id = new.variant_id and quantity <= new.quantity;
  if not found then
    update public.cart_lines set quantity = quantity - new.quantity
    where cart_id = v_cart and variant_id = new.variant_id;
  end if;
  -- The bag an order followed is a new bag: its reminder clock starts again.
  update public.carts set updated_at = now() where id = v_cart;
  return null;
end;
$$;

create trigger order_items_take_out_of_cart
  after insert on public.order_items
  for each row execute function private.take_ordered_out_of_cart();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
