-- What every other migration leans on: the `private` schema for internals, the updated_at trigger,
-- how an editors' table is shared with visitors, who the shop owner is, how long an API statement may
-- run, and the public media bucket.
-- Deploys unchanged to hosted Supabase (`supabase db push`): roles and the auth schema already exist there.
--
-- Domains, one file each, in the order they depend on each other: catalogue, content, accounts and
-- visitors, shipping zones, translations, search, orders, checkout, mail, browse. Each table,
-- function, trigger, policy and grant is defined once, in its final form.

-- Internal helpers live outside the API schema so PostgREST never exposes them (and the generated
-- types list only the API); visitors need no usage on `private`.
create schema if not exists private;
revoke all on schema private from public;

-- Keeps updated_at honest whoever edits the row (dashboard, service role, psql).
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.set_updated_at() is
  'Trigger: stamps updated_at on every update so editors never have to.';

-- The first trigger functions were written in `public`, where hosted Supabase's default privileges
-- give the API roles execute, and keep those grants in `private`. They are inert (the API roles have
-- no usage on `private`); stated here so every database this project runs on has the same grants.
grant execute on function private.set_updated_at() to anon, authenticated, service_role;

-- Editors' tables that every visitor reads and only the service role (dashboard, scripts) writes: the
-- catalogue, editorial content, shipping zones, search synonyms and their translations. Each gets the
-- same updated_at trigger, RLS, grants and one read policy, whose name and row condition the caller
-- gives (e.g. `published`: visitors never see a draft).
create procedure private.share_with_visitors(p_table regclass, p_policy name, p_readable_rows text)
language plpgsql
set search_path = ''
as $$
begin
  execute format('create trigger %I before update on %s for each row execute function private.set_updated_at()',
                 (select c.relname from pg_class c where c.oid = p_table) || '_set_updated_at', p_table);
  execute format('alter table %s enable row level security', p_table);
  -- Hosted Supabase grants anon/authenticated ALL on new tables by default: take it back, give read only.
  execute format('revoke all on table %s from anon, authenticated', p_table);
  execute format('grant select on table %s to anon, authenticated', p_table);
  execute format('grant all on table %s to service_role', p_table);
  execute format('create policy %I on %s for select to anon, authenticated using (%s)',
                 p_policy, p_table, p_readable_rows);
end;
$$;

-- The shop owner is an account whose JWT carries app_metadata.role = 'owner' (set with the service
-- role through the Auth admin API; a user cannot change their own app_metadata). Owners read every
-- order, move statuses through owner_set_order_status and manage product galleries.
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

-- Bound what one API request may cost: a visitor's statement is cancelled after 3 s (anon) or 8 s
-- (signed in), answered by PostgREST as 57014 with status 500. These are hosted Supabase's own
-- defaults, written down so that every database this project runs on, the local one included,
-- refuses a runaway query the same way. service_role stays unbounded (server-side jobs).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- PostgREST reads role settings when its configuration is reloaded.
notify pgrst, 'reload config';

-- Public object storage for product and article images. Hosted Supabase has the storage schema; the
-- local embedded backend serves .data/media/<bucket>/<path> itself, so the insert is skipped there.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    execute $sql$
      insert into storage.buckets (id, name, public)
      values ('media', 'media', true)
      on conflict (id) do update set public = true
    $sql$;
  end if;
end;
$$;

-- Nothing in private is callable by PUBLIC: roles that need a function get it by name above
-- (tests/backend/function-preamble.test.ts holds the rule).
revoke execute on all routines in schema private from public;
