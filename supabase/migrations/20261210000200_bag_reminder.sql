-- A reason to come back (issue 35): a customer who said yes to the shop's news (an unticked box at
-- sign-up and on the profile, stored with its date) and leaves a bag for shop_settings.abandoned_bag_hours
-- (10) gets one e-mail with the bag's lines and a link back to it, through the outbox like every mail.
--
--   * one reminder per bag: carts.reminded_for holds the bag's updated_at it was sent for, so the same
--     bag is never reminded twice (a bag that changed is a new bag);
--   * never after an order: a bag an order followed is not reminded (an order by its customer since the
--     bag last changed), and an order cancels a reminder still waiting in the outbox;
--   * exactly once across a crash: queue_bag_reminders() marks the bag and writes the mail in one
--     transaction (a run killed mid-way leaves nothing half done), rows taken FOR UPDATE SKIP LOCKED so
--     two runs at once never write the same reminder, and send-mail delivers the row exactly once;
--   * a one-click way out: each preference has its own unguessable token; the mail's link and its
--     List-Unsubscribe header (RFC 8058) go to the unsubscribe function, which calls unsubscribe_marketing.
--
-- Hosted: run queue_bag_reminders() every few minutes with pg_cron (README, "E-mail"); the embedded
-- backend runs it with the hold sweep.

-- The owner's setting ------------------------------------------------------------------------------------

alter table public.shop_settings
  add column abandoned_bag_hours integer not null default 10,
  add constraint shop_settings_abandoned_bag_hours_range check (abandoned_bag_hours between 1 and 720);

comment on column public.shop_settings.abandoned_bag_hours is
  'Hours a signed-in customer''s bag stays unchanged before the one reminder goes out, to customers who '
  'said yes to the shop''s news (10; 1 to 720).';

-- Saying yes to the shop's news ----------------------------------------------------------------------------

create table public.marketing_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  opted_in_at timestamptz,
  -- The language the customer said yes in: the reminder is written in it.
  locale text not null default 'en',
  unsubscribe_token uuid not null default gen_random_uuid(),
  updated_at timestamptz not null default now(),
  constraint marketing_preferences_locale_valid check (locale in ('en', 'fr', 'ar')),
  constraint marketing_preferences_unsubscribe_token_unique unique (unsubscribe_token)
);

comment on table public.marketing_preferences is
  'Whether a customer wants the shop''s news (the abandoned-bag reminder), since when. Read by its owner; '
  'written through set_marketing_opt_in, sign-up and unsubscribe_marketing.';
comment on column public.marketing_preferences.opted_in_at is 'When the customer said yes; null: no.';
comment on column public.marketing_preferences.unsubscribe_token is
  'The secret in the one-click unsubscribe link of the customer''s mails.';

alter table public.marketing_preferences enable row level security;
revoke all on table public.marketing_preferences from public, anon, authenticated;
grant select (user_id, opted_in_at, locale, updated_at) on table public.marketing_preferences to authenticated;
grant select, insert, update, delete on table public.marketing_preferences to service_role;

create policy marketing_preferences_owner_reads on public.marketing_preferences
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Yes or no from the profile; answers when the customer said yes (null for no). p_locale: the page's
-- language (en when absent or unknown is refused with invalid_locale).
create function public.set_marketing_opt_in(p_opt_in boolean, p_locale text default 'en')
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.signed_in_user('choose which e-mails you get');
  v_at timestamptz;
begin
  if p_opt_in is null then
    perform private.order_error('invalid_choice', 'say yes or no', '400');
  end if;
  if coalesce(p_locale, '') not in ('en', 'fr', 'ar') then
    perform private.order_error('invalid_locale', 'the language must be en, fr or ar', '422');
  end if;
  insert into public.marketing_preferences (user_id, opted_in_at, locale)
  values (v_user, case when p_opt_in then now() end, p_locale)
  on conflict (user_id) do update
    set opted_in_at = case
          when not p_opt_in then null
          else coalesce(public.marketing_preferences.opted_in_at, now()) end,
        locale = p_locale,
        updated_at = now()
  returning opted_in_at into v_at;
  return v_at;
end;
$$;

comment on function public.set_marketing_opt_in(boolean, text) is
  'The caller says yes (kept with its first date) or no to the shop''s news, in the language p_locale.';
revoke execute on function public.set_marketing_opt_in(boolean, text) from public, anon;
grant execute on function public.set_marketing_opt_in(boolean, text) to authenticated, service_role;

-- At sign-up the box is part of the account's metadata (marketing_opt_in true, with the page's locale):
-- the date is the server's, when the account is made.
create function private.marketing_opt_in_at_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_locale text := coalesce(new.raw_user_meta_data ->> 'locale', 'en');
begin
  if (new.raw_user_meta_data ->> 'marketing_opt_in') = 'true' then
    insert into public.marketing_preferences (user_id, opted_in_at, locale)
    values (new.id, now(), case when v_locale in ('en', 'fr', 'ar') then v_locale else 'en' end)
    on conflict (user_id) do nothing;
  end if;
  return null;
end;
$$;

create trigger users_marketing_opt_in
  after insert on auth.users
  for each row execute function private.marketing_opt_in_at_sign_up();

-- One click from a mail: no session, only the token. Answers true (the same whether the token was known,
-- or already out: nothing to learn by guessing).
create function public.unsubscribe_marketing(p_token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with done as (
    update public.marketing_preferences set opted_in_at = null, updated_at = now()
    where unsubscribe_token = p_token and opted_in_at is not null
    returning 1
  )
  select true from (select count(*) from done) d;
$$;

comment on function public.unsubscribe_marketing(uuid) is
  'The one-click unsubscribe of the shop''s mails (RFC 8058), by the token in the mail. Always true.';
revoke execute on function public.unsubscribe_marketing(uuid) from public;
grant execute on function public.unsubscribe_marketing(uuid) to anon, authenticated, service_role;

-- The reminder ------------------------------------------------------------------------------------------------

alter table public.carts
  add column reminded_for timestamptz,
  add column reminder_mail_id uuid references public.mail_outbox (id) on delete set null;

comment on column public.carts.reminded_for is
  'The updated_at of the bag the reminder was sent for: that bag is never reminded again.';
comment on column public.carts.reminder_mail_id is 'The mail_outbox row of the last reminder.';

alter table public.mail_outbox drop constraint mail_outbox_kind_valid;
alter table public.mail_outbox add constraint mail_outbox_kind_valid check (kind in (
  'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received', 'bag_reminder'));

alter table public.mail_texts drop constraint mail_texts_kind_valid;
alter table public.mail_texts add constraint mail_texts_kind_valid check (kind in (
  'common', 'order_received', 'new_order_alert', 'order_confirmed', 'order_shipped', 'order_delivered',
  'order_cancelled', 'payment_failed', 'back_in_stock', 'refund_issued',
  'return_requested', 'return_approved', 'return_rejected', 'return_received', 'bag_reminder'));

insert into public.mail_texts (kind, part, locale, message)
select t.kind, t.part, l.locale, l.message
from jsonb_to_recordset($seed$
[
  {"kind": "bag_reminder", "part": "subject", "en": "Your bag is waiting for you", "fr": "Votre panier vous attend", "ar": "سلّتك في انتظارك"},
  {"kind": "bag_reminder", "part": "heading", "en": "You left something in your bag", "fr": "Vous avez laissé quelque chose dans votre panier", "ar": "تركتَ شيئًا في سلّتك"},
  {"kind": "bag_reminder", "part": "body", "en": "The pieces you chose are still in your bag. Each is made by hand in small numbers: come back when you are ready.", "fr": "Les pièces que vous avez choisies sont toujours dans votre panier. Chacune est faite à la main, en petit nombre : revenez quand vous voulez.", "ar": "القطع التي اخترتها ما زالت في سلّتك. كل قطعة مصنوعة يدويًا بأعداد قليلة: عُد متى شئت."},
  {"kind": "bag_reminder", "part": "action", "en": "Back to my bag", "fr": "Retour à mon panier", "ar": "العودة إلى سلّتي"},
  {"kind": "bag_reminder", "part": "why", "en": "You get this e-mail because you asked for the shop's news. We send it once for this bag.", "fr": "Vous recevez cet e-mail parce que vous avez demandé les nouvelles de la boutique. Nous l'envoyons une seule fois pour ce panier.", "ar": "وصلتك هذه الرسالة لأنك طلبت أخبار المتجر. نرسلها مرة واحدة لهذه السلّة."},
  {"kind": "bag_reminder", "part": "unsubscribe", "en": "Unsubscribe", "fr": "Se désabonner", "ar": "إلغاء الاشتراك"}
]
$seed$::jsonb) as t(kind text, part text, en text, fr text, ar text)
cross join lateral (values ('en', t.en), ('fr', t.fr), ('ar', t.ar)) as l(locale, message);

-- The bag as the reminder quotes it: each line's piece, size and quantity, oldest line first.
create function private.bag_reminder_lines(p_cart_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'title', p.title, 'size', v.options ->> 'size', 'sku', v.sku, 'quantity', l.quantity, 'unit_price', v.price)
      order by l.added_at, v.id), '[]'::jsonb)
  from public.cart_lines l
  join public.product_variants v on v.id = l.variant_id
  join public.products p on p.id = v.product_id
  where l.cart_id = p_cart_id;
$$;

-- Queues the reminder of every bag that is due, in one transaction; answers how many. Due: the bag has
-- lines, has not changed for abandoned_bag_hours, was not reminded in this version, its customer said yes
-- and has placed no order since the bag last changed.
create function public.queue_bag_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hours integer;
  v_bag record;
  v_mail uuid;
  v_count integer := 0;
begin
  select abandoned_bag_hours into v_hours from public.shop_settings;
  for v_bag in
    select c.id, c.user_id, c.updated_at, u.email, m.locale, m.unsubscribe_token
    from public.carts c
    join public.marketing_preferences m on m.user_id = c.user_id and m.opted_in_at is not null
    join auth.users u on u.id = c.user_id and u.email is not null
    where c.updated_at <= now() - make_interval(hours => coalesce(v_hours, 10))
      and c.reminded_for is distinct from c.updated_at
      and exists (select 1 from public.cart_lines l where l.cart_id = c.id)
      and not exists (select 1 from public.orders o where o.user_id = c.user_id and o.created_at >= c.updated_at)
    order by c.updated_at, c.id
    for update of c skip locked
  loop
    insert into public.mail_outbox (kind, recipient, payload)
    values ('bag_reminder', v_bag.email, jsonb_build_object(
      'cart_id', v_bag.id,
      'user_id', v_bag.user_id,
      'bag_version', v_bag.updated_at,
      'locale', v_bag.locale,
      'unsubscribe_token', v_bag.unsubscribe_token,
      'lines', private.bag_reminder_lines(v_bag.id)))
    returning id into v_mail;
    update public.carts set reminded_for = v_bag.updated_at, reminder_mail_id = v_mail where id = v_bag.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

comment on function public.queue_bag_reminders() is
  'Queues the one reminder of each bag left for shop_settings.abandoned_bag_hours by a customer who said '
  'yes to the shop''s news and has not ordered since. One transaction; safe to run at once and again. '
  'Service role only (pg_cron; locally the embedded backend).';
revoke execute on function public.queue_bag_reminders() from public, anon, authenticated;
grant execute on function public.queue_bag_reminders() to service_role;

-- An order cancels its customer's reminder still waiting to be sent: never a reminder after an order.
create function private.cancel_bag_reminder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.mail_outbox
  set status = 'failed', last_error = 'not sent: the customer placed an order'
  where kind = 'bag_reminder' and status = 'pending' and payload ->> 'user_id' = new.user_id::text;
  return null;
end;
$$;

create trigger orders_cancel_bag_reminder
  after insert on public.orders
  for each row when (new.user_id is not null)
  execute function private.cancel_bag_reminder();

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
