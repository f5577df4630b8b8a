-- Cash on delivery that reaches the door (issue 32, without the WhatsApp confirmation).
--
-- 1. Refused at the door. A shipped order the courier brings back becomes `returned`, with why:
--    'refused' (refused at delivery) or 'unreachable' (the customer could not be reached). Only a
--    shipped order can (private.next_order_statuses; rules/order-status.ts says the same). Its pieces
--    go back on the shelf once (private.release_order_stock, guarded by stock_released_at, counting
--    only pieces no refund restocked), unless the owner keeps them off it (a damaged parcel). The
--    timeline gets the reason as its note, and the owner a private note of what was done. A cash
--    order's payment becomes `failed`: the courier collected nothing, and nothing will be (no mail:
--    the customer refused the parcel, there is nothing to tell them).
-- 2. Each customer's cash-on-delivery record (by E.164 phone or normalised e-mail): delivered and
--    returned, for the owner only (owner_cod_record).
-- 3. Fake and repeated orders: a BEFORE INSERT trigger on orders refuses a cash order from a phone or
--    e-mail on cod_blocklist (cod_blocked), from a phone with too many pending cash orders
--    (cod_too_many_open), or from a customer with too many returns since the last delivery
--    (cod_refusals). place_order is not changed: its callers get these as they get its own refusals.
--    A burst of cash orders from one client address is refused by note_cod_attempt (cod_rate_limited,
--    429), which create-checkout calls first. Every limit is a column of shop_settings.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- The limits: columns of the one shop_settings row ------------------------------------------------------

alter table public.shop_settings
  add column cod_max_open_per_phone integer not null default 2,
  add column cod_max_refusals integer not null default 2,
  add column cod_max_attempts_per_10_minutes integer not null default 10,
  add constraint shop_settings_cod_max_open_per_phone_positive check (cod_max_open_per_phone between 1 and 1000),
  add constraint shop_settings_cod_max_refusals_positive check (cod_max_refusals between 1 and 1000),
  add constraint shop_settings_cod_max_attempts_positive check (cod_max_attempts_per_10_minutes between 1 and 10000);

comment on column public.shop_settings.cod_max_open_per_phone is
  'Cash-on-delivery orders one phone may have waiting for confirmation (pending); one more is refused.';
comment on column public.shop_settings.cod_max_refusals is
  'Cash-on-delivery orders returned (refused or unreachable) since the customer''s last delivery after '
  'which cash on delivery is refused to them.';
comment on column public.shop_settings.cod_max_attempts_per_10_minutes is
  'Cash-on-delivery checkouts one client address may start within 10 minutes; more are answered 429.';

-- Visitors keep reading what the shop tells them (return window and address), not how it screens
-- orders: a fraudster should not learn the limits to stay under them.
revoke select on table public.shop_settings from anon, authenticated;
grant select (id, return_window_days, return_address, updated_at) on table public.shop_settings
  to anon, authenticated;

-- Refused at the door --------------------------------------------------------------------------------

alter table public.orders drop constraint orders_order_status_valid;
alter table public.orders add constraint orders_order_status_valid
  check (order_status in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'));

alter table public.orders
  add column returned_reason text,
  add column returned_at timestamptz,
  add constraint orders_returned_reason_valid check (returned_reason in ('refused', 'unreachable')),
  add constraint orders_returned_has_reason check (order_status <> 'returned' or returned_reason is not null);

comment on column public.orders.returned_reason is
  'Why a shipped order came back: refused (at delivery) or unreachable (the customer could not be reached).';
comment on column public.orders.returned_at is 'When the order was marked returned.';

-- The words of a reason, as the timeline's note (the order page translates the known ones).
create function private.returned_reason_note(p_reason text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_reason when 'refused' then 'refused at delivery' when 'unreachable' then 'not reachable' end;
$$;

create or replace function private.next_order_statuses(p_from text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_from
    when 'pending' then array['confirmed', 'cancelled']
    when 'confirmed' then array['processing', 'cancelled']
    when 'processing' then array['shipped', 'cancelled']
    when 'shipped' then array['delivered', 'returned']
    else array[]::text[]
  end;
$$;

-- As in the orders migration, knowing `returned` and asking it for a reason.
create or replace function private.orders_guard_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next text[] := private.next_order_statuses(old.order_status);
begin
  if new.order_status is not distinct from old.order_status then
    return new;
  end if;
  -- An unknown status is the check constraint's to name (orders_order_status_valid).
  if new.order_status not in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned') then
    return new;
  end if;
  -- The one way back from cancelled: a payment that arrived after the hold expired, when the stock
  -- could be taken again (private.reopen_paid_order sets this for that order only).
  if not (new.order_status = any (v_next))
     and not (old.order_status = 'cancelled' and new.order_status = 'confirmed'
              and coalesce(current_setting('zellij.reopen_order', true), '') = new.id::text) then
    perform private.order_error('invalid_status_change',
      format('order %s is %s and cannot become %s (%s)', old.order_number, old.order_status, new.order_status,
        case when cardinality(v_next) = 0 then 'it cannot change any more'
             else 'next it can only become ' || array_to_string(v_next, ' or ') end),
      '409', jsonb_build_object('from', old.order_status, 'to', new.order_status, 'allowed', v_next));
  end if;
  if new.order_status = 'shipped'
     and (coalesce(btrim(new.carrier), '') = '' or coalesce(btrim(new.tracking_number), '') = '') then
    perform private.order_error('tracking_required',
      format('order %s needs a carrier and a tracking number to be marked shipped', old.order_number), '422');
  end if;
  if new.order_status = 'cancelled' and coalesce(btrim(new.cancel_reason), '') = '' then
    perform private.order_error('cancel_reason_required',
      format('order %s needs a reason to be cancelled', old.order_number), '422');
  end if;
  if new.order_status = 'returned' and new.returned_reason is null then
    perform private.order_error('returned_reason_required',
      format('order %s needs a reason to be marked returned: refused or unreachable', old.order_number), '422');
  end if;
  return new;
end;
$$;

-- As in the orders migration, with the reason of a return as its note.
create or replace function private.orders_record_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := nullif(btrim(current_setting('zellij.order_event_note', true)), '');
begin
  if tg_op = 'UPDATE' and new.order_status is not distinct from old.order_status then
    return null;
  end if;
  insert into public.order_events (order_id, actor_id, from_status, to_status, note)
  values (
    new.id,
    (select auth.uid()),
    case when tg_op = 'UPDATE' then old.order_status end,
    new.order_status,
    coalesce(v_note, case
      when tg_op = 'INSERT' then 'Order placed'
      when new.order_status = 'cancelled' then new.cancel_reason
      when new.order_status = 'shipped' then new.carrier || ' ' || new.tracking_number
      when new.order_status = 'returned' then private.returned_reason_note(new.returned_reason)
    end));
  return null;
end;
$$;

-- When it came back; a cash order's payment fails, since the courier collected nothing.
create function private.orders_stamp_return()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_status = 'returned' and old.order_status is distinct from 'returned' then
    new.returned_at := clock_timestamp();
    if new.payment_method = 'cod' and new.payment_status = 'pending' then
      new.payment_status := 'failed';
    end if;
  end if;
  return new;
end;
$$;

create trigger orders_stamp_return
  before update of order_status on public.orders
  for each row execute function private.orders_stamp_return();

-- The pieces go back once, unless the owner kept this order's off the shelf (owner_mark_returned
-- names the order in zellij.returned_keep_stock for its own update only).
create function private.orders_release_on_return()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('zellij.returned_keep_stock', true), '') <> new.id::text then
    perform private.release_order_stock(new.id);
  end if;
  return null;
end;
$$;

create trigger orders_release_on_return
  after update of order_status on public.orders
  for each row
  when (new.order_status = 'returned' and old.order_status is distinct from 'returned')
  execute function private.orders_release_on_return();

-- As in the mail_outbox migration, except that a returned cash order's failed payment sends no
-- "payment failed" mail: the customer refused the parcel and was not asked to pay again.
create or replace function private.queue_order_status_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text;
  v_payload jsonb;
begin
  if new.order_status = 'returned' then
    return null;
  end if;
  -- A failed payment cancels the order in the same update: the customer gets the payment message,
  -- not a second "cancelled" one.
  if new.payment_status = 'failed' and old.payment_status is distinct from 'failed' then
    v_kind := 'payment_failed';
  elsif new.order_status is distinct from old.order_status then
    v_kind := case new.order_status
      when 'confirmed' then 'order_confirmed'
      when 'shipped' then 'order_shipped'
      when 'delivered' then 'order_delivered'
      when 'cancelled' then 'order_cancelled'
    end;
  end if;
  if v_kind is null then
    return null;
  end if;
  v_payload := private.order_mail_payload(new.id);
  if v_payload is null then
    return null;
  end if;
  insert into public.mail_outbox (kind, recipient, payload, order_id)
  values (v_kind, v_payload ->> 'customer_email', v_payload, new.id);
  return null;
end;
$$;

-- The owner's notes on an order: what they did and why, never shown to the customer.
create table public.order_owner_notes (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  author_id uuid,
  note text not null,
  created_at timestamptz not null default clock_timestamp(),
  constraint order_owner_notes_note_not_blank check (btrim(note) <> ''),
  constraint order_owner_notes_note_length check (char_length(note) <= 2000)
);

comment on table public.order_owner_notes is
  'The shop owner''s own notes on an order (e.g. a parcel refused at the door and whether its pieces went '
  'back on the shelf). Only the owner reads them; written by owner_mark_returned or the service role.';

create index order_owner_notes_order_id_idx on public.order_owner_notes (order_id, created_at);

alter table public.order_owner_notes enable row level security;
revoke all on table public.order_owner_notes from public, anon, authenticated;
grant select on table public.order_owner_notes to authenticated;
grant select, insert, update, delete on table public.order_owner_notes to service_role;

create policy order_owner_notes_shop_owner_reads on public.order_owner_notes
  for select to authenticated
  using ((select public.is_shop_owner()));

-- The owner marks a shipped order returned, with why, and whether its pieces go back on the shelf.
create function public.owner_mark_returned(p_order_id uuid, p_reason text, p_restock boolean default true,
  p_note text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can change an order''s status', '403');
  end if;
  if p_reason is null or p_reason not in ('refused', 'unreachable') then
    perform private.order_error('returned_reason_required', 'the reason must be refused or unreachable', '422');
  end if;
  -- Locked first: a second click (or a second owner) waits here and is told it is done already.
  select * into v_order from public.orders where id = p_order_id for update;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;
  if v_order.order_status = 'returned' then
    perform private.order_error('invalid_status_change',
      format('order %s is returned already', v_order.order_number), '409',
      jsonb_build_object('from', 'returned', 'to', 'returned', 'allowed', '[]'::jsonb));
  end if;
  perform set_config('zellij.returned_keep_stock', case when coalesce(p_restock, true) then '' else p_order_id::text end,
    true);
  update public.orders set order_status = 'returned', returned_reason = p_reason where id = p_order_id;
  perform set_config('zellij.returned_keep_stock', '', true);
  select * into v_order from public.orders where id = p_order_id;
  insert into public.order_owner_notes (order_id, author_id, note)
  values (p_order_id, auth.uid(), concat_ws(' — ',
    case p_reason when 'refused' then 'Refused at delivery' else 'Not reachable' end
      || case when v_order.stock_released_at is not null then '; the pieces went back on the shelf'
              else '; the pieces were kept off the shelf' end,
    nullif(btrim(p_note), '')));
  return private.order_json(p_order_id)::json;
end;
$$;

comment on function public.owner_mark_returned(uuid, text, boolean, text) is
  'Shop owner only: a shipped order came back (p_reason refused | unreachable). Its pieces go back on the '
  'shelf once unless p_restock is false; the timeline and the owner''s notes record it (p_note added).';

revoke execute on function public.owner_mark_returned(uuid, text, boolean, text) from public, anon;
grant execute on function public.owner_mark_returned(uuid, text, boolean, text) to authenticated, service_role;

-- A customer's cash-on-delivery record ----------------------------------------------------------------

-- Orders store the phone in E.164 (orders_keep_phone_and_tracking), so the phone is its own key. No
-- index on the e-mail's key: an index expression runs as whoever writes the row, and the service role
-- may not call private functions; a shop's cash orders are few enough to read.
create index orders_cod_phone_idx on public.orders (customer_phone) where payment_method = 'cod';

-- Cash orders of one customer (this phone or this e-mail, as keys) that reached the door: delivered,
-- returned, and returned since the last delivery.
create function private.cod_record(p_phone text, p_email text)
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
           or private.customer_email_key(o.customer_email) = private.customer_email_key(p_email))
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

-- The record of an order's customer, beside the order on the owner's screen.
create function public.owner_cod_record(p_order_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_record record;
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can read a customer''s record', '403');
  end if;
  select * into v_order from public.orders where id = p_order_id;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;
  select * into v_record from private.cod_record(v_order.customer_phone, v_order.customer_email);
  return json_build_object('delivered', v_record.delivered, 'returned', v_record.returned,
    'returned_since_delivery', v_record.returned_since_delivery);
end;
$$;

comment on function public.owner_cod_record(uuid) is
  'Shop owner only: the cash-on-delivery orders of this order''s customer (same E.164 phone or same '
  'normalised e-mail) delivered and returned (refused or unreachable), this order included.';

revoke execute on function public.owner_cod_record(uuid) from public, anon;
grant execute on function public.owner_cod_record(uuid) to authenticated, service_role;

-- The blocklist ----------------------------------------------------------------------------------------

create table public.cod_blocklist (
  id uuid primary key default gen_random_uuid(),
  phone text,
  email text,
  reason text not null,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  constraint cod_blocklist_phone_or_email check (phone is not null or email is not null),
  constraint cod_blocklist_phone_e164 check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  constraint cod_blocklist_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint cod_blocklist_reason_not_blank check (btrim(reason) <> '')
);

comment on table public.cod_blocklist is
  'Phones and e-mails refused cash on delivery, with why. The shop owner manages it (dashboard or REST); '
  'a phone is kept in E.164 and an e-mail as a key (lower case, no spaces, no +tag), however typed.';

create unique index cod_blocklist_phone_unique on public.cod_blocklist (phone) where phone is not null;
create unique index cod_blocklist_email_unique on public.cod_blocklist (email) where email is not null;

-- '+212 6 00 00 00 00', '0600000000' and '00212600000000' are the one number +212600000000.
create function private.cod_blocklist_normalise()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone := case when btrim(coalesce(new.phone, '')) <> '' then private.customer_phone_key(new.phone) end;
  new.email := private.customer_email_key(nullif(btrim(new.email), ''));
  return new;
end;
$$;

create trigger cod_blocklist_normalise
  before insert or update on public.cod_blocklist
  for each row execute function private.cod_blocklist_normalise();

alter table public.cod_blocklist enable row level security;
revoke all on table public.cod_blocklist from public, anon, authenticated;
grant select, insert, update, delete on table public.cod_blocklist to authenticated;
grant select, insert, update, delete on table public.cod_blocklist to service_role;

create policy cod_blocklist_shop_owner_manages on public.cod_blocklist
  for all to authenticated
  using ((select public.is_shop_owner()))
  with check ((select public.is_shop_owner()));

-- Refusing fake and repeated cash orders ----------------------------------------------------------------

create function private.orders_cod_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_phone text := private.customer_phone_key(new.customer_phone);
  v_settings public.shop_settings;
  v_open integer;
  v_record record;
begin
  -- Two checkouts for one phone at once would both count the same open orders: one waits here.
  perform pg_advisory_xact_lock(hashtextextended('zellij.cod:' || v_phone, 0));
  select * into v_settings from public.shop_settings;
  if exists (select 1 from public.cod_blocklist b
             where b.phone = v_phone or b.email = private.customer_email_key(new.customer_email)) then
    perform private.order_error('cod_blocked',
      'cash on delivery is not available for this phone number or e-mail; please pay with PayPal', '403');
  end if;
  select count(*) into v_open from public.orders o
  where o.payment_method = 'cod' and o.order_status = 'pending' and o.customer_phone = v_phone;
  if v_open >= coalesce(v_settings.cod_max_open_per_phone, 2) then
    perform private.order_error('cod_too_many_open',
      format('this phone number already has %s cash-on-delivery orders waiting for confirmation; please pay '
        'with PayPal, or wait until they are confirmed', v_open),
      '409', jsonb_build_object('max', coalesce(v_settings.cod_max_open_per_phone, 2)));
  end if;
  select * into v_record from private.cod_record(v_phone, new.customer_email);
  if v_record.returned_since_delivery >= coalesce(v_settings.cod_max_refusals, 2) then
    perform private.order_error('cod_refusals',
      'cash on delivery is not available after parcels were refused at the door; please pay with PayPal',
      '403', jsonb_build_object('max', coalesce(v_settings.cod_max_refusals, 2)));
  end if;
  return new;
end;
$$;

create trigger orders_cod_guard
  before insert on public.orders
  for each row
  when (new.payment_method = 'cod')
  execute function private.orders_cod_guard();

-- A burst of cash checkouts from one client address (the first X-Forwarded-For address, which
-- create-checkout passes): kept hashed, for 10 minutes.
create table private.cod_attempts (
  client_hash text not null,
  at timestamptz not null default clock_timestamp()
);

comment on table private.cod_attempts is
  'Cash-on-delivery checkouts per client address (sha256), kept 10 minutes (rate limit of cash orders).';

create index cod_attempts_client_at_idx on private.cod_attempts (client_hash, at);
alter table private.cod_attempts enable row level security;
revoke all on table private.cod_attempts from public, anon, authenticated;

-- Counts one attempt, or refuses it past shop_settings.cod_max_attempts_per_10_minutes. A call without
-- an address ('unknown': in-process tests, psql) is not counted, as GoTrue skips a request without one.
create function public.note_cod_attempt(p_client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hash text;
  v_max integer := (select cod_max_attempts_per_10_minutes from public.shop_settings);
begin
  if coalesce(btrim(p_client), '') in ('', 'unknown') then
    return;
  end if;
  v_hash := encode(sha256(convert_to(btrim(p_client), 'UTF8')), 'hex');
  delete from private.cod_attempts where client_hash = v_hash and at < clock_timestamp() - interval '10 minutes';
  if (select count(*) from private.cod_attempts where client_hash = v_hash) >= coalesce(v_max, 10) then
    perform private.order_error('cod_rate_limited',
      'too many cash-on-delivery orders were started from here; please wait a few minutes or pay with PayPal',
      '429', jsonb_build_object('max', coalesce(v_max, 10)));
  end if;
  insert into private.cod_attempts (client_hash) values (v_hash);
end;
$$;

comment on function public.note_cod_attempt(text) is
  'Counts a cash-on-delivery checkout from a client address, or refuses it (cod_rate_limited, 429) past '
  'shop_settings.cod_max_attempts_per_10_minutes. Service role only: create-checkout calls it.';

revoke execute on function public.note_cod_attempt(text) from public, anon, authenticated;
grant execute on function public.note_cod_attempt(text) to service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
