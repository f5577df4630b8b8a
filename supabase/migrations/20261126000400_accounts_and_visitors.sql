-- Per-user data and what visitors send in: saved products and articles, premium (which Stripe customer
-- and subscriptions belong to which account), newsletter sign-ups and contact messages.

create table public.saved_items (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  item_type text not null,
  item_id uuid not null,
  created_at timestamptz not null default now(),
  constraint saved_items_item_type_valid check (item_type in ('product', 'article')),
  constraint saved_items_once_per_user unique (user_id, item_type, item_id)
);

comment on table public.saved_items is
  'Products and articles a signed-in user saved. Each user sees, adds and removes only their own rows.';

-- SPEC §7: count and list newest first for the current user.
create index saved_items_user_id_created_at_idx on public.saved_items (user_id, created_at desc);

-- item_id points at products or articles (polymorphic, so no foreign key): check it exists at insert
-- time with the caller's own rights, so nobody can save an unpublished article by guessing its id.
create or replace function private.saved_items_check_item_exists()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.item_type = 'product' and not exists (select 1 from public.products where id = new.item_id)
     or new.item_type = 'article' and not exists (select 1 from public.articles where id = new.item_id) then
    raise exception 'saved_items: % % does not exist', new.item_type, new.item_id
      using errcode = '23503', hint = 'Save only existing products or published articles.';
  end if;
  return new;
end;
$$;

-- Written in `public` first, like set_updated_at: the same inert grants (see foundations).
grant execute on function private.saved_items_check_item_exists() to anon, authenticated, service_role;

create trigger saved_items_check_item_exists
  before insert or update of item_type, item_id on public.saved_items
  for each row execute function private.saved_items_check_item_exists();

-- Deleting a product or article removes it from everyone's saved list.
create or replace function private.saved_items_forget_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.saved_items
  where item_id = old.id
    and item_type = case tg_table_name when 'products' then 'product' else 'article' end;
  return old;
end;
$$;

revoke execute on function private.saved_items_forget_deleted() from public, anon, authenticated;
grant execute on function private.saved_items_forget_deleted() to service_role;

create trigger products_forget_saved_items
  after delete on public.products
  for each row execute function private.saved_items_forget_deleted();

create trigger articles_forget_saved_items
  after delete on public.articles
  for each row execute function private.saved_items_forget_deleted();

alter table public.saved_items enable row level security;

revoke all on table public.saved_items from anon, authenticated;
grant select, insert, delete on table public.saved_items to authenticated;
grant all on table public.saved_items to service_role;

create policy saved_items_owner_reads on public.saved_items
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy saved_items_owner_inserts on public.saved_items
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy saved_items_owner_deletes on public.saved_items
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Premium belongs to an account, not to an e-mail address: looking a Stripe customer up by the
-- caller's e-mail would make anyone who signed up with (or changed to) a paying customer's address
-- premium. So the shop records which Stripe customer it created for which user (`stripe_customers`),
-- and the stripe-webhook function keeps `subscriptions` current from Stripe's signed events.
-- check-subscription answers from the caller's own rows only.
create table public.stripe_customers (
  user_id uuid primary key references auth.users (id) on delete cascade,
  stripe_customer_id text not null,
  created_at timestamptz not null default now(),
  constraint stripe_customers_customer_once unique (stripe_customer_id),
  -- Lets subscriptions point at the pair, so a subscription row always belongs to its customer's user.
  constraint stripe_customers_user_customer unique (user_id, stripe_customer_id),
  constraint stripe_customers_customer_id_format check (stripe_customer_id ~ '^cus_[A-Za-z0-9]+$')
);

comment on table public.stripe_customers is
  'The Stripe customer the shop created for each user (create-checkout). Service role only: the portal '
  'and the webhook find a customer through it, never through an e-mail address.';

alter table public.stripe_customers enable row level security;

revoke all on table public.stripe_customers from public, anon, authenticated;
grant select, insert, update, delete on table public.stripe_customers to service_role;

create table public.subscriptions (
  stripe_subscription_id text primary key,
  user_id uuid not null,
  stripe_customer_id text not null,
  status text not null,
  price_id text,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  -- The `created` time of the Stripe event last applied: an older event arriving late is ignored.
  stripe_event_created timestamptz not null,
  updated_at timestamptz not null default now(),
  constraint subscriptions_customer_of_user foreign key (user_id, stripe_customer_id)
    references public.stripe_customers (user_id, stripe_customer_id) on delete cascade,
  constraint subscriptions_status_valid check (
    status in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused')
  ),
  constraint subscriptions_id_format check (stripe_subscription_id ~ '^sub_[A-Za-z0-9]+$')
);

comment on table public.subscriptions is
  'Stripe subscriptions of each user, written only by the stripe-webhook function (service role) from '
  'verified events. A signed-in user may read their own rows.';

create index subscriptions_user_id_idx on public.subscriptions (user_id);

create trigger subscriptions_set_updated_at
  before update on public.subscriptions
  for each row execute function private.set_updated_at();

alter table public.subscriptions enable row level security;

revoke all on table public.subscriptions from public, anon, authenticated;
grant select on table public.subscriptions to authenticated;
grant select, insert, update, delete on table public.subscriptions to service_role;

create policy subscriptions_owner_reads on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Applies one subscription state from a Stripe event, unless a newer event was applied already
-- (Stripe does not deliver in order and retries for days). The owner is set once, at insert.
-- Answers true when the row was written.
create function public.record_stripe_subscription(
  p_user_id uuid,
  p_stripe_subscription_id text,
  p_stripe_customer_id text,
  p_status text,
  p_price_id text,
  p_current_period_end timestamptz,
  p_cancel_at_period_end boolean,
  p_event_created timestamptz
)
returns boolean
language sql
set search_path = ''
as $$
  with written as (
    insert into public.subscriptions as s (
      stripe_subscription_id, user_id, stripe_customer_id, status, price_id, current_period_end,
      cancel_at_period_end, stripe_event_created
    )
    values (
      p_stripe_subscription_id, p_user_id, p_stripe_customer_id, p_status, p_price_id,
      p_current_period_end, p_cancel_at_period_end, p_event_created
    )
    on conflict (stripe_subscription_id) do update
      set status = excluded.status,
          price_id = excluded.price_id,
          current_period_end = excluded.current_period_end,
          cancel_at_period_end = excluded.cancel_at_period_end,
          stripe_event_created = excluded.stripe_event_created
      where s.stripe_event_created <= excluded.stripe_event_created
        and s.user_id = excluded.user_id
    returning 1
  )
  select exists (select 1 from written);
$$;

revoke execute on function public.record_stripe_subscription(uuid, text, text, text, text, timestamptz, boolean, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_stripe_subscription(uuid, text, text, text, text, timestamptz, boolean, timestamptz)
  to service_role;

-- Newsletter sign-ups and contact messages: visitors may add rows but never read them back.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_format
    check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320)
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups (insert-only for visitors). A repeated e-mail keeps the first sign-up''s row and answers like a new one.';

create unique index newsletter_subscribers_email_unique on public.newsletter_subscribers (lower(email));

-- A repeated address must answer exactly like a new one. Dropping the repeat (a trigger returning
-- null) would make the insert report 0 rows instead of 1, and PostgREST shows that count to any
-- visitor: in Content-Range (`*/0` vs `*/1`, with or without Prefer: count), as PGRST116 when the
-- single-object Accept is sent, and through Prefer: max-affected. An error would tell a visitor
-- whether someone else already subscribed. So a repeat replaces the earlier row with one carrying
-- the same id, address and date: the list is unchanged, and every insert reports one row. Security
-- definer because visitors have no read access to find the repeat.
create function private.newsletter_subscribers_keep_first_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  earlier public.newsletter_subscribers;
begin
  new.email := lower(btrim(new.email));
  -- Two sign-ups of one address at the same moment must see each other, or the second would meet the
  -- unique index and answer 409 where a lone one answers 201.
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || new.email, 0));
  delete from public.newsletter_subscribers where lower(email) = new.email returning * into earlier;
  if found then
    new.id := earlier.id;
    new.created_at := earlier.created_at;
  end if;
  return new;
end;
$$;

revoke execute on function private.newsletter_subscribers_keep_first_signup() from public, anon, authenticated;

create trigger newsletter_subscribers_keep_first_signup
  before insert on public.newsletter_subscribers
  for each row execute function private.newsletter_subscribers_keep_first_signup();

alter table public.newsletter_subscribers enable row level security;

-- Visitors send the address only. A caller-chosen id would be a probe: it is kept for a new address
-- and replaced for a known one, so a second insert with the same id would fail only for new addresses.
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert (email) on table public.newsletter_subscribers to anon, authenticated;
grant all on table public.newsletter_subscribers to service_role;

create policy newsletter_subscribers_anyone_signs_up on public.newsletter_subscribers
  for insert to anon, authenticated
  with check (true);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text,
  last_name text,
  phone text,
  email text,
  message text,
  inquire_upcoming boolean not null default false,
  opt_in_newsletter boolean not null default false,
  created_at timestamptz not null default now(),
  constraint contact_messages_email_format
    check (email is null or email = '' or email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- Bounds keep the open insert from becoming free bulk storage.
  constraint contact_messages_first_name_length check (length(first_name) <= 200),
  constraint contact_messages_last_name_length check (length(last_name) <= 200),
  constraint contact_messages_phone_length check (length(phone) <= 50),
  constraint contact_messages_email_length check (length(email) <= 320),
  constraint contact_messages_message_length check (length(message) <= 5000)
);

comment on table public.contact_messages is
  'Contact form submissions (insert-only for visitors; read in the dashboard).';

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from anon, authenticated;
grant insert (first_name, last_name, phone, email, message, inquire_upcoming, opt_in_newsletter)
  on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

create policy contact_messages_anyone_writes on public.contact_messages
  for insert to anon, authenticated
  with check (true);

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
