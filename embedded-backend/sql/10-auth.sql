-- Local stand-in for what hosted Supabase Auth (GoTrue) keeps in the `auth` schema.
-- Column names and types follow the hosted tables so migrations written for hosted Supabase
-- (foreign keys to auth.users(id), RLS policies calling auth.uid(), triggers on auth.users)
-- apply unchanged. Runs after 00-roles.sql on every start, so every statement is idempotent.

create schema if not exists auth;

-- The auth schema's enum types, hosted's names and labels (the MFA ones too, for 11-auth-mfa.sql).
-- `create type` has no `if not exists`: a type is made only where an earlier start has not made it.
do $$
declare
  def record;
begin
  for def in
    select * from (values
      ('aal_level', array['aal1', 'aal2', 'aal3']),
      ('code_challenge_method', array['s256', 'plain']),
      ('factor_type', array['totp', 'webauthn', 'phone']),
      ('factor_status', array['unverified', 'verified'])
    ) as enums (name, labels)
  loop
    if to_regtype('auth.' || def.name) is null then
      execute format('create type auth.%I as enum (%s)', def.name,
        (select string_agg(quote_literal(label), ', ' order by n)
         from unnest(def.labels) with ordinality as labels (label, n)));
    end if;
  end loop;
end
$$;

create table if not exists auth.users (
  instance_id uuid,
  id uuid not null default gen_random_uuid(),
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  constraint users_pkey primary key (id)
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';

create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create unique index if not exists confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users (recovery_token)
  where recovery_token !~ '^[0-9 ]*$';
create unique index if not exists email_change_token_new_idx on auth.users (email_change_token_new)
  where email_change_token_new !~ '^[0-9 ]*$';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid(),
  constraint identities_pkey primary key (id),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text,
  constraint sessions_pkey primary key (id)
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token)
);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- How each session was authenticated; GoTrue derives the access token's `amr` claim from it.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- PKCE flows started by /signup, /recover, /otp and /resend with a code_challenge.
create table if not exists auth.flow_state (
  id uuid not null,
  user_id uuid,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  constraint flow_state_pkey primary key (id)
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);

-- The request's JWT claims, as PostgREST (and the local REST layer) set them per request: the whole
-- payload as JSON in request.jwt.claims, and one request.jwt.claim.<name> per claim as older
-- PostgREST did. A setting reads '' once the transaction that set it has ended: '' is no token.
-- auth.jwt() is the payload; uid(), role() and email() read their claim from it, after the per-claim
-- setting, which hosted Supabase's helpers still read first.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), auth.jwt() ->> 'sub')::uuid $$;

create or replace function auth.role() returns text
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role') $$;

create or replace function auth.email() returns text
language sql stable
as $$ select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''), auth.jwt() ->> 'email') $$;

-- API roles may call the helpers (RLS policies run as them) but never read the auth tables.
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
revoke all on all tables in schema auth from public, anon, authenticated;
revoke all on all sequences in schema auth from public, anon, authenticated;
