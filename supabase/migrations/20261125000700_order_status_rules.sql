-- Order statuses the database enforces. An order moves only forward along
--   pending -> confirmed -> processing -> shipped -> delivered
-- and may be cancelled before it ships. Any other move is refused here, whoever asks (service role,
-- dashboard, psql, the owner's RPC), with SQLSTATE PT409 so PostgREST answers 409 with the message.
-- Shipping needs a carrier and a tracking number; cancelling needs a reason. Every move is written
-- to order_events by the trigger, so the timeline cannot disagree with the order.
--
-- The shop owner is an account whose JWT carries app_metadata.role = 'owner' (set with the service
-- role through the Auth admin API; a user cannot change their own app_metadata). Owners read every
-- order and move statuses through owner_set_order_status.

alter table public.orders
  add column if not exists carrier text,
  add column if not exists tracking_number text,
  add column if not exists tracking_url text,
  add column if not exists cancel_reason text;

comment on column public.orders.carrier is 'Who carries the parcel (required to mark the order shipped).';
comment on column public.orders.tracking_number is 'The carrier''s tracking number (required to mark the order shipped).';
comment on column public.orders.tracking_url is 'Optional https link to the carrier''s tracking page, shown to the customer.';
comment on column public.orders.cancel_reason is 'Why the order was cancelled (required to cancel), shown to the customer.';

alter table public.orders drop constraint if exists orders_order_status_valid;
alter table public.orders add constraint orders_order_status_valid
  check (order_status in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'));

-- The customer's page links to it: only a real https address, never javascript: or another scheme.
alter table public.orders drop constraint if exists orders_tracking_url_is_https;
alter table public.orders add constraint orders_tracking_url_is_https
  check (tracking_url is null or tracking_url ~ '^https://[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$');

create or replace function public.is_shop_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'owner';
$$;

comment on function public.is_shop_owner() is
  'True when the caller''s JWT says app_metadata.role = owner (only the service role can set app_metadata).';

revoke execute on function public.is_shop_owner() from public;
grant execute on function public.is_shop_owner() to anon, authenticated, service_role;

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

revoke execute on function private.next_order_statuses(text) from public;

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

revoke execute on function private.orders_guard_status() from public;

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

revoke execute on function private.orders_record_event() from public;

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

-- Orders placed before the timeline existed start it with their current status.
insert into public.order_events (order_id, actor_id, at, from_status, to_status, note)
select o.id, null, o.created_at, null, o.order_status, 'Order placed'
from public.orders o
where not exists (select 1 from public.order_events e where e.order_id = o.id);
