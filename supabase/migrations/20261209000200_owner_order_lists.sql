-- The owner's order lists at a million orders (issue 34): one page of a list, a search by order number
-- or e-mail, the orders with open returns, and the CSV export a page at a time. Each is an owner-only
-- function whose query walks an index in the list's order and stops after one page (keyset paging:
-- the page after the row (created_at, id) the last page ended on, never OFFSET), so a page costs the
-- same at 1,000 orders and at 1,000,000. They replace the owner screen's PostgREST queries
-- (src/features/owner/api/list-orders.ts), whose exact counts and substring searches read every order.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- Order numbers past ZLJ-999999 --------------------------------------------------------------------------

-- lpad(n, 6, '0') cuts a longer number to its first 6 digits: order 1,000,000 would have been
-- ZLJ-100000 again and refused by orders_order_number_unique, so checkout stopped at the millionth
-- order. Six digits at least, every digit after.
alter table public.orders
  alter column order_number set default ('ZLJ-' || to_char(nextval('public.order_number_seq'), 'FM999999000000'));

-- The number an owner types, as orders store it: ZLJ-001234 from 'ZLJ-001234', 'zlj-1234', '#1234' or
-- '1234'; null when it is not an order number.
create function private.order_number_of(p_text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'ZLJ-' || to_char(m[1]::bigint, 'FM999999000000')
  from regexp_match(btrim(p_text), '^#?(?:[Zz][Ll][Jj]-?)?0*([0-9]{1,12})$') m
  where m is not null;
$$;

-- Indexes, each in the order its list is read ----------------------------------------------------------

-- Every order newest first (and the placed-today list, and the CSV export oldest first).
create index orders_created_at_idx on public.orders (created_at, id);
-- Cash-on-delivery orders waiting for confirmation, oldest first.
create index orders_cod_to_confirm_idx on public.orders (created_at, id)
  where order_status = 'pending' and payment_method = 'cod';
-- Orders to prepare and ship, oldest first.
create index orders_to_prepare_idx on public.orders (created_at, id)
  where order_status in ('confirmed', 'processing');
-- A customer's orders by e-mail (any case), newest first, and e-mail beginnings (text_pattern_ops: a
-- range of bytes, whatever the database's collation).
create index orders_customer_email_idx on public.orders (lower(customer_email) text_pattern_ops, created_at, id);

-- One row of a list ------------------------------------------------------------------------------------

create function private.order_summary_json(p_order public.orders)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_order.id, 'order_number', p_order.order_number, 'created_at', p_order.created_at,
    'customer_name', p_order.customer_name, 'customer_email', p_order.customer_email, 'total', p_order.total,
    'currency', p_order.currency, 'payment_method', p_order.payment_method, 'payment_status', p_order.payment_status,
    'order_status', p_order.order_status, 'shipped_at', p_order.shipped_at);
$$;

create function private.owner_page_checks(p_after_created_at timestamptz, p_after_id uuid, p_limit integer,
  p_max integer)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > p_max then
    perform private.order_error('invalid_limit', format('a page has 1 to %s rows', p_max), '422');
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    perform private.order_error('invalid_cursor',
      'the next page starts after a row: give both its created_at and its id, or neither', '422');
  end if;
end;
$$;

-- A page of p_limit rows from p_limit + 1 read: the extra row only says there is a next page.
create function private.owner_page(p_rows jsonb, p_limit integer)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'rows', coalesce((select jsonb_agg(r.value order by r.ordinality) from jsonb_array_elements(p_rows) with ordinality r
                      where r.ordinality <= p_limit), '[]'::jsonb),
    'next', case when jsonb_array_length(p_rows) > p_limit then jsonb_build_object(
      'created_at', p_rows -> (p_limit - 1) -> 'created_at', 'id', p_rows -> (p_limit - 1) -> 'id') end);
$$;

-- The owner's order lists ------------------------------------------------------------------------------

-- One page of a list, newest first or oldest first as the list reads:
--   p_filter  'all' (newest first), 'today' (placed since the shop's midnight, newest first),
--             'to_confirm' (cash on delivery waiting for confirmation, oldest first),
--             'to_prepare' (confirmed or processing, oldest first),
--             'shipped_undelivered' (shipped more than 7 days ago, not delivered, oldest first)
--   p_search  within the list: an order number (ZLJ-001234, 1234, #1234), a whole e-mail address (any
--             case), or the beginning of one (3 characters or more)
--   p_after_created_at, p_after_id: the last row of the page before (its `next`); null for the first
-- Answers {rows: [{id, order_number, created_at, customer_name, customer_email, total, currency,
-- payment_method, payment_status, order_status, shipped_at}], next: {created_at, id} | null}.
create function public.owner_search_orders(
  p_filter text default 'all',
  p_search text default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 25
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text;
  v_newest_first boolean := true;
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_number text;
  v_email text;
  v_rows jsonb;
  v_midnight timestamptz;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can list orders', '403');
  end if;
  perform private.owner_page_checks(p_after_created_at, p_after_id, p_limit, 100);
  v_midnight := (date_trunc('day', now() at time zone private.shop_time_zone())) at time zone private.shop_time_zone();
  case coalesce(p_filter, 'all')
    when 'all' then v_where := 'true';
    when 'today' then v_where := 'o.created_at >= $4';
    when 'to_confirm' then
      v_where := $w$o.order_status = 'pending' and o.payment_method = 'cod'$w$;
      v_newest_first := false;
    when 'to_prepare' then
      v_where := $w$o.order_status in ('confirmed', 'processing')$w$;
      v_newest_first := false;
    when 'shipped_undelivered' then
      v_where := $w$o.order_status = 'shipped' and o.shipped_at < now() - interval '7 days'$w$;
      v_newest_first := false;
    else
      perform private.order_error('invalid_filter',
        'the filter is all, today, to_confirm, to_prepare or shipped_undelivered', '422');
  end case;

  if v_term is not null then
    if length(v_term) > 254 then
      perform private.order_error('invalid_search', 'search for an order number or an e-mail address', '422');
    end if;
    v_number := private.order_number_of(v_term);
    v_email := lower(v_term);
    if v_number is not null then
      v_where := v_where || ' and o.order_number = $5';
    elsif position('@' in v_email) > 0 then
      v_where := v_where || ' and lower(o.customer_email) = $6';
    elsif length(v_email) >= 3 then
      -- The beginning of an address: the range of the index's bytes that start with it.
      v_where := v_where || ' and lower(o.customer_email) ~>=~ $6 and lower(o.customer_email) ~<~ ($6 || chr(1114111))';
    else
      perform private.order_error('invalid_search',
        'type an order number, or at least 3 characters of an e-mail address', '422');
    end if;
  end if;

  -- EXECUTE plans with the values: each list gets the index its filter and order match.
  execute format(
    $q$select coalesce(jsonb_agg(private.order_summary_json(p) order by p.created_at %1$s, p.id %1$s), '[]'::jsonb)
       from (select o.* from public.orders o
             where %2$s and (o.created_at, o.id) %3$s ($1, $2)
             order by o.created_at %1$s, o.id %1$s
             limit $3) p$q$,
    case when v_newest_first then 'desc' else 'asc' end,
    v_where,
    case when v_newest_first then '<' else '>' end)
  into v_rows
  using
    coalesce(p_after_created_at, case when v_newest_first then 'infinity'::timestamptz else '-infinity' end),
    coalesce(p_after_id, case when v_newest_first then 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid
                              else '00000000-0000-0000-0000-000000000000' end),
    p_limit + 1, v_midnight, v_number, v_email;

  return private.owner_page(v_rows, p_limit);
end;
$$;

comment on function public.owner_search_orders(text, text, timestamptz, uuid, integer) is
  'Shop owner only: one page (p_limit, at most 100) of an order list (p_filter all | today | to_confirm | '
  'to_prepare | shipped_undelivered), optionally searched by order number, e-mail or its beginning; '
  '{rows, next}: pass next''s created_at and id back for the page after.';

revoke execute on function public.owner_search_orders(text, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.owner_search_orders(text, text, timestamptz, uuid, integer) to authenticated;

-- Orders with a return the owner has not finished with (asked for, approved or received), oldest order
-- first, each once however many of its returns are open, with those returns:
-- {rows: [{...summary, open_returns, open_return_statuses, oldest_open_return_at}], next}.
create function public.owner_open_return_orders(
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 25
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rows jsonb;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can list returns', '403');
  end if;
  perform private.owner_page_checks(p_after_created_at, p_after_id, p_limit, 100);
  -- Open returns are few (a partial index holds them): read them all, then their orders' page.
  select coalesce(jsonb_agg(private.order_summary_json(o) || jsonb_build_object(
      'open_returns', r.open_returns, 'open_return_statuses', r.statuses, 'oldest_open_return_at', r.since)
      order by o.created_at, o.id), '[]'::jsonb)
  into v_rows
  from (
    select o.*
    from public.orders o
    where o.id in (select rr.order_id from public.return_requests rr
                   where rr.status in ('requested', 'approved', 'received'))
      and (o.created_at, o.id) > (coalesce(p_after_created_at, '-infinity'),
                                  coalesce(p_after_id, '00000000-0000-0000-0000-000000000000'))
    order by o.created_at, o.id
    limit p_limit + 1) o
  cross join lateral (
    select count(*) as open_returns, jsonb_agg(distinct rr.status) as statuses, min(rr.created_at) as since
    from public.return_requests rr
    where rr.order_id = o.id and rr.status in ('requested', 'approved', 'received')) r;
  return private.owner_page(v_rows, p_limit);
end;
$$;

comment on function public.owner_open_return_orders(timestamptz, uuid, integer) is
  'Shop owner only: one page of the orders with a return requested, approved or received, oldest order first; '
  '{rows, next} as owner_search_orders, each row with open_returns, open_return_statuses, oldest_open_return_at.';

revoke execute on function public.owner_open_return_orders(timestamptz, uuid, integer) from public, anon;
grant execute on function public.owner_open_return_orders(timestamptz, uuid, integer) to authenticated;

-- The CSV export -------------------------------------------------------------------------------------------

-- A text field of a CSV row (RFC 4180): quoted when it holds a quote, comma or line break or starts or
-- ends with a space; a value a spreadsheet would run as a formula (starting with = + - @, a tab or a
-- carriage return) is written, quoted, as text with a leading apostrophe (OWASP's advice on CSV
-- injection). Null is an empty field. No `set search_path`, like site_search.translated: a SQL function
-- without one is inlined into the export's query instead of being called for each of its thousands of
-- fields (ten times faster here); its body names only pg_catalog's functions.
create function private.csv_text(p_value text)
returns text
language sql
immutable
parallel safe
as $$
  select case
    when p_value is null then ''
    when p_value ~ '^[=+@\t\r-]' then '"''' || replace(p_value, '"', '""') || '"'
    when p_value ~ '[",\r\n]' or p_value <> btrim(p_value) then '"' || replace(p_value, '"', '""') || '"'
    else p_value
  end
$$;

create function private.csv_header()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'order_number,placed_at,time_zone,order_status,payment_method,payment_status,currency,customer_name,'
    || 'customer_email,customer_phone,city,postal_code,country,subtotal_mad,discount_mad,shipping_mad,total_mad,'
    || 'refunded_mad,promotion_codes,line_sku,line_title,line_size,line_quantity,line_unit_price_mad,'
    || 'line_total_mad,line_discount_mad,line_tva_rate,line_tva_mad' || chr(13) || chr(10);
$$;

-- Orders placed in [p_from, p_to), every status, oldest first, one CSV row per line (the order's fields
-- on each of its lines), p_limit orders a page: the caller streams the pages to a file, so a year of
-- orders is never in memory at once. Times in the shop's time zone. The first page (no p_after_*) starts
-- with the header. Answers {csv, orders, lines, next: {created_at, id} | null}.
create function public.owner_order_lines_csv(
  p_from timestamptz,
  p_to timestamptz,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 200
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_time_zone text := private.shop_time_zone();
  v_page record;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can export orders', '403');
  end if;
  if p_from is null or p_to is null or p_to <= p_from then
    perform private.order_error('invalid_period', 'a period needs a start before its end', '422');
  end if;
  perform private.owner_page_checks(p_after_created_at, p_after_id, p_limit, 1000);

  with page as (
    select o.*
    from public.orders o
    -- One lower bound, so the index scan starts at it: after the last row, or at p_from (the instant
    -- before it, and the greatest id).
    where (o.created_at, o.id) > (coalesce(p_after_created_at, p_from - interval '1 microsecond'),
                                  coalesce(p_after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
      and o.created_at < p_to
    order by o.created_at, o.id
    limit p_limit + 1),
  shown as (
    select * from page order by created_at, id limit p_limit),
  csv_rows as (
    select o.created_at, o.id, i.created_at as line_at, i.id as line_id,
      concat_ws(',',
        private.csv_text(o.order_number),
        to_char(o.created_at at time zone v_time_zone, 'YYYY-MM-DD HH24:MI:SS'),
        private.csv_text(v_time_zone),
        o.order_status, o.payment_method, o.payment_status, o.currency,
        private.csv_text(o.customer_name),
        private.csv_text(o.customer_email),
        o.customer_phone,
        private.csv_text(o.shipping_address ->> 'city'),
        private.csv_text(o.shipping_address ->> 'postalCode'),
        private.csv_text(o.shipping_address ->> 'country'),
        o.subtotal, o.discount, o.shipping, o.total, o.refunded_mad,
        private.csv_text(array_to_string(o.promotion_codes, ' ')),
        private.csv_text(i.sku),
        private.csv_text(i.product_title),
        private.csv_text(i.variant_info ->> 'size'),
        coalesce(i.quantity::text, ''),
        coalesce(i.unit_price::text, ''),
        coalesce(i.total_price::text, ''),
        coalesce(i.discount::text, ''),
        coalesce(i.tva_rate::text, ''),
        coalesce(i.tva::text, '')) as line
    from shown o
    left join public.order_items i on i.order_id = o.id)
  select
    case when p_after_created_at is null then private.csv_header() else '' end
      || coalesce(string_agg(r.line || chr(13) || chr(10), '' order by r.created_at, r.id, r.line_at, r.line_id), '')
      as csv,
    (select count(*) from shown) as orders,
    count(r.line_id) as lines,
    case when (select count(*) from page) > p_limit then
      (select jsonb_build_object('created_at', s.created_at, 'id', s.id) from shown s order by s.created_at desc, s.id desc
       limit 1) end as next
  into v_page
  from csv_rows r;

  return jsonb_build_object('csv', v_page.csv, 'orders', v_page.orders, 'lines', v_page.lines, 'next', v_page.next);
end;
$$;

comment on function public.owner_order_lines_csv(timestamptz, timestamptz, timestamptz, uuid, integer) is
  'Shop owner only: one page (p_limit orders, at most 1000) of the CSV export of orders placed in [p_from, p_to) '
  'and their lines, oldest first, header on the first page; {csv, orders, lines, next}.';

revoke execute on function public.owner_order_lines_csv(timestamptz, timestamptz, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.owner_order_lines_csv(timestamptz, timestamptz, timestamptz, uuid, integer)
  to authenticated;

-- Cash on delivery at a million orders -----------------------------------------------------------------------

-- Each cash checkout reads its customer's record (private.cod_record, cod_at_the_door migration): the
-- cash orders of this phone or this e-mail. The e-mail side compared private.customer_email_key() of
-- every cash order, which no index could answer, so a cash checkout read every cash order ever placed:
-- 150 ms at 12,000 of them, seconds at 600,000 (npm run bench:owner). The same key, written with
-- built-in functions only (an index expression runs with the rights of whoever writes the order, and
-- only trigger functions of `private` are theirs to run), is indexed here, and the record reads it and the
-- phone's index (orders_cod_phone_idx). tests/backend/owner-order-lists-sql.test.ts holds the expression
-- equal to private.customer_email_key.
create index orders_cod_email_key_idx on public.orders ((regexp_replace(lower(btrim(customer_email)), '\+[^@]*@', '@')))
  where payment_method = 'cod';

create or replace function private.cod_record(p_phone text, p_email text)
returns table (delivered integer, returned integer, returned_since_delivery integer)
language sql
stable
set search_path = ''
as $$
  with mine as (
    select o.order_status, o.delivered_at, o.returned_at
    from public.orders o
    where o.payment_method = 'cod'
      and (o.customer_phone = private.customer_phone_key(p_phone)
           or regexp_replace(lower(btrim(o.customer_email)), '\+[^@]*@', '@') = private.customer_email_key(p_email))
  ), last_delivery as (
    select max(delivered_at) as at from mine where order_status = 'delivered'
  )
  select
    (count(*) filter (where order_status = 'delivered'))::int,
    (count(*) filter (where order_status = 'returned'))::int,
    (count(*) filter (where order_status = 'returned'
      and returned_at > coalesce((select at from last_delivery), '-infinity')))::int
  from mine;
$$;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
