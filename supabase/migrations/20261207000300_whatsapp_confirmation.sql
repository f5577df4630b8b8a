-- Cash on delivery confirmed on WhatsApp (issue 32). When a cash-on-delivery order is placed, one
-- confirmation message is owed to the customer's phone, written in the same transaction as the order
-- (like its e-mail), in the order's language. The send-whatsapp function sends it through the WhatsApp
-- Business Cloud API as a template with two quick-reply buttons, Confirm and Cancel; the
-- whatsapp-webhook function records what Meta reports: the message's status (sent, delivered, read,
-- failed) and the customer's press, which confirms or cancels the order. No reply keeps today's expiry:
-- an unconfirmed order is cancelled when its hold ends (COD_CONFIRM_HOURS).
--
-- Sent once. Meta's API takes no idempotency key, so a sender that dies after Meta accepted a message
-- but before recording it cannot ask Meta whether it did. Each message therefore carries its outbox row
-- id as biz_opaque_callback_data, which Meta echoes in every status webhook: the "sent" status records
-- the message even when the sender never could, and the claim's lease (longer than Meta takes to report
-- a status) keeps the row from being sent again meanwhile.

create table public.whatsapp_outbox (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null default 'cod_confirmation',
  -- E.164, as the order stores it.
  recipient text not null,
  locale text not null,
  payload jsonb not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  provider_message_id text unique,
  sent_at timestamptz,
  -- What Meta last reported of the message: sent, delivered, read, failed.
  delivery_status text,
  delivery_updated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint whatsapp_outbox_kind_valid check (kind in ('cod_confirmation')),
  constraint whatsapp_outbox_status_valid check (status in ('pending', 'sent', 'failed')),
  constraint whatsapp_outbox_locale_valid check (locale in ('en', 'fr', 'ar')),
  constraint whatsapp_outbox_recipient_e164 check (recipient ~ '^\+[1-9][0-9]{6,14}$'),
  constraint whatsapp_outbox_delivery_status_valid
    check (delivery_status in ('sent', 'delivered', 'read', 'failed')),
  constraint whatsapp_outbox_sent_has_id check (status <> 'sent' or (provider_message_id is not null and sent_at is not null)),
  constraint whatsapp_outbox_one_per_order unique (order_id, kind)
);

comment on table public.whatsapp_outbox is
  'WhatsApp messages owed to customers (the cash-on-delivery confirmation), sent by the send-whatsapp '
  'function. Service role only; the owner reads each order''s state through its order.';
comment on column public.whatsapp_outbox.provider_message_id is 'The wamid Meta gave the message.';
comment on column public.whatsapp_outbox.delivery_status is 'The last status Meta reported: sent, delivered, read or failed.';

create index whatsapp_outbox_due_idx on public.whatsapp_outbox (next_attempt_at) where status = 'pending';

alter table public.whatsapp_outbox enable row level security;
revoke all on table public.whatsapp_outbox from public, anon, authenticated;
grant select, insert, update, delete on table public.whatsapp_outbox to service_role;

-- Every press Meta delivered, by its own message id: a webhook Meta repeats is recognised and changes
-- nothing the second time.
create table public.whatsapp_replies (
  message_id text primary key,
  order_id uuid references public.orders (id) on delete cascade,
  from_phone text not null,
  payload text not null,
  -- confirmed, cancelled, too_late (the order had moved on), refused (not the order's phone, a payload
  -- that names another order, a message we never sent).
  outcome text not null,
  received_at timestamptz not null default now(),
  constraint whatsapp_replies_outcome_valid check (outcome in ('confirmed', 'cancelled', 'too_late', 'refused'))
);

comment on table public.whatsapp_replies is
  'The customers'' button presses on WhatsApp, once each, with what they did. Service role and shop owner.';

create index whatsapp_replies_order_id_idx on public.whatsapp_replies (order_id);

alter table public.whatsapp_replies enable row level security;
revoke all on table public.whatsapp_replies from public, anon, authenticated;
grant select on table public.whatsapp_replies to authenticated;
grant select, insert, update, delete on table public.whatsapp_replies to service_role;
create policy whatsapp_replies_shop_owner_reads on public.whatsapp_replies
  for select to authenticated using ((select public.is_shop_owner()));

grant select on table public.whatsapp_outbox to authenticated;
create policy whatsapp_outbox_shop_owner_reads on public.whatsapp_outbox
  for select to authenticated using ((select public.is_shop_owner()));

-- Owed when a cash-on-delivery order is placed ----------------------------------------------------------

-- At commit, as the order's e-mail: place_order writes the lines after the order row.
create function private.queue_cod_confirmation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payment_method = 'cod' and new.order_status = 'pending' and new.customer_phone ~ '^\+[1-9][0-9]{6,14}$' then
    insert into public.whatsapp_outbox (order_id, recipient, locale, payload)
    values (new.id, new.customer_phone, coalesce(new.locale, 'en'), private.order_mail_payload(new.id))
    on conflict (order_id, kind) do nothing;
  end if;
  return null;
end;
$$;

create constraint trigger orders_queue_cod_confirmation
  after insert on public.orders
  deferrable initially deferred
  for each row execute function private.queue_cod_confirmation();

-- The sender's side (send-whatsapp), as the mail outbox's ------------------------------------------------

create function public.claim_whatsapp_outbox(p_limit integer default 10, p_lease_seconds integer default 300)
returns setof public.whatsapp_outbox
language sql
set search_path = ''
as $$
  with due as (
    select id from public.whatsapp_outbox
    where status = 'pending' and next_attempt_at <= now()
    order by next_attempt_at, created_at
    limit least(greatest(p_limit, 1), 100)
    for update skip locked
  )
  update public.whatsapp_outbox w
  set attempts = w.attempts + 1,
      next_attempt_at = now() + make_interval(secs => greatest(p_lease_seconds, 1))
  from due
  where w.id = due.id
  returning w.*;
$$;

-- Meta accepted the message. A status webhook may have recorded it first: then this changes nothing.
create function public.mark_whatsapp_sent(p_id uuid, p_message_id text)
returns void
language sql
set search_path = ''
as $$
  update public.whatsapp_outbox
  set status = 'sent', provider_message_id = p_message_id, sent_at = now(), last_error = null,
      delivery_status = coalesce(delivery_status, 'sent'), delivery_updated_at = coalesce(delivery_updated_at, now())
  where id = p_id and status = 'pending';
$$;

-- p_retry_in_seconds null: give up (status failed); otherwise try again after that many seconds.
create function public.mark_whatsapp_failed(p_id uuid, p_error text, p_retry_in_seconds integer)
returns void
language sql
set search_path = ''
as $$
  update public.whatsapp_outbox
  set status = case when p_retry_in_seconds is null then 'failed' else 'pending' end,
      next_attempt_at = case when p_retry_in_seconds is null then next_attempt_at
                             else now() + make_interval(secs => greatest(p_retry_in_seconds, 0)) end,
      last_error = left(p_error, 1000)
  where id = p_id and status = 'pending';
$$;

-- What Meta reports (the webhook's side) ---------------------------------------------------------------------

-- A status of one of our messages: {message_id, status, callback_data?}. The message is found by its
-- wamid, or, when the sender died before recording it, by the row id it carried (callback_data): that
-- records it as sent, so it is not sent again. Statuses only move forward (sent < delivered < read);
-- failed is kept whenever it comes. Answers what was recorded, or null for a message that is not ours.
create function public.record_whatsapp_status(p_status jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.whatsapp_outbox;
  v_status text := p_status ->> 'status';
  v_rank constant jsonb := '{"sent": 1, "delivered": 2, "read": 3}';
begin
  if v_status not in ('sent', 'delivered', 'read', 'failed') or coalesce(p_status ->> 'message_id', '') = '' then
    perform private.order_error('invalid_status', 'a status names a message and one of sent, delivered, read, failed', '400');
  end if;
  select * into v_row from public.whatsapp_outbox where provider_message_id = p_status ->> 'message_id' for update;
  if not found then
    select * into v_row from public.whatsapp_outbox
    where id = private.uuid_or_null(p_status ->> 'callback_data') and provider_message_id is null
    for update;
    if not found then
      return null;
    end if;
    update public.whatsapp_outbox
    set status = 'sent', provider_message_id = p_status ->> 'message_id', sent_at = coalesce(sent_at, now()),
        last_error = null
    where id = v_row.id
    returning * into v_row;
  end if;
  if v_status = 'failed' or v_row.delivery_status is null
     or coalesce((v_rank ->> v_status)::int, 0) > coalesce((v_rank ->> v_row.delivery_status)::int, 0) then
    update public.whatsapp_outbox set delivery_status = v_status, delivery_updated_at = now()
    where id = v_row.id;
  end if;
  return jsonb_build_object('order_id', v_row.order_id, 'status', v_status);
end;
$$;

-- A press of Confirm or Cancel: {message_id, context_id, from, payload}. It counts only once (by its own
-- message id), only as an answer to the confirmation we sent (context_id), from the order's phone, with
-- the payload we sent for that order; an order no longer waiting (already confirmed, cancelled or
-- expired) keeps its state. Answers {outcome, order_id}.
create function public.record_whatsapp_reply(p_reply jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.whatsapp_outbox;
  v_order public.orders;
  v_payload text := coalesce(p_reply ->> 'payload', '');
  v_from text := regexp_replace(coalesce(p_reply ->> 'from', ''), '\D', '', 'g');
  v_action text := split_part(v_payload, ':', 1);
  v_outcome text;
begin
  if coalesce(p_reply ->> 'message_id', '') = '' or v_from = '' then
    perform private.order_error('invalid_reply', 'a reply names its message and its sender', '400');
  end if;
  if exists (select 1 from public.whatsapp_replies where message_id = p_reply ->> 'message_id') then
    return (select jsonb_build_object('outcome', r.outcome, 'order_id', r.order_id, 'replayed', true)
            from public.whatsapp_replies r where r.message_id = p_reply ->> 'message_id');
  end if;
  select * into v_row from public.whatsapp_outbox where provider_message_id = p_reply ->> 'context_id';
  if found then
    select * into v_order from public.orders where id = v_row.order_id for update;
  end if;
  v_outcome := case
    when v_row.id is null then 'refused'
    when v_from <> regexp_replace(v_order.customer_phone, '\D', '', 'g') then 'refused'
    when v_action not in ('confirm', 'cancel') or v_payload <> v_action || ':' || v_order.id then 'refused'
    when v_order.order_status <> 'pending' then 'too_late'
    when v_action = 'confirm' then 'confirmed'
    else 'cancelled'
  end;
  if v_outcome = 'confirmed' then
    perform set_config('zellij.order_event_note', 'confirmed by the customer on WhatsApp', true);
    update public.orders set order_status = 'confirmed' where id = v_order.id;
  elsif v_outcome = 'cancelled' then
    update public.orders
    set order_status = 'cancelled', cancel_reason = 'cancelled by the customer on WhatsApp'
    where id = v_order.id;
  end if;
  perform set_config('zellij.order_event_note', '', true);
  insert into public.whatsapp_replies (message_id, order_id, from_phone, payload, outcome)
  values (p_reply ->> 'message_id', v_order.id, '+' || v_from, left(v_payload, 200), v_outcome);
  return jsonb_build_object('outcome', v_outcome, 'order_id', v_order.id, 'replayed', false);
end;
$$;

comment on function public.claim_whatsapp_outbox(integer, integer) is
  'Takes up to p_limit due WhatsApp messages for p_lease_seconds (FOR UPDATE SKIP LOCKED). Service role only.';
comment on function public.record_whatsapp_status(jsonb) is
  'Records a status Meta reported for one of our messages (by wamid, or by the row id it carried). Service role only.';
comment on function public.record_whatsapp_reply(jsonb) is
  'Records a customer''s Confirm or Cancel once, and moves the order when it is theirs and still waiting. Service role only.';

revoke execute on function public.claim_whatsapp_outbox(integer, integer) from public, anon, authenticated;
revoke execute on function public.mark_whatsapp_sent(uuid, text) from public, anon, authenticated;
revoke execute on function public.mark_whatsapp_failed(uuid, text, integer) from public, anon, authenticated;
revoke execute on function public.record_whatsapp_status(jsonb) from public, anon, authenticated;
revoke execute on function public.record_whatsapp_reply(jsonb) from public, anon, authenticated;
grant execute on function public.claim_whatsapp_outbox(integer, integer) to service_role;
grant execute on function public.mark_whatsapp_sent(uuid, text) to service_role;
grant execute on function public.mark_whatsapp_failed(uuid, text, integer) to service_role;
grant execute on function public.record_whatsapp_status(jsonb) to service_role;
grant execute on function public.record_whatsapp_reply(jsonb) to service_role;

revoke execute on all routines in schema private from public;
