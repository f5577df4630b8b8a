-- Local stand-in for what hosted Supabase Storage keeps in the `storage` schema: buckets, objects
-- and the path helpers policies call, with hosted's column names, so migrations that create buckets
-- and write policies on storage.objects apply unchanged. Runs after 10-auth.sql on every start, so
-- every statement is idempotent.
--
-- Hosted Storage keeps an object's bytes in S3; locally they sit beside its row in storage_local,
-- written in the same transaction, so an upload is all there or not at all, even after a kill -9.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  avif_autodetection boolean not null default false,
  -- Bytes; null: only the gateway's limit applies.
  file_size_limit bigint,
  -- e.g. {image/jpeg,image/*}; null: any type.
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now(),
  -- {size, mimetype, cacheControl, eTag, lastModified, contentLength, httpStatusCode}, as hosted writes it.
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

-- Hosted Storage runs every request as the caller's role: policies on storage.objects decide.
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;

-- The path helpers hosted's policies are written with: folders of a name, its file name, extension.
create or replace function storage.foldername(name text)
returns text[]
language sql
immutable
as $$
  select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1];
$$;

create or replace function storage.filename(name text)
returns text
language sql
immutable
as $$
  select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))];
$$;

create or replace function storage.extension(name text)
returns text
language sql
immutable
as $$
  select case when storage.filename(name) like '%.%'
    then lower(regexp_replace(storage.filename(name), '^.*\.', '')) else '' end;
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- The bytes (local only). No API role may touch them: the storage service reads and writes them
-- itself, after the caller's role has passed the policies on storage.objects.
create schema if not exists storage_local;
revoke all on schema storage_local from public;

create table if not exists storage_local.object_bytes (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  bytes bytea not null
);
