-- Multi-factor authentication state, as hosted Supabase Auth keeps it: enrolled factors (TOTP
-- secrets) and the challenges opened against them. Idempotent, like 10-auth.sql, which creates
-- the enum types used here (auth.factor_type, auth.factor_status) with the other auth enums.
create table if not exists auth.mfa_factors (
  id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  constraint mfa_factors_pkey primary key (id)
);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create table if not exists auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb,
  constraint mfa_challenges_pkey primary key (id)
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
-- As for the other auth tables: the API roles never read these.
revoke all on auth.mfa_factors, auth.mfa_challenges from public, anon, authenticated;
