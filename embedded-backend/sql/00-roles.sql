-- Local stand-in for the roles and grants hosted Supabase already has, so migrations written for
-- hosted Supabase apply unchanged. Runs on every start before the migrations: every statement is
-- idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  -- PostgREST logs in as `authenticator` and switches to the request's role; the REST layer
  -- only accepts JWT roles this role may become.
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Hosted Supabase keeps extension objects in `extensions`; migrations sometimes qualify with it.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- Hosted Supabase grants everything on new public objects to the API roles and relies on RLS
-- as the guard; migrations that want less must revoke explicitly. Replicate that exactly.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on types to anon, authenticated, service_role;
