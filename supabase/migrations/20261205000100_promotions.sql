-- Promotions: codes a shopper types and automatic offers, priced by the database exactly to the centime
-- and never used past their limits.
--
-- The owner edits `promotions` in the dashboard. A row with a code is a code (matched without case,
-- stored trimmed); a row without one is an automatic offer, which every bag it covers gets. An order
-- takes at most one code and the best automatic offer; the two add up only when both rows say
-- `combinable`, else the shopper gets whichever saves more. The automatic offer comes first, the code
-- works on what is left of each line.
--
-- Money is worked in integer centimes. A percentage is rounded half-up once on the lines it covers; a
-- discount is shared between those lines in proportion to what is left of them, by largest remainder
-- (whole centimes first, the centimes left over one each to the lines with the largest fractions, ties
-- to the earlier line), so the lines' discounts add up to the order's and none goes below 0. Free
-- shipping zeroes the zone's price. Then, for every order,
--   total = subtotal - discount + shipping,   discount = sum of its lines' discounts.
--
-- Limits are counted under the promotion's row lock, in the transaction that places the order: a
-- promotion's uses are its redemptions not given back. A cancelled order (owner, expired hold, failed
-- payment) gives its redemptions back exactly once (a guarded update), and an order paid after its
-- hold ended takes them again. Two orders are the same customer's when their user id, their e-mail
-- (without case or +tag) or their phone (E.164) match.
--
-- Refusals of a code (private.order_error, hint = the code): promotion_not_found, promotion_not_started,
-- promotion_expired, promotion_not_applicable, promotion_min_subtotal (detail.missing in MAD) answer
-- 422; promotion_used_up and promotion_already_used answer 409. quote_order tells the same reasons
-- (and promotion_not_combinable, when an automatic offer saves more) without refusing.

create table public.promotions (
  id uuid primary key default gen_random_uuid(),
  code text,
  title text not null,
  kind text not null,
  value numeric(10, 2) not null default 0,
  applies_to text not null default 'order',
  product_ids uuid[] not null default '{}',
  collections text[] not null default '{}',
  categories text[] not null default '{}',
  min_subtotal_mad numeric(10, 2),
  starts_at timestamptz,
  ends_at timestamptz,
  usage_limit integer,
  usage_limit_per_customer integer,
  combinable boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint promotions_code_format check (code is null or code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),
  constraint promotions_title_not_blank check (btrim(title) <> ''),
  constraint promotions_kind_valid check (kind in ('percentage', 'fixed', 'free_shipping')),
  constraint promotions_value_non_negative check (value >= 0),
  constraint promotions_percentage_range check (kind <> 'percentage' or value between 1 and 100),
  constraint promotions_fixed_positive check (kind <> 'fixed' or value > 0),
  constraint promotions_free_shipping_no_value check (kind <> 'free_shipping' or value = 0),
  constraint promotions_applies_to_valid check (applies_to in ('order', 'items')),
  constraint promotions_items_named check (
    applies_to = 'order' or cardinality(product_ids) + cardinality(collections) + cardinality(categories) > 0),
  constraint promotions_ends_after_start check (starts_at is null or ends_at is null or ends_at > starts_at),
  constraint promotions_min_subtotal_non_negative check (min_subtotal_mad is null or min_subtotal_mad >= 0),
  constraint promotions_usage_limit_positive check (usage_limit is null or usage_limit >= 1),
  constraint promotions_usage_limit_per_customer_positive
    check (usage_limit_per_customer is null or usage_limit_per_customer >= 1)
);

create unique index promotions_code_unique on public.promotions (lower(code)) where code is not null;
create index promotions_automatic_idx on public.promotions (id) where code is null and active;

comment on table public.promotions is
  'Discount codes (code set) and automatic offers (code null), edited by the owner in the dashboard. '
  'Visitors read only active automatic offers'' public columns; a code is checked only through quote_order.';
comment on column public.promotions.code is
  'What the shopper types: letters, digits, - and _, at most 64; unique without case; null for an automatic offer.';
comment on column public.promotions.title is 'Shown to shoppers (English; French and Arabic in promotion_translations).';
comment on column public.promotions.kind is 'percentage (value 1-100), fixed (value in MAD) or free_shipping (value 0).';
comment on column public.promotions.applies_to is
  'order: every line; items: the lines whose product is in product_ids, collections or categories.';
comment on column public.promotions.min_subtotal_mad is
  'The lines it applies to must come to at least this much (MAD, before discounts).';
comment on column public.promotions.usage_limit is 'Orders that may use it in all (cancelled orders give theirs back).';
comment on column public.promotions.usage_limit_per_customer is
  'Orders one customer may use it on (same user, e-mail without case or +tag, or phone).';
comment on column public.promotions.combinable is 'Adds up with the other promotion of an order only if both say so.';

create trigger promotions_set_updated_at
  before update on public.promotions
  for each row execute function private.set_updated_at();

-- A code is stored as the owner meant it: without the spaces a paste brings.
create function private.promotions_trim_code()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.code := nullif(btrim(new.code), '');
  return new;
end;
$$;

create trigger promotions_trim_code
  before insert or update of code on public.promotions
  for each row execute function private.promotions_trim_code();

create table public.promotion_translations (
  promotion_id uuid not null references public.promotions (id) on delete cascade,
  locale text not null,
  title text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (promotion_id, locale),
  constraint promotion_translations_locale_translated check (locale in ('fr', 'ar'))
);

comment on table public.promotion_translations is
  'A promotion''s title as French and Arabic shoppers read it. Empty: the English title, marked lang="en".';

create trigger promotion_translations_set_updated_at
  before update on public.promotion_translations
  for each row execute function private.set_updated_at();

-- Orders carry their discount, each line its share, and the codes they used.
alter table public.orders
  add column discount numeric(10, 2) not null default 0,
  add column promotion_codes text[] not null default '{}',
  drop constraint orders_total_is_subtotal_plus_shipping,
  add constraint orders_discount_within_subtotal check (discount >= 0 and discount <= subtotal),
  add constraint orders_total_is_subtotal_less_discount_plus_shipping check (total = subtotal - discount + shipping);

comment on column public.orders.discount is 'What promotions took off the lines (MAD): the sum of order_items.discount.';
comment on column public.orders.promotion_codes is 'The code the shopper used, as the promotion spells it (none: {}).';

alter table public.order_items
  add column discount numeric(10, 2) not null default 0,
  add constraint order_items_discount_within_total check (discount >= 0 and discount <= total_price);

comment on column public.order_items.discount is 'This line''s share of the order''s discount (MAD).';

create table public.promotion_redemptions (
  id uuid primary key default gen_random_uuid(),
  promotion_id uuid not null references public.promotions (id) on delete restrict,
  order_id uuid not null references public.orders (id) on delete cascade,
  user_id uuid,
  email_key text not null,
  phone_key text not null,
  amount_mad numeric(10, 2) not null,
  created_at timestamptz not null default now(),
  released_at timestamptz,
  constraint promotion_redemptions_once_per_order unique (promotion_id, order_id),
  constraint promotion_redemptions_amount_non_negative check (amount_mad >= 0)
);

comment on table public.promotion_redemptions is
  'One row per promotion per order, written by place_order in the order''s transaction. released_at: the '
  'order was cancelled and the use given back. amount_mad: what it saved (lines, or shipping).';

create index promotion_redemptions_promotion_idx on public.promotion_redemptions (promotion_id) where released_at is null;
create index promotion_redemptions_order_idx on public.promotion_redemptions (order_id);
create index promotion_redemptions_user_idx on public.promotion_redemptions (promotion_id, user_id)
  where released_at is null and user_id is not null;
create index promotion_redemptions_email_idx on public.promotion_redemptions (promotion_id, email_key)
  where released_at is null;
create index promotion_redemptions_phone_idx on public.promotion_redemptions (promotion_id, phone_key)
  where released_at is null;

-- Who may see what -------------------------------------------------------------------------------------

alter table public.promotions enable row level security;
alter table public.promotion_translations enable row level security;
alter table public.promotion_redemptions enable row level security;

revoke all on table public.promotions, public.promotion_translations, public.promotion_redemptions
  from public, anon, authenticated;
grant all on table public.promotions, public.promotion_translations, public.promotion_redemptions to service_role;

-- An automatic offer's public face (cards and product pages show it); never a code, never a count.
grant select (id, title, kind, value, applies_to, product_ids, collections, categories, min_subtotal_mad,
  starts_at, ends_at, combinable) on public.promotions to anon, authenticated;
grant select on public.promotion_translations to anon, authenticated;

create policy promotions_visitors_read_running_offers on public.promotions
  for select to anon, authenticated
  using (code is null and active and (ends_at is null or ends_at > now()));

create policy promotion_translations_visitors_read_running_offers on public.promotion_translations
  for select to anon, authenticated
  using (exists (select 1 from public.promotions p where p.id = promotion_translations.promotion_id));

-- Customers -------------------------------------------------------------------------------------------

-- An e-mail as one customer: without case, spaces or a +tag (amina+shop@x.ma is amina@x.ma).
create function private.customer_email_key(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(lower(btrim(p_email)), '\+[^@]*@', '@');
$$;

-- A phone as one customer: E.164 as create-checkout stores it; typed otherwise (a dashboard, psql),
-- spaces and signs go, 00 becomes + and a Moroccan 0 becomes +212.
create function private.customer_phone_key(p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when d like '00%' then '+' || substr(d, 3)
    when d like '0%' then '+212' || substr(d, 2)
    when d like '+%' then d
    else '+' || d
  end
  from (select regexp_replace(coalesce(p_phone, ''), '[^0-9+]', '', 'g') as d) s;
$$;

-- Money ------------------------------------------------------------------------------------------------

-- p_amount centimes shared in proportion to p_weights by largest remainder: whole centimes first, then
-- one more to each of the lines with the largest fractions (ties: the earlier line) until none is left.
-- No share exceeds its weight when p_amount <= the weights' sum.
create function private.allocate_cents(p_amount bigint, p_weights bigint[])
returns bigint[]
language sql
immutable
set search_path = ''
as $$
  with weights as (
    select t.i, t.w, sum(t.w) over () as total
    from unnest(p_weights) with ordinality as t(w, i)
  ), floored as (
    select i, total, case when total = 0 then 0 else floor(p_amount::numeric * w / total)::bigint end as share,
           case when total = 0 then 0 else p_amount::numeric * w / total - floor(p_amount::numeric * w / total) end
             as fraction
    from weights
  ), ranked as (
    select i, share, row_number() over (order by fraction desc, i) as place,
           case when total = 0 then 0 else p_amount - sum(share) over () end as left_over
    from floored
  )
  select coalesce(array_agg(share + case when place <= left_over then 1 else 0 end order by i), '{}')
  from ranked;
$$;

-- Does the promotion cover a line of this product?
create function private.promotion_covers(p_promotion public.promotions, p_product_id uuid, p_category text,
  p_collection text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_promotion.applies_to = 'order'
    or p_product_id = any (p_promotion.product_ids)
    or p_category = any (p_promotion.categories)
    or exists (select 1 from unnest(p_promotion.collections) c where lower(c) = lower(p_collection));
$$;

-- Priced lines, as the functions below read them: [{ord, variant_id, product_id, category, collection,
-- cents}] where cents is the line's total (unit price x quantity) in centimes.
create function private.priced_lines(p_resolved jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'ord', r.ord, 'variant_id', v.id, 'product_id', p.id, 'category', p.category, 'collection', p.collection,
      'quantity', r.quantity, 'cents', (v.price * 100)::bigint * r.quantity) order by r.ord), '[]')
  from jsonb_to_recordset(p_resolved) as r(ord int, variant_id uuid, quantity int)
  join public.product_variants v on v.id = r.variant_id
  join public.products p on p.id = v.product_id;
$$;

-- The bag with these promotions applied in this order: each line's discount, the shipping for the
-- address (shipping_quote on the discounted subtotal; free shipping zeroes it) and the totals.
-- Raises no_shipping_zone when no zone serves the country.
create function private.apply_promotions(p_lines jsonb, p_promotions public.promotions[], p_country text,
  p_city text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_cents bigint[] := array(select (l ->> 'cents')::bigint from jsonb_array_elements(p_lines) l);
  v_left bigint[] := v_cents;
  v_weights bigint[];
  v_shares bigint[];
  v_promotion public.promotions;
  v_amount bigint;
  v_amounts bigint[] := '{}';
  v_free_shipping int := 0;
  v_subtotal bigint;
  v_discount bigint;
  v_quote record;
  v_shipping bigint;
  v_applied jsonb := '[]';
begin
  foreach v_promotion in array coalesce(p_promotions, '{}') loop
    v_weights := array(
      select case when private.promotion_covers(v_promotion, (l ->> 'product_id')::uuid, l ->> 'category',
                                                l ->> 'collection') then v_left[t.i] else 0 end
      from jsonb_array_elements(p_lines) with ordinality as t(l, i) order by t.i);
    v_amount := case v_promotion.kind
      when 'percentage' then round((select sum(w) from unnest(v_weights) w) * v_promotion.value / 100)::bigint
      when 'fixed' then least((select sum(w) from unnest(v_weights) w), (v_promotion.value * 100)::bigint)
      else 0 end;
    v_shares := private.allocate_cents(v_amount, v_weights);
    v_left := array(select v_left[i] - v_shares[i] from generate_subscripts(v_left, 1) i order by i);
    v_amounts := v_amounts || v_amount;
    if v_promotion.kind = 'free_shipping' then
      v_free_shipping := cardinality(v_amounts);
    end if;
  end loop;

  v_subtotal := (select coalesce(sum(c), 0) from unnest(v_cents) c);
  v_discount := v_subtotal - (select coalesce(sum(c), 0) from unnest(v_left) c);
  select * into v_quote from public.shipping_quote(p_country, p_city, (v_subtotal - v_discount) / 100.0);
  if not found then
    perform private.order_error('no_shipping_zone', format('we do not ship to %s yet', p_country), '422',
      jsonb_build_object('country', p_country));
  end if;
  v_shipping := (v_quote.shipping * 100)::bigint;
  if v_free_shipping > 0 then
    v_amounts[v_free_shipping] := v_shipping;
    v_shipping := 0;
  end if;

  for i in 1 .. coalesce(array_length(p_promotions, 1), 0) loop
    v_applied := v_applied || jsonb_build_object('id', (p_promotions[i]).id, 'code', (p_promotions[i]).code,
      'amount', v_amounts[i] / 100.0);
  end loop;

  return jsonb_build_object(
    'subtotal', v_subtotal / 100.0,
    'discount', v_discount / 100.0,
    'shipping', v_shipping / 100.0,
    'shipping_before_promotions', v_quote.shipping,
    'total', (v_subtotal - v_discount + v_shipping) / 100.0,
    'zone_name', v_quote.zone_name,
    'cod_max_mad', v_quote.cod_max_mad,
    'applied', v_applied,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object('ord', (l ->> 'ord')::int, 'variant_id', l ->> 'variant_id',
                                          'discount', (v_cents[t.i] - v_left[t.i]) / 100.0) order by t.i)
      from jsonb_array_elements(p_lines) with ordinality as t(l, i)), '[]'));
end;
$$;

-- Why a promotion does not apply to these lines (for this customer, when one is given), or null.
-- p_customer: {user_id, email_key, phone_key}.
create function private.promotion_refusal(p_promotion public.promotions, p_lines jsonb, p_customer jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_base bigint;
  v_user uuid := nullif(p_customer ->> 'user_id', '')::uuid;
begin
  if p_promotion.id is null or not p_promotion.active then
    return jsonb_build_object('reason', 'promotion_not_found');
  end if;
  if p_promotion.starts_at > now() then
    return jsonb_build_object('reason', 'promotion_not_started', 'starts_at', p_promotion.starts_at);
  end if;
  if p_promotion.ends_at <= now() then
    return jsonb_build_object('reason', 'promotion_expired');
  end if;
  select coalesce(sum((l ->> 'cents')::bigint), 0) into v_base
  from jsonb_array_elements(p_lines) l
  where private.promotion_covers(p_promotion, (l ->> 'product_id')::uuid, l ->> 'category', l ->> 'collection');
  if v_base = 0 and not exists (
    select 1 from jsonb_array_elements(p_lines) l
    where private.promotion_covers(p_promotion, (l ->> 'product_id')::uuid, l ->> 'category', l ->> 'collection')) then
    return jsonb_build_object('reason', 'promotion_not_applicable');
  end if;
  if p_promotion.min_subtotal_mad is not null and v_base < p_promotion.min_subtotal_mad * 100 then
    return jsonb_build_object('reason', 'promotion_min_subtotal', 'min', p_promotion.min_subtotal_mad,
      'missing', (p_promotion.min_subtotal_mad * 100 - v_base) / 100.0);
  end if;
  if p_promotion.usage_limit is not null and (
    select count(*) from public.promotion_redemptions r
    where r.promotion_id = p_promotion.id and r.released_at is null) >= p_promotion.usage_limit then
    return jsonb_build_object('reason', 'promotion_used_up');
  end if;
  if p_customer is not null and p_promotion.usage_limit_per_customer is not null and (
    select count(*) from public.promotion_redemptions r
    where r.promotion_id = p_promotion.id and r.released_at is null
      and (r.user_id = v_user or r.email_key = p_customer ->> 'email_key' or r.phone_key = p_customer ->> 'phone_key')
  ) >= p_promotion.usage_limit_per_customer then
    return jsonb_build_object('reason', 'promotion_already_used');
  end if;
  return null;
end;
$$;

-- The one pricing of a bag, for quote_order (p_customer null, nothing locked) and place_order (the
-- customer's keys; the promotions' rows locked, so the limits it reads hold until the order commits).
-- Returns apply_promotions' answer plus `code`: {code, applied, reason, ...} when a code was given.
create function private.price_bag(p_lines jsonb, p_country text, p_city text, p_code text, p_customer jsonb,
  p_lock boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_code text := nullif(btrim(p_code), '');
  v_code_promotion public.promotions;
  v_code_refusal jsonb;
  v_offer public.promotions;
  v_best public.promotions;
  v_best_total numeric;
  v_try jsonb;
  v_with_code jsonb;
  v_with_offer jsonb;
  v_result jsonb;
  v_code_status jsonb;
begin
  if v_code is not null and length(v_code) > 64 then
    perform private.order_error('invalid_order', 'a promotion code has at most 64 characters', '400');
  end if;
  if p_lock then
    -- In id order, like every other taker of these locks.
    perform 1 from public.promotions
    where (code is null and active) or (v_code is not null and lower(code) = lower(v_code))
    order by id
    for update;
  end if;

  if v_code is not null then
    select * into v_code_promotion from public.promotions where lower(code) = lower(v_code);
    v_code_refusal := private.promotion_refusal(v_code_promotion, p_lines, p_customer);
  end if;

  for v_offer in
    select * from public.promotions where code is null and active order by id
  loop
    if private.promotion_refusal(v_offer, p_lines, p_customer) is null then
      v_try := private.apply_promotions(p_lines, array[v_offer], p_country, p_city);
      if v_best.id is null or (v_try ->> 'total')::numeric < v_best_total then
        v_best := v_offer;
        v_best_total := (v_try ->> 'total')::numeric;
        v_with_offer := v_try;
      end if;
    end if;
  end loop;

  if v_code is not null and v_code_refusal is null then
    if v_best.id is not null and v_best.combinable and v_code_promotion.combinable then
      v_result := private.apply_promotions(p_lines, array[v_best, v_code_promotion], p_country, p_city);
      v_code_status := jsonb_build_object('applied', true);
    else
      v_with_code := private.apply_promotions(p_lines, array[v_code_promotion], p_country, p_city);
      if v_best.id is not null and v_best_total < (v_with_code ->> 'total')::numeric then
        v_result := v_with_offer;
        v_code_status := jsonb_build_object('applied', false, 'reason', 'promotion_not_combinable');
      else
        v_result := v_with_code;
        v_code_status := jsonb_build_object('applied', true);
      end if;
    end if;
  else
    v_result := coalesce(v_with_offer, private.apply_promotions(p_lines, '{}', p_country, p_city));
    if v_code is not null then
      v_code_status := jsonb_build_object('applied', false) || v_code_refusal;
    end if;
  end if;

  return v_result || jsonb_build_object('code',
    case when v_code is null then null
         else jsonb_build_object('code', coalesce(v_code_promotion.code, v_code)) || v_code_status end);
end;
$$;

-- Lines of a request ---------------------------------------------------------------------------------

-- The request's lines resolved to their variants ([{ord, variant_id, quantity}]): each a whole quantity
-- and the one active variant it names, at most 10 of one variant in all. Raises the refusal a line
-- deserves (unknown_product, unknown_variant, invalid_size, invalid_quantity, quantity_limit).
create function private.resolve_order_lines(p_items jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  max_per_item constant int := 10;
  v_line record;
  v_variant public.product_variants;
  v_resolved jsonb := '[]';
  v_over record;
  v_name text;
  v_product_id uuid;
begin
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) = 0 then
    perform private.order_error('invalid_order', 'the order has no items', '400');
  end if;
  if jsonb_array_length(p_items) > 50 then
    perform private.order_error('invalid_order', 'an order may have at most 50 lines', '400');
  end if;
  for v_line in
    select t.ord, t.e, t.e -> 'quantity' as quantity
    from jsonb_array_elements(p_items) with ordinality as t(e, ord)
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
    into v_name, v_product_id
    from public.product_variants v join public.products p on p.id = v.product_id where v.id = v_over.variant_id;
    perform private.order_error('quantity_limit', format('at most %s of "%s" per order', max_per_item, v_name),
      '422', jsonb_build_object('product_id', v_product_id, 'variant_id', v_over.variant_id, 'max', max_per_item,
        'asked', v_over.quantity));
  end if;
  return v_resolved;
end;
$$;

-- Guessing codes ---------------------------------------------------------------------------------------

-- A code that does not exist costs the client a guess. After 10 such guesses within a minute from one
-- client (the first address of X-Forwarded-For, as the API gateway sets it), any code is refused with
-- too_many_codes (PT429: PostgREST answers 429) until the minute has passed. quote_order counts a
-- visitor's guesses; create-checkout passes the shopper's address to place_order, which checks it the
-- same way, and notes a miss itself after a refusal (place_order's own write would be rolled back with
-- the refused order).
create table private.promotion_code_misses (
  client text not null,
  at timestamptz not null default clock_timestamp()
);

comment on table private.promotion_code_misses is
  'Unknown promotion codes tried, per client address, kept for a minute (rate limit of code guessing).';

create index promotion_code_misses_client_at_idx on private.promotion_code_misses (client, at);
alter table private.promotion_code_misses enable row level security;
revoke all on table private.promotion_code_misses from public, anon, authenticated;

-- The caller's address as the gateway forwarded it ('unknown' without one: a direct SQL session).
create function private.request_client()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(btrim(split_part(
    nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
$$;

create function private.promotion_code_guard(p_client text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select count(*) from private.promotion_code_misses
      where client = p_client and at > clock_timestamp() - interval '1 minute') >= 10 then
    perform private.order_error('too_many_codes', 'too many promotion codes were tried; try again in a minute',
      '429');
  end if;
end;
$$;

create function public.note_promotion_code_miss(p_client text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.promotion_code_misses where client = p_client and at < clock_timestamp() - interval '1 minute';
  insert into private.promotion_code_misses (client) values (p_client);
$$;

comment on function public.note_promotion_code_miss(text) is
  'Counts an unknown promotion code tried by a client (create-checkout, after place_order refused it). '
  'Service role only.';

revoke execute on function public.note_promotion_code_miss(text) from public, anon, authenticated;
grant execute on function public.note_promotion_code_miss(text) to service_role;

-- quote_order ----------------------------------------------------------------------------------------

-- What a bag costs, for the bag and the checkout: the lines (with their size's price and their share of
-- the discount), the discount, the shipping for the address, the total, the promotions applied (title in
-- p_locale where translated) and, when a code is given, whether it applies and why not. place_order
-- charges exactly this. Reveals nothing of a code beyond whether it applies to this bag; the
-- per-customer limit is checked when the order is placed. Volatile: a wrong code is counted.
create function public.quote_order(p_items jsonb, p_country text, p_city text, p_promotion_code text,
  p_locale text default 'en')
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_locale text := site_search.locale(p_locale);
  v_country text := upper(coalesce(nullif(btrim(p_country), ''), 'MA'));
  v_lines jsonb;
  v_quote jsonb;
  v_client text := private.request_client();
begin
  if v_country !~ '^[A-Z]{2}$' then
    perform private.order_error('invalid_order', 'country must be an ISO 3166-1 alpha-2 code such as MA', '400');
  end if;
  if nullif(btrim(p_promotion_code), '') is not null then
    perform private.promotion_code_guard(v_client);
  end if;
  v_lines := private.priced_lines(private.resolve_order_lines(p_items));
  v_quote := private.price_bag(v_lines, v_country, p_city, p_promotion_code, null, false);
  if v_quote -> 'code' ->> 'reason' = 'promotion_not_found' then
    perform public.note_promotion_code_miss(v_client);
  end if;
  return (v_quote - 'cod_max_mad' || jsonb_build_object(
    'lines', (
      select jsonb_agg(q || jsonb_build_object('unit_price', v.price, 'quantity', (l ->> 'quantity')::int,
                                               'line_total', (l ->> 'cents')::bigint / 100.0) order by t.i)
      from jsonb_array_elements(v_lines) with ordinality as t(l, i)
      join jsonb_array_elements(v_quote -> 'lines') q on (q ->> 'ord')::int = (l ->> 'ord')::int
      join public.product_variants v on v.id = (l ->> 'variant_id')::uuid),
    'applied', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', p.id, 'code', p.code, 'kind', p.kind, 'value', p.value, 'amount', a -> 'amount',
          'title', coalesce(site_search.translated(tr.title), p.title),
          'lang', site_search.lang_of(tr.title, v_locale)) order by t.i), '[]')
      from jsonb_array_elements(v_quote -> 'applied') with ordinality as t(a, i)
      join public.promotions p on p.id = (a ->> 'id')::uuid
      left join public.promotion_translations tr on tr.promotion_id = p.id and tr.locale = v_locale)))::json;
end;
$$;

comment on function public.quote_order(jsonb, text, text, text, text) is
  'What a bag costs with its promotions (the code given and the best automatic offer), for an address: '
  'lines with their discounts, subtotal, discount, shipping, total, the promotions applied, and why a code '
  'does not apply. place_order charges the same.';

revoke execute on function public.quote_order(jsonb, text, text, text, text) from public;
grant execute on function public.quote_order(jsonb, text, text, text, text) to anon, authenticated, service_role;

-- The owner's list: every promotion with its uses (orders not cancelled) and what they gave away.
create function public.owner_promotions()
returns table (
  id uuid, code text, title text, kind text, value numeric, applies_to text, min_subtotal_mad numeric,
  starts_at timestamptz, ends_at timestamptz, usage_limit integer, usage_limit_per_customer integer,
  combinable boolean, active boolean, uses integer, given_mad numeric
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can list promotions', '403');
  end if;
  return query
    select p.id, p.code, p.title, p.kind, p.value, p.applies_to, p.min_subtotal_mad, p.starts_at, p.ends_at,
           p.usage_limit, p.usage_limit_per_customer, p.combinable, p.active,
           count(r.id) filter (where r.released_at is null)::int,
           coalesce(sum(r.amount_mad) filter (where r.released_at is null), 0)
    from public.promotions p
    left join public.promotion_redemptions r on r.promotion_id = p.id
    group by p.id
    order by p.active desc, p.created_at desc;
end;
$$;

comment on function public.owner_promotions() is
  'Shop owner only: every promotion with its uses (orders not cancelled) and the MAD they gave away.';

revoke execute on function public.owner_promotions() from public, anon;
grant execute on function public.owner_promotions() to authenticated, service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
