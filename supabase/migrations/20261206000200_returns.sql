-- Returns. A customer whose order was delivered may ask to send pieces back within the shop's return
-- window (Morocco's loi 31-08 gives a distance buyer at least 7 days to withdraw; the shop gives 14 by
-- default), from the order page: signed in for an account's order, or with the order's link and its
-- e-mail for a guest's. The owner approves (the customer is told where to send the pieces), marks them
-- received, and refunds them (a refund made with the return's id ends it), or rejects it with a reason.
--
--   requested -> approved -> received -> refunded
--   requested | approved -> rejected
--
-- Each move is enforced here whoever makes it, and written to the order's timeline (order_events, kind
-- 'return'). Pieces asked back are counted against what was bought less what was refunded, across the
-- returns still open or done, so the same piece cannot be asked back twice.
--
-- Errors as the orders migration raises them: '<code>: <text>', hint '<code>', SQLSTATE PT<status>.

-- The shop's own settings: one row, edited by the owner in the dashboard --------------------------------

create table public.shop_settings (
  id boolean primary key default true,
  return_window_days integer not null default 14,
  return_address text not null,
  updated_at timestamptz not null default now(),
  constraint shop_settings_one_row check (id),
  -- Loi 31-08 (article 36): at least 7 days from delivery.
  constraint shop_settings_return_window_lawful check (return_window_days between 7 and 365),
  constraint shop_settings_return_address_not_blank check (btrim(return_address) <> '')
);

comment on table public.shop_settings is
  'The one row of the shop''s settings the owner edits in the dashboard. Everyone may read it.';
comment on column public.shop_settings.return_window_days is
  'Days after delivery a customer may ask to return pieces: at least 7 (loi 31-08), 14 by default.';
comment on column public.shop_settings.return_address is
  'Where returned pieces go; shown to the customer once the owner approves their return.';

create trigger shop_settings_set_updated_at
  before update on public.shop_settings
  for each row execute function private.set_updated_at();

insert into public.shop_settings (return_address)
values ('Zellij returns, 12 Derb Sidi Ahmed, Fes 30000, Morocco');

alter table public.shop_settings enable row level security;
revoke all on table public.shop_settings from public, anon, authenticated;
grant select on table public.shop_settings to anon, authenticated;
grant select, insert, update, delete on table public.shop_settings to service_role;

create policy shop_settings_everyone_reads on public.shop_settings
  for select to anon, authenticated
  using (true);

-- When an order was delivered: the return window counts from it ---------------------------------------

alter table public.orders add column delivered_at timestamptz;

comment on column public.orders.delivered_at is 'When the order was marked delivered; the return window counts from it.';

update public.orders o set delivered_at = coalesce(
  (select max(e.at) from public.order_events e where e.order_id = o.id and e.to_status = 'delivered'),
  o.updated_at)
where o.order_status = 'delivered';

create function private.orders_stamp_delivery()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.order_status = 'delivered' and old.order_status is distinct from 'delivered' then
    new.delivered_at := clock_timestamp();
  end if;
  return new;
end;
$$;

create trigger orders_stamp_delivery
  before update of order_status on public.orders
  for each row execute function private.orders_stamp_delivery();

-- Returns ---------------------------------------------------------------------------------------------

create table public.return_requests (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  status text not null default 'requested',
  reason text not null,
  note text,
  reject_reason text,
  refund_id uuid references public.refunds (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint return_requests_status_valid
    check (status in ('requested', 'approved', 'received', 'refunded', 'rejected')),
  constraint return_requests_reason_valid check (reason in ('damaged', 'wrong_item', 'changed_mind')),
  constraint return_requests_note_length check (char_length(note) <= 1000),
  constraint return_requests_rejected_has_reason
    check (status <> 'rejected' or btrim(coalesce(reject_reason, '')) <> ''),
  constraint return_requests_refunded_has_refund check (status <> 'refunded' or refund_id is not null)
);

comment on table public.return_requests is
  'A customer''s request to send pieces of a delivered order back, and where it stands. Written only by '
  'request_return (the customer) and owner_set_return_status / create_refund (the owner).';
comment on column public.return_requests.reason is 'damaged, wrong_item or changed_mind, as the customer chose.';
comment on column public.return_requests.note is 'The customer''s own words (optional).';
comment on column public.return_requests.reject_reason is 'Why the owner rejected it (required to reject), shown to the customer.';
comment on column public.return_requests.refund_id is 'The refund that ended it.';

create index return_requests_order_id_idx on public.return_requests (order_id, created_at);
create index return_requests_open_idx on public.return_requests (created_at)
  where status in ('requested', 'approved', 'received');

create trigger return_requests_set_updated_at
  before update on public.return_requests
  for each row execute function private.set_updated_at();

create table public.return_request_items (
  return_id uuid not null references public.return_requests (id) on delete cascade,
  order_item_id uuid not null references public.order_items (id) on delete cascade,
  quantity integer not null,
  primary key (return_id, order_item_id),
  constraint return_request_items_quantity_positive check (quantity >= 1)
);

comment on table public.return_request_items is 'The pieces a return asks to send back, per order line.';

create index return_request_items_order_item_id_idx on public.return_request_items (order_item_id);

alter table public.return_requests enable row level security;
alter table public.return_request_items enable row level security;

revoke all on table public.return_requests from public, anon, authenticated;
revoke all on table public.return_request_items from public, anon, authenticated;
grant select on table public.return_requests to authenticated;
grant select on table public.return_request_items to authenticated;
grant select, insert, update, delete on table public.return_requests to service_role;
grant select, insert, update, delete on table public.return_request_items to service_role;

create policy return_requests_shop_owner_reads on public.return_requests
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy return_requests_order_owner_reads on public.return_requests
  for select to authenticated
  using (exists (
    select 1 from public.orders o where o.id = return_requests.order_id and o.user_id = (select auth.uid())));

create policy return_request_items_shop_owner_reads on public.return_request_items
  for select to authenticated
  using ((select public.is_shop_owner()));

create policy return_request_items_order_owner_reads on public.return_request_items
  for select to authenticated
  using (exists (
    select 1 from public.return_requests r join public.orders o on o.id = r.order_id
    where r.id = return_request_items.return_id and o.user_id = (select auth.uid())));

-- The moves a return may make, and the timeline ---------------------------------------------------------

create function private.next_return_statuses(p_from text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_from
    when 'requested' then array['approved', 'rejected']
    when 'approved' then array['received', 'rejected']
    when 'received' then array['refunded']
    else array[]::text[]
  end;
$$;

create function private.return_requests_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_next text[] := private.next_return_statuses(old.status);
begin
  if (new.order_id, new.reason, new.note, new.created_at) is distinct from (old.order_id, old.reason, old.note, old.created_at) then
    perform private.order_error('return_immutable', 'what a customer asked to return cannot change', '409');
  end if;
  if new.status is distinct from old.status and not (new.status = any (v_next)) then
    perform private.order_error('invalid_return_change',
      format('this return is %s and cannot become %s (%s)', old.status, new.status,
        case when cardinality(v_next) = 0 then 'it cannot change any more'
             else 'next it can only become ' || array_to_string(v_next, ' or ') end),
      '409', jsonb_build_object('from', old.status, 'to', new.status, 'allowed', v_next));
  end if;
  if new.status = 'rejected' and btrim(coalesce(new.reject_reason, '')) = '' then
    perform private.order_error('reject_reason_required', 'say why the return is rejected: the customer reads it', '422');
  end if;
  return new;
end;
$$;

create trigger return_requests_guard
  before update on public.return_requests
  for each row execute function private.return_requests_guard();

alter table public.order_events drop constraint order_events_kind_valid;
alter table public.order_events add constraint order_events_kind_valid check (kind in ('status', 'refund', 'return'));

comment on column public.order_events.kind is
  'status: the order moved to to_status; refund: money went back (note: the refund''s reason); return: a '
  'return was asked for or moved (note: ''return <status>'' and the customer''s or owner''s words). '
  'to_status is the order''s status at the time for refund and return events.';

-- Every return's creation and move on the order's timeline, by whoever made it.
create function private.return_requests_record_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  select o.order_status into v_status from public.orders o where o.id = new.order_id;
  insert into public.order_events (order_id, actor_id, kind, from_status, to_status, note)
  -- The customer's request is nobody's move on the shop's side; the owner's moves carry the owner.
  values (new.order_id, case when tg_op = 'UPDATE' then (select auth.uid()) end, 'return', v_status, v_status,
    'return ' || new.status || coalesce(': ' || nullif(btrim(case when new.status = 'rejected' then new.reject_reason
                                                                  when tg_op = 'INSERT' then new.reason end), ''), ''));
  return null;
end;
$$;

create trigger return_requests_record_event
  after insert or update of status on public.return_requests
  for each row execute function private.return_requests_record_event();

-- Asking for a return ---------------------------------------------------------------------------------

-- Pieces of a line that can still be asked back: bought, less refunded otherwise, less those in returns
-- that are open or done (a rejected return gives its pieces back to ask for again).
create function private.returnable_quantity(p_item public.order_items)
returns integer
language sql
stable
set search_path = ''
as $$
  select p_item.quantity - greatest(p_item.refunded_quantity, coalesce((
    select sum(ri.quantity)::int from public.return_request_items ri
    join public.return_requests r on r.id = ri.return_id
    where ri.order_item_id = p_item.id and r.status <> 'rejected'), 0));
$$;

-- The customer's return: {order_id, email?, lines: [{order_item_id, quantity}], reason, note?}. An
-- account's order only for that account; a guest's for whoever holds its id and writes its e-mail.
-- Answers the return with its lines.
create function public.request_return(p_return jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders;
  v_item public.order_items;
  v_line jsonb;
  v_lines jsonb := coalesce(p_return -> 'lines', '[]'::jsonb);
  v_seen uuid[] := '{}';
  v_window integer;
  v_return public.return_requests;
  v_quantity integer;
  v_returnable integer;
begin
  if jsonb_typeof(p_return) is distinct from 'object' or jsonb_typeof(v_lines) <> 'array'
     or private.uuid_or_null(p_return ->> 'order_id') is null then
    perform private.order_error('invalid_return', 'a return names an order and the pieces to send back', '400');
  end if;
  select * into v_order from public.orders where id = private.uuid_or_null(p_return ->> 'order_id') for update;
  -- Someone else's order reads as no order at all: nothing tells a stranger it exists.
  if not found
     or (v_order.user_id is not null and v_order.user_id is distinct from auth.uid())
     or (v_order.user_id is null and lower(btrim(coalesce(p_return ->> 'email', ''))) <> lower(v_order.customer_email)) then
    perform private.order_error('unknown_order', 'there is no such order with this e-mail', '404');
  end if;
  if v_order.order_status <> 'delivered' or v_order.delivered_at is null then
    perform private.order_error('not_delivered',
      format('order %s has not been delivered yet: pieces can be returned once they have arrived', v_order.order_number), '409');
  end if;
  select return_window_days into v_window from public.shop_settings;
  if clock_timestamp() > v_order.delivered_at + make_interval(days => coalesce(v_window, 14)) then
    perform private.order_error('return_window_closed',
      format('order %s was delivered more than %s days ago, so its pieces can no longer be returned',
        v_order.order_number, coalesce(v_window, 14)), '409', jsonb_build_object('days', coalesce(v_window, 14)));
  end if;
  if coalesce(p_return ->> 'reason', '') not in ('damaged', 'wrong_item', 'changed_mind') then
    perform private.order_error('invalid_reason', 'the reason is damaged, wrong_item or changed_mind', '422');
  end if;
  if char_length(coalesce(p_return ->> 'note', '')) > 1000 then
    perform private.order_error('note_too_long', 'the note is 1,000 characters at most', '422');
  end if;
  if jsonb_array_length(v_lines) = 0 then
    perform private.order_error('nothing_to_return', 'choose the pieces to send back', '422');
  end if;

  insert into public.return_requests (order_id, reason, note)
  values (v_order.id, p_return ->> 'reason', nullif(btrim(coalesce(p_return ->> 'note', '')), ''))
  returning * into v_return;

  for v_line in select value from jsonb_array_elements(v_lines) loop
    v_quantity := private.piece_count(v_line -> 'quantity');
    if v_quantity is null then
      perform private.order_error('invalid_quantity', 'each line is returned a whole number of pieces, 1 or more', '422');
    end if;
    select * into v_item from public.order_items
    where id = private.uuid_or_null(v_line ->> 'order_item_id') and order_id = v_order.id;
    if not found then
      perform private.order_error('unknown_line', format('order %s has no such line', v_order.order_number), '422');
    end if;
    if v_item.id = any (v_seen) then
      perform private.order_error('duplicate_line', format('%s is named twice', v_item.product_title), '422');
    end if;
    v_seen := v_seen || v_item.id;
    v_returnable := private.returnable_quantity(v_item);
    if v_quantity > v_returnable then
      perform private.order_error('quantity_exceeds_delivered',
        format('%s: at most %s more can be returned (%s delivered, the others refunded or already asked back)',
          v_item.product_title, v_returnable, v_item.quantity),
        '409', jsonb_build_object('order_item_id', v_item.id, 'returnable', v_returnable));
    end if;
    insert into public.return_request_items (return_id, order_item_id, quantity)
    values (v_return.id, v_item.id, v_quantity);
  end loop;

  return private.return_json(v_return.id);
end;
$$;

comment on function public.request_return(jsonb) is
  'A customer asks to return pieces of a delivered order within shop_settings.return_window_days: an '
  'account''s order by its account, a guest''s with its e-mail. Refusals are 4xx with a code.';

-- A return as its pages read it, with its lines (and the return address once approved).
create function private.return_json(p_return_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select to_jsonb(r)
    || jsonb_build_object(
      'lines', coalesce((
        select jsonb_agg(jsonb_build_object('order_item_id', ri.order_item_id, 'quantity', ri.quantity)
          order by i.created_at, i.id)
        from public.return_request_items ri join public.order_items i on i.id = ri.order_item_id
        where ri.return_id = r.id), '[]'::jsonb),
      'return_address', case when r.status in ('approved', 'received', 'refunded')
                             then (select s.return_address from public.shop_settings s) end)
  from public.return_requests r
  where r.id = p_return_id;
$$;

-- The owner moves a return along: approved, received, or rejected with a reason (refunded comes with the
-- refund that names the return). Security definer so owners need no write grant; the trigger decides.
create function public.owner_set_return_status(p_return_id uuid, p_to_status text, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_shop_owner() then
    perform private.order_error('not_shop_owner', 'only the shop owner can move a return', '403');
  end if;
  if p_to_status = 'refunded' then
    perform private.order_error('refund_required', 'a return is refunded by refunding its pieces', '422');
  end if;
  update public.return_requests set
    status = p_to_status,
    reject_reason = case when p_to_status = 'rejected' then nullif(btrim(p_reason), '') else reject_reason end
  where id = p_return_id;
  if not found then
    perform private.order_error('unknown_return', 'there is no such return', '404');
  end if;
  return private.return_json(p_return_id);
end;
$$;

comment on function public.owner_set_return_status(uuid, text, text) is
  'Shop owner only: approves, receives or rejects (with a reason) a return; the trigger enforces the moves.';

-- The returns of an order for whoever may read the order (get_order's rule), with the address once approved.
create function public.get_order_returns(p_order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(private.return_json(r.id) order by r.created_at, r.id), '[]'::jsonb)
  from public.return_requests r
  join public.orders o on o.id = r.order_id
  where r.order_id = p_order_id
    and (o.user_id is null or o.user_id = auth.uid() or public.is_shop_owner());
$$;

comment on function public.get_order_returns(uuid) is
  'The returns of an order the caller may read (as get_order), each with its lines and, once approved, the return address.';

revoke execute on function public.request_return(jsonb) from public;
revoke execute on function public.owner_set_return_status(uuid, text, text) from public, anon;
revoke execute on function public.get_order_returns(uuid) from public;
grant execute on function public.request_return(jsonb) to anon, authenticated, service_role;
grant execute on function public.owner_set_return_status(uuid, text, text) to authenticated, service_role;
grant execute on function public.get_order_returns(uuid) to anon, authenticated, service_role;

-- A refund that names a received return ends it -----------------------------------------------------------

alter table public.refunds add constraint refunds_return_id_fkey
  foreign key (return_id) references public.return_requests (id) on delete set null;

create function private.refunds_end_return()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.return_id is not null and new.status = 'succeeded' and old.status = 'pending' then
    update public.return_requests set status = 'refunded', refund_id = new.id
    where id = new.return_id and status = 'received';
  end if;
  return null;
end;
$$;

create trigger refunds_end_return
  after update of status on public.refunds
  for each row execute function private.refunds_end_return();

-- A refund names a return only of its own order, and only once it has been received.
create function private.refunds_check_return()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.return_id is not null and not exists (
    select 1 from public.return_requests r
    where r.id = new.return_id and r.order_id = new.order_id and r.status = 'received') then
    perform private.order_error('return_not_received',
      'a refund pays back a return of its own order once its pieces have been received', '409');
  end if;
  return new;
end;
$$;

create trigger refunds_check_return
  before insert on public.refunds
  for each row execute function private.refunds_check_return();

-- The customer's mails: one for each move they care about -------------------------------------------------

alter table public.mail_outbox drop constraint mail_outbox_kind_valid;
alter table public.mail_outbox add constraint mail_outbox_kind_valid check (kind in (
  'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received'));

alter table public.mail_texts drop constraint mail_texts_kind_valid;
alter table public.mail_texts add constraint mail_texts_kind_valid check (kind in (
  'common', 'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received'));

-- The order as the messages quote it, with the return: its pieces, and where to send them once approved.
-- A return that ends in a refund says so through the refund's own mail (refund_issued).
create function private.queue_return_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case new.status when 'requested' then 'return_requested' when 'approved' then 'return_approved'
                                 when 'rejected' then 'return_rejected' when 'received' then 'return_received' end;
  v_payload jsonb;
begin
  if v_kind is null or (tg_op = 'UPDATE' and new.status is not distinct from old.status) then
    return null;
  end if;
  v_payload := private.order_mail_payload(new.order_id);
  if v_payload is null then
    return null;
  end if;
  insert into public.mail_outbox (kind, recipient, payload, order_id)
  values (v_kind, v_payload ->> 'customer_email',
    v_payload || jsonb_build_object('return', private.return_json(new.id) || jsonb_build_object(
      'pieces', coalesce((
        select jsonb_agg(jsonb_build_object('title', i.product_title, 'size', i.variant_info ->> 'size',
          'quantity', ri.quantity) order by i.created_at, i.id)
        from public.return_request_items ri join public.order_items i on i.id = ri.order_item_id
        where ri.return_id = new.id), '[]'::jsonb))),
    new.order_id);
  return null;
end;
$$;

-- Deferred to commit: request_return writes the pieces after the return row, in the same transaction.
create constraint trigger return_requests_queue_mail
  after insert or update of status on public.return_requests
  deferrable initially deferred
  for each row execute function private.queue_return_mail();

-- Rows as 20261126001010_mail_texts.sql seeds them; the Deno tests of send-mail read this list too.
insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "return_requested", "part": "subject", "en": "Your return request for Zellij order {orderNumber}", "fr": "Votre demande de retour pour la commande Zellij {orderNumber}", "ar": "طلب الإرجاع الخاص بطلبك من Zellij رقم {orderNumber}"},
  {"kind": "return_requested", "part": "heading", "en": "We have your return request", "fr": "Nous avons bien reçu votre demande de retour", "ar": "تلقّينا طلب الإرجاع"},
  {"kind": "return_requested", "part": "body", "en": "Hello {name}, we have your request to return pieces of order {orderNumber}. We will answer within two working days with where to send them.", "fr": "Bonjour {name}, nous avons bien reçu votre demande de retour de pièces de la commande {orderNumber}. Nous vous répondrons sous deux jours ouvrés en vous indiquant où les envoyer.", "ar": "مرحبًا {name}، تلقّينا طلبك لإرجاع قطع من الطلب رقم {orderNumber}. سنردّ عليك خلال يومَي عمل ونخبرك بالعنوان الذي ترسلها إليه."},
  {"kind": "return_approved", "part": "subject", "en": "Your return for Zellij order {orderNumber} is approved", "fr": "Votre retour pour la commande Zellij {orderNumber} est accepté", "ar": "تمّت الموافقة على الإرجاع الخاص بطلبك من Zellij رقم {orderNumber}"},
  {"kind": "return_approved", "part": "heading", "en": "Your return is approved", "fr": "Votre retour est accepté", "ar": "تمّت الموافقة على الإرجاع"},
  {"kind": "return_approved", "part": "body", "en": "Hello {name}, please send the pieces below, well wrapped, to: {address}. We refund them once they reach us.", "fr": "Bonjour {name}, merci d’envoyer les pièces ci-dessous, bien emballées, à l’adresse suivante : {address}. Nous vous les remboursons dès leur arrivée.", "ar": "مرحبًا {name}، يُرجى إرسال القطع أدناه مغلّفة جيدًا إلى: {address}. سنعيد إليك ثمنها فور وصولها إلينا."},
  {"kind": "return_rejected", "part": "subject", "en": "About your return for Zellij order {orderNumber}", "fr": "À propos de votre retour pour la commande Zellij {orderNumber}", "ar": "بخصوص الإرجاع الخاص بطلبك من Zellij رقم {orderNumber}"},
  {"kind": "return_rejected", "part": "heading", "en": "We cannot accept this return", "fr": "Nous ne pouvons pas accepter ce retour", "ar": "لا يمكننا قبول هذا الإرجاع"},
  {"kind": "return_rejected", "part": "body", "en": "Hello {name}, we cannot accept the return of these pieces of order {orderNumber}. Reason: {reason}. Questions? Reply to this e-mail.", "fr": "Bonjour {name}, nous ne pouvons pas accepter le retour de ces pièces de la commande {orderNumber}. Motif : {reason}. Une question ? Répondez à cet e-mail.", "ar": "مرحبًا {name}، لا يمكننا قبول إرجاع هذه القطع من الطلب رقم {orderNumber}. السبب: {reason}. هل لديك سؤال؟ ردّ على هذه الرسالة."},
  {"kind": "return_received", "part": "subject", "en": "Your returned pieces of Zellij order {orderNumber} have arrived", "fr": "Les pièces retournées de votre commande Zellij {orderNumber} sont arrivées", "ar": "وصلت القطع المُرجعة من طلبك من Zellij رقم {orderNumber}"},
  {"kind": "return_received", "part": "heading", "en": "Your pieces are back with us", "fr": "Vos pièces nous sont parvenues", "ar": "وصلتنا القطع المُرجعة"},
  {"kind": "return_received", "part": "body", "en": "Hello {name}, the pieces you returned from order {orderNumber} have reached our workshop. Your refund follows; we will write when it is made.", "fr": "Bonjour {name}, les pièces retournées de la commande {orderNumber} sont arrivées à notre atelier. Votre remboursement suit ; nous vous écrirons quand il sera effectué.", "ar": "مرحبًا {name}، وصلت القطع التي أرجعتها من الطلب رقم {orderNumber} إلى ورشتنا. سيتبعها استرداد المبلغ، وسنراسلك عند إتمامه."}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
