-- Helpers shared by every table: the updated_at trigger and the slug rule.
-- Deploys unchanged to hosted Supabase (`supabase db push`): roles and the auth schema already exist there.

-- Keeps updated_at honest whoever edits the row (dashboard, service role, psql).
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger: stamps updated_at on every update so editors never have to.';

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
