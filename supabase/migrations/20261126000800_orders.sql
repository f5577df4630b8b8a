-- Orders and their lines. Only the service role writes (through place_order, checkout migration);
-- visitors never list orders. A guest reaches their own order only through get_order(id): the random
-- uuid is the capability.
--
-- Order statuses the database enforces. An order moves only forward along
--   pending -> confirmed -> processing -> shipped -> delivered
-- and may be cancelled before it ships. Any other move is refused here, whoever asks (service role,
-- dashboard, psql, the owner's RPC), with SQLSTATE PT409 so PostgREST answers 409 with the message.
-- Shipping needs a carrier and a tracking number; cancelling needs a reason. Every move is written
-- to order_events by the trigger, so the timeline cannot disagree with the order.
--
-- Errors: message '<code>: <human text>', hint '<code>', SQLSTATE PT<http status> (PostgREST maps
-- PTxyz to HTTP xyz).

create sequence public.order_number_seq as bigint start with 1001;

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  order_number text not null default ('ZLJ-' || lpad(nextval('public.order_number_seq')::text, 6, '0')),
  user_id uuid references auth.users (id) on delete set null,
  customer_name text not null,
  customer_email text not null,
  customer_phone text not null,
  shipping_address jsonb not null,
  payment_method text not null,
  payment_status text not null default 'pending',
  order_status text not null default 'pending',
  currency text not null default 'MAD',
  subtotal numeric(10, 2) not null,
  shipping numeric(10, 2) not null,
  total numeric(10, 2) not null,
  idempotency_key text,
  paypal_order_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Who sent idempotency_key and what they asked: a key belongs to one caller and one request.
  idempotency_caller text,
  idempotency_request_hash text,
  -- What the status messages and the customer's page quote.
  carrier text,
  tracking_number text,
  tracking_url text,
  cancel_reason text,
  -- The stock hold (stock_holds migration).
  hold_expires_at timestamptz,
  stock_released_at timestamptz,
  locale text not null default 'en',
  constraint orders_order_number_unique unique (order_number),
  constraint orders_idempotency_key_unique unique (idempotency_key),
  constraint orders_paypal_order_id_unique unique (paypal_order_id),
  constraint orders_customer_name_not_blank check (btrim(customer_name) <> ''),
  constraint orders_customer_email_format check (customer_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  constraint orders_customer_phone_not_blank check (btrim(customer_phone) <> ''),
  constraint orders_shipping_address_shape check (
    jsonb_typeof(shipping_address) = 'object'
    and jsonb_typeof(shipping_address -> 'address') = 'string'
    and jsonb_typeof(shipping_address -> 'city') = 'string'
  ),
  constraint orders_shipping_country_iso check (shipping_address ->> 'country' ~ '^[A-Z]{2}$'),
  constraint orders_payment_method_valid check (payment_method in ('paypal', 'cod')),
  constraint orders_payment_status_valid check (payment_status in ('pending', 'paid', 'failed', 'refunded')),
  constraint orders_order_status_valid
    check (order_status in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
  constraint orders_currency_valid check (currency in ('MAD', 'EUR', 'USD')),
  constraint orders_amounts_non_negative check (subtotal >= 0 and shipping >= 0 and total >= 0),
  constraint orders_total_is_subtotal_plus_shipping check (total = subtotal + shipping),
  -- The customer's page links to it: only a real https address, never javascript: or another scheme.
  constraint orders_tracking_url_is_https
    check (tracking_url is null or tracking_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$'),
  -- LOCALES in supabase/functions/_shared/rules/locales.ts; tests/backend/rules-in-schema.test.ts
  -- keeps this check equal to it.
  constraint orders_locale_valid check (locale in ('en', 'fr', 'ar'))
);

alter sequence public.order_number_seq owned by public.orders.order_number;

comment on table public.orders is
  'Orders, amounts in MAD (currency = what the shopper viewed). Written only by place_order / the service role. '
  'Signed-in users read their own; guests only through get_order(id).';
comment on column public.orders.id is 'Random uuid; doubles as the guest''s capability to view the order.';
comment on column public.orders.order_number is 'Human reference, ZLJ-001001 onwards.';
comment on column public.orders.shipping_address is
  '{"address", "city", "postalCode", "country": ISO 3166-1 alpha-2 code}';
comment on column public.orders.currency is 'Currency the shopper chose for display; amounts are stored in MAD.';
comment on column public.orders.idempotency_caller is
  'Who sent idempotency_key: ''user:<uuid>'' or ''guest:<sha256 of the cart id>''. Null for orders without a key.';
comment on column public.orders.idempotency_request_hash is
  'sha256 of the canonical request (items, currency, payment method, customer, address) sent with idempotency_key.';
comment on column public.orders.carrier is 'Who carries the parcel (required to mark the order shipped).';
comment on column public.orders.tracking_number is 'The carrier''s tracking number (required to mark the order shipped).';
comment on column public.orders.tracking_url is 'Optional https link to the carrier''s tracking page, shown to the customer.';
comment on column public.orders.cancel_reason is 'Why the order was cancelled (required to cancel), shown to the customer.';
comment on column public.orders.hold_expires_at is
  'When an unpaid PayPal order (PAYMENT_HOLD_MINUTES) or an unconfirmed cash-on-delivery order '
  '(COD_CONFIRM_HOURS) is cancelled and its stock returned, if it is still pending then.';
comment on column public.orders.stock_released_at is 'When the order''s stock went back to the shelf; null while held or sold.';
comment on column public.orders.locale is
  'The language the order was placed in (en, fr, ar): its customer e-mails and order links use it.';

create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc) where user_id is not null;
create index orders_pending_hold_idx on public.orders (hold_expires_at) where order_status = 'pending';

create trigger orders_set_updated_at
  before update on public.orders
  for each row execute function private.set_updated_at();

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  product_title text not null,
  product_slug text,
  product_image_url text,
  variant_info jsonb not null default '{}',
  quantity integer not null,
  unit_price numeric(10, 2) not null,
  total_price numeric(10, 2) not null,
  created_at timestamptz not null default now(),
  constraint order_items_quantity_positive check (quantity >= 1),
  constraint order_items_unit_price_non_negative check (unit_price >= 0),
  constraint order_items_total_is_unit_price_times_quantity check (total_price = unit_price * quantity),
  constraint order_items_variant_info_is_object check (jsonb_typeof(variant_info) = 'object')
);

comment on table public.order_items is
  'Order lines with a snapshot of the product (title, slug, image, price) at the time of the order.';

create index order_items_order_id_idx on public.order_items (order_id);
create index order_items_product_id_idx on public.order_items (product_id);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;

-- No anon access at all: listing or probing orders by filter is impossible for visitors.
revoke all on table public.orders from anon, authenticated;
revoke all on table public.order_items from anon, authenticated;
revoke all on sequence public.order_number_seq from anon, authenticated;
grant select on table public.orders to authenticated;
grant select on table public.order_items to authenticated;
grant all on table public.orders to service_role;
grant all on table public.order_items to service_role;
grant usage, select on sequence public.order_number_seq to service_role;

create policy orders_owner_reads on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy order_items_owner_reads on public.order_items
  for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_items.order_id and o.user_id = (select auth.uid())
  ));

create table public.order_events (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete cascade,
  actor_id uuid,
  at timestamptz not null default clock_timestamp(),
  from_status text,
  to_status text not null,
  note text
);

comment on table public.order_events is
  'Every order_status change, written by the orders trigger only. actor_id is the user who made it '
  '(the owner), null for the system (checkout, payments, the hold sweep). from_status is null when placed.';

create index order_events_order_id_at_idx on public.order_events (order_id, at, id);

alter table public.order_events enable row level security;

revoke all on table public.order_events from public, anon, authenticated;
grant select on table public.order_events to authenticated;
grant select, insert, update, delete on table public.order_events to service_role;

create policy order_events_order_owner_reads on public.order_events
  for select to authenticated
  using (exists (
    select 1 from public.orders o
    where o.id = order_events.order_id and o.user_id = (select auth.uid())
  ));

create policy order_events_shop_owner_reads on public.order_events
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy orders_shop_owner_reads on public.orders
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy order_items_shop_owner_reads on public.order_items
  for select to authenticated
  using ((select public.is_shop_owner()));

-- Payments the shop refused to trust. When PayPal reports a completed capture whose amount or currency
-- is not what the order should be charged, the order stays unpaid and a flag records why, for the owner
-- to review (refund, or contact the buyer). Written only with the service role; the shop owner may read
-- them on the owner's screen, next to the order. Customers cannot: no policy lets them in, and
-- get_order does not show them.

create table public.order_payment_flags (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  reason text not null,
  source text not null,
  paypal_order_id text,
  paypal_capture_id text,
  expected jsonb,
  received jsonb,
  flagged_at timestamptz not null default now(),
  constraint order_payment_flags_reason_not_blank check (btrim(reason) <> ''),
  constraint order_payment_flags_source_valid check (source in ('webhook', 'capture')),
  -- A webhook retried or a confirmation page reloaded reports the same thing again: one row for it.
  constraint order_payment_flags_once unique (order_id, reason)
);

comment on table public.order_payment_flags is
  'Payments left unpaid because PayPal''s capture did not match the order (amount or currency). '
  'Service role only; the owner reviews them.';
comment on column public.order_payment_flags.reason is 'Why the payment was not trusted, in words.';
comment on column public.order_payment_flags.source is
  'webhook: a signed PAYMENT.CAPTURE event; capture: a capture the shop made itself (when the shopper '
  'returned from PayPal, or on PayPal''s CHECKOUT.ORDER.APPROVED event).';
comment on column public.order_payment_flags.expected is 'What the order should be charged: {currency_code, value}.';
comment on column public.order_payment_flags.received is 'What PayPal reported as captured: {currency_code, value}.';

create index order_payment_flags_order_id_idx on public.order_payment_flags (order_id);

alter table public.order_payment_flags enable row level security;

revoke all on table public.order_payment_flags from public, anon, authenticated;
grant select, insert, update, delete on table public.order_payment_flags to service_role;
grant select on table public.order_payment_flags to authenticated;

create policy order_payment_flags_shop_owner_reads on public.order_payment_flags
  for select to authenticated
  using ((select public.is_shop_owner()));

-- Reading orders -------------------------------------------------------------------------------------

-- Raises the error every order function answers with (see the top of this migration).
create or replace function private.order_error(p_code text, p_message text, p_status text, p_detail jsonb default null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'PT' || p_status,
    message = p_code || ': ' || p_message,
    hint = p_code,
    detail = coalesce(p_detail::text, '');
end;
$$;

-- The order as JSON ({...order, items: [...]}). Leaves out the server-side handles: idempotency key and
-- caller, request hash, PayPal order id.
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

-- The order as JSON ({...order, items: [...]}) when it is a guest order or the caller's own; else null.
-- Security definer so visitors need no select right on orders: knowing the random id is the capability.
create or replace function public.get_order(p_order_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.order_json(o.id)::json
  from public.orders o
  where o.id = p_order_id
    and (o.user_id is null or o.user_id = auth.uid());
$$;

comment on function public.get_order(uuid) is
  'Order with items for a guest order (any caller holding the id) or the caller''s own order; null otherwise.';

revoke execute on function public.get_order(uuid) from public;
grant execute on function public.get_order(uuid) to anon, authenticated, service_role;

-- The timeline of an order for whoever may read the order itself (get_order's rule: a guest order
-- for any holder of its random id, else only its owner). The actor is not shown.
create or replace function public.get_order_events(p_order_id uuid)
returns table (at timestamptz, from_status text, to_status text, note text)
language sql
stable
security definer
set search_path = ''
as $$
  select e.at, e.from_status, e.to_status, e.note
  from public.order_events e
  join public.orders o on o.id = e.order_id
  where e.order_id = p_order_id
    and (o.user_id is null or o.user_id = auth.uid() or public.is_shop_owner())
  order by e.at, e.id;
$$;

comment on function public.get_order_events(uuid) is
  'The status timeline of an order the caller may read (as get_order): guest orders by id, else the owner''s.';

revoke execute on function public.get_order_events(uuid) from public;
grant execute on function public.get_order_events(uuid) to anon, authenticated, service_role;

-- Status rules ---------------------------------------------------------------------------------------

-- Where an order may go next from each status.
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
    when 'shipped' then array['delivered']
    else array[]::text[]
  end;
$$;

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
  if new.order_status not in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled') then
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
  return new;
end;
$$;

create trigger orders_guard_status
  before update of order_status on public.orders
  for each row execute function private.orders_guard_status();

-- Writes the timeline. The note is the caller's (owner_set_order_status), else what the row says.
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
    end));
  return null;
end;
$$;

create trigger orders_record_event
  after insert or update of order_status on public.orders
  for each row execute function private.orders_record_event();

-- The owner's way to move an order. Security definer so owners need no write grant on orders; the
-- trigger still decides which moves are allowed, and records the owner as the actor.
create or replace function public.owner_set_order_status(
  p_order_id uuid,
  p_to_status text,
  p_note text default null,
  p_carrier text default null,
  p_tracking_number text default null,
  p_tracking_url text default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can change an order''s status', '403');
  end if;
  perform set_config('zellij.order_event_note', coalesce(p_note, ''), true);
  update public.orders set
    order_status = p_to_status,
    carrier = coalesce(nullif(btrim(p_carrier), ''), carrier),
    tracking_number = coalesce(nullif(btrim(p_tracking_number), ''), tracking_number),
    tracking_url = coalesce(nullif(btrim(p_tracking_url), ''), tracking_url),
    cancel_reason = case when p_to_status = 'cancelled' then nullif(btrim(p_note), '') else cancel_reason end
  where id = p_order_id;
  if not found then
    perform private.order_error('unknown_order', 'there is no such order', '404');
  end if;
  perform set_config('zellij.order_event_note', '', true);
  return private.order_json(p_order_id)::json;
end;
$$;

comment on function public.owner_set_order_status(uuid, text, text, text, text, text) is
  'Shop owner only: moves an order to p_to_status (the orders trigger enforces the allowed moves). '
  'p_note is recorded on the timeline and shown to the customer; it is the reason when cancelling.';

revoke execute on function public.owner_set_order_status(uuid, text, text, text, text, text) from public, anon;
grant execute on function public.owner_set_order_status(uuid, text, text, text, text, text)
  to authenticated, service_role;

-- Orders edited by hand in the dashboard (service role) keep two things the shop relies on:
-- 1. the customer's phone in E.164 (`+` and 7 to 15 digits), the form create-checkout stores after
--    reading it with libphonenumber-js, the one the owner's WhatsApp link and the carrier need;
-- 2. the carrier and tracking number of an order that has left: the customer's "shipped" mail and
--    the order page already gave them, so they can be corrected but not blanked.
create or replace function private.orders_keep_phone_and_tracking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.customer_phone is distinct from old.customer_phone)
     and coalesce(new.customer_phone, '') !~ '^\+[1-9][0-9]{6,14}$' then
    perform private.order_error('invalid_phone',
      format('the phone %L is not an international number such as +212612345678', new.customer_phone), '422');
  end if;
  if tg_op = 'UPDATE'
     and new.order_status in ('shipped', 'delivered')
     and (new.carrier is distinct from old.carrier or new.tracking_number is distinct from old.tracking_number)
     and (coalesce(btrim(new.carrier), '') = '' or coalesce(btrim(new.tracking_number), '') = '') then
    perform private.order_error('tracking_required',
      format('order %s is %s: its carrier and tracking number can be corrected but not removed',
        old.order_number, new.order_status), '422');
  end if;
  return new;
end;
$$;

create trigger orders_keep_phone_and_tracking
  before insert or update of customer_phone, carrier, tracking_number, order_status on public.orders
  for each row execute function private.orders_keep_phone_and_tracking();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
