-- Per-user data: saved products/articles, and the premium subscription mirror kept by the functions.

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
create or replace function public.saved_items_check_item_exists()
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

create trigger saved_items_check_item_exists
  before insert or update of item_type, item_id on public.saved_items
  for each row execute function public.saved_items_check_item_exists();

-- Deleting a product or article removes it from everyone's saved list.
create or replace function public.saved_items_forget_deleted()
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

revoke execute on function public.saved_items_forget_deleted() from public, anon, authenticated;

create trigger products_forget_saved_items
  after delete on public.products
  for each row execute function public.saved_items_forget_deleted();

create trigger articles_forget_saved_items
  after delete on public.articles
  for each row execute function public.saved_items_forget_deleted();

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

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  stripe_customer_id text,
  subscribed boolean not null default false,
  subscription_tier text,
  subscription_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscribers_user_id_unique unique (user_id),
  constraint subscribers_stripe_customer_id_unique unique (stripe_customer_id),
  constraint subscribers_email_format check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);

comment on table public.subscribers is
  'Premium subscription status mirrored from Stripe by the check-subscription function (service role only). '
  'A user may read their own row.';

create trigger subscribers_set_updated_at
  before update on public.subscribers
  for each row execute function public.set_updated_at();

alter table public.subscribers enable row level security;

revoke all on table public.subscribers from anon, authenticated;
grant select on table public.subscribers to authenticated;
grant all on table public.subscribers to service_role;

create policy subscribers_owner_reads on public.subscribers
  for select to authenticated
  using (user_id = (select auth.uid()));
