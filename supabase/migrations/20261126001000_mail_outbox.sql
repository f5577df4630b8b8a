-- E-mail the shop owes people, written in the same transaction as the change that causes it. An order
-- and its "order received" message commit together or not at all; the send-mail function then delivers
-- each row through the mail provider (Idempotency-Key = row id) and records the outcome. Nothing here is
-- visible to visitors: RLS is on with no policy, and only the service role has grants.

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  recipient text,
  payload jsonb not null,
  order_id uuid references public.orders (id) on delete set null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  subject text,
  provider_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint mail_outbox_kind_valid check (kind in (
    'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
    'order_cancelled', 'payment_failed', 'back_in_stock')),
  constraint mail_outbox_status_valid check (status in ('pending', 'sent', 'failed')),
  constraint mail_outbox_attempts_non_negative check (attempts >= 0),
  -- The owner's address is a function secret (SHOP_OWNER_EMAIL): the alert leaves it empty.
  constraint mail_outbox_recipient_by_kind check ((kind = 'new_order_alert') = (recipient is null)),
  constraint mail_outbox_payload_is_object check (jsonb_typeof(payload) = 'object'),
  constraint mail_outbox_sent_has_provider_id check (status <> 'sent' or (provider_id is not null and sent_at is not null))
);

comment on table public.mail_outbox is
  'Transactional e-mail waiting for, or done with, delivery by the send-mail function. Service role only.';
comment on column public.mail_outbox.recipient is
  'Customer address; null for new_order_alert, which goes to the SHOP_OWNER_EMAIL secret.';
comment on column public.mail_outbox.payload is 'What the message says, as data; send-mail renders HTML and text from it.';
comment on column public.mail_outbox.next_attempt_at is
  'When the row is next due. A claim moves it ahead by the lease, so a crashed sender''s row comes back.';
comment on column public.mail_outbox.subject is 'Subject of the message as sent (set on delivery).';
comment on column public.mail_outbox.provider_id is 'The mail provider''s id for the accepted message.';

create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status = 'pending';
create index mail_outbox_order_id_idx on public.mail_outbox (order_id);

alter table public.mail_outbox enable row level security;
revoke all on table public.mail_outbox from public, anon, authenticated;
grant select, insert, update, delete on table public.mail_outbox to service_role;

-- The order as the messages quote it, in the order's language (send-mail writes the message in it):
-- read at commit time, so the lines written after the order row are there and a tracking number set
-- in a later statement of the same transaction is too.
create or replace function private.order_mail_payload(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'order_id', o.id,
    'order_number', o.order_number,
    'locale', o.locale,
    'customer_name', o.customer_name,
    'customer_email', o.customer_email,
    'customer_phone', o.customer_phone,
    'shipping_address', o.shipping_address,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'order_status', o.order_status,
    'currency', o.currency,
    'subtotal', o.subtotal,
    'shipping', o.shipping,
    'total', o.total,
    'carrier', o.carrier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'placed_at', o.created_at,
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', i.product_title,
        'size', i.variant_info ->> 'size',
        'quantity', i.quantity,
        'unit_price', i.unit_price,
        'total_price', i.total_price) order by i.created_at, i.id)
      from public.order_items i
      where i.order_id = o.id
    ), '[]'::jsonb))
  from public.orders o
  where o.id = p_order_id;
$$;

create or replace function private.queue_order_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.order_mail_payload(new.id);
begin
  if v_payload is null then
    return null; -- the order was deleted again within its own transaction
  end if;
  insert into public.mail_outbox (kind, recipient, payload, order_id)
  values ('order_received', v_payload ->> 'customer_email', v_payload, new.id),
         ('new_order_alert', null, v_payload, new.id);
  return null;
end;
$$;

-- One message per change the customer cares about, along pending → confirmed → processing → shipped
-- → delivered. "Confirmed" is the message for the move to `confirmed` (a PayPal payment taken, or the
-- owner's call to a cash-on-delivery customer). `processing` is the workshop's own step: the customer
-- already heard "confirmed", so the move to processing sends nothing.
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

-- Deferred to commit: place_order writes the lines after the order row, in the same transaction.
create constraint trigger orders_queue_order_received
  after insert on public.orders
  deferrable initially deferred
  for each row execute function private.queue_order_received();

create constraint trigger orders_queue_status_mail
  after update of order_status, payment_status on public.orders
  deferrable initially deferred
  for each row
  when (old.order_status is distinct from new.order_status or old.payment_status is distinct from new.payment_status)
  execute function private.queue_order_status_mail();

-- The worker's side. Claiming moves next_attempt_at ahead by the lease and counts the attempt, in one
-- statement with SKIP LOCKED, so two workers never hold the same row and a worker that dies mid-send
-- leaves the row to come back when the lease ends (the provider's idempotency key stops a double send).
create or replace function public.claim_mail_outbox(p_limit integer default 10, p_lease_seconds integer default 120)
returns setof public.mail_outbox
language sql
set search_path = ''
as $$
  with due as (
    select id from public.mail_outbox
    where status = 'pending' and next_attempt_at <= now()
    order by next_attempt_at, created_at
    limit least(greatest(p_limit, 1), 100)
    for update skip locked
  )
  update public.mail_outbox m
  set attempts = m.attempts + 1,
      next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1))
  from due
  where m.id = due.id
  returning m.*;
$$;

create or replace function public.mark_mail_sent(p_id uuid, p_provider_id text, p_subject text)
returns void
language sql
set search_path = ''
as $$
  update public.mail_outbox
  set status = 'sent', provider_id = p_provider_id, subject = p_subject, sent_at = now(), last_error = null
  where id = p_id and status = 'pending';
$$;

-- p_retry_in_seconds null: give up (status failed); otherwise try again after that many seconds.
create or replace function public.mark_mail_failed(p_id uuid, p_error text, p_retry_in_seconds integer)
returns void
language sql
set search_path = ''
as $$
  update public.mail_outbox
  set status = case when p_retry_in_seconds is null then 'failed' else 'pending' end,
      next_attempt_at = case when p_retry_in_seconds is null then next_attempt_at
                             else now() + make_interval(secs => greatest(p_retry_in_seconds, 0)) end,
      last_error = left(p_error, 1000)
  where id = p_id and status = 'pending';
$$;

comment on function public.claim_mail_outbox(integer, integer) is
  'Takes up to p_limit due messages for p_lease_seconds (FOR UPDATE SKIP LOCKED). Service role only.';
comment on function public.mark_mail_sent(uuid, text, text) is 'Records a delivered message. Service role only.';
comment on function public.mark_mail_failed(uuid, text, integer) is
  'Records a failed attempt: retry after p_retry_in_seconds, or give up when null. Service role only.';

revoke execute on function public.claim_mail_outbox(integer, integer) from public, anon, authenticated;
revoke execute on function public.mark_mail_sent(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.mark_mail_failed(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.claim_mail_outbox(integer, integer) to service_role;
grant execute on function public.mark_mail_sent(uuid, text, text) to service_role;
grant execute on function public.mark_mail_failed(uuid, text, integer) to service_role;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
