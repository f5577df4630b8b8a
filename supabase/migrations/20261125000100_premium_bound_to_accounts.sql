-- Premium belongs to an account, not to an e-mail address. The old `subscribers` mirror was filled by
-- looking the Stripe customer up by the caller's e-mail, so anyone who signed up with (or changed to)
-- a paying customer's address was premium. Now the shop records which Stripe customer it created for
-- which user (`stripe_customers`), and the stripe-webhook function keeps `subscriptions` current from
-- Stripe's signed events. check-subscription answers from the caller's own rows only.

drop table public.subscribers;

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
