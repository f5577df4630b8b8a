/** auth.users and auth.identities rows, and the JSON GoTrue returns for them. */
import type { Db } from '../types';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  /** The link to the current address when double_confirm_changes is on. */
  email_change_token_current: string | null;
  /** 0: no address confirmed the pending change yet, 1: one of the two has (GoTrue's values). */
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  banned_until: Date | string | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown> | null;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
}

export const AUDIENCE = 'authenticated';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

/** GoTrue stores e-mail addresses lower-cased; soft-deleted users cannot sign in. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where email = $1 and aud = $2 and is_sso_user = false and deleted_at is null',
    [email.toLowerCase(), AUDIENCE],
  );
  return rows[0] ?? null;
}

export interface NewUser {
  /** null for an anonymous user, which has no address and no identity. */
  email: string | null;
  encryptedPassword: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  role?: string;
}

/**
 * Inserts the user and its e-mail identity (in the caller's transaction), as GoTrue's signup does.
 * An anonymous user (no address) gets neither an identity nor a provider in app_metadata.
 */
export async function insertUser(tx: Db, user: NewUser): Promise<UserRow> {
  const id = crypto.randomUUID();
  const email = user.email?.toLowerCase() ?? null;
  const identityData = email ? { sub: id, email, email_verified: user.confirmed, phone_verified: false } : {};
  const appMetadata = email
    ? { provider: 'email', providers: ['email'], ...user.appMetadata }
    : { ...user.appMetadata };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
       confirmation_token, recovery_token, email_change_token_new, email_change, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5,
       case when $6::boolean then now() end, $7::jsonb, $8::jsonb, false, now(), now(), '', '', '', '', $9)
     returning *`,
    [
      id,
      AUDIENCE,
      user.role ?? 'authenticated',
      email,
      user.encryptedPassword,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify({ ...user.userMetadata, ...identityData }),
      email === null,
    ],
  );
  if (email) await insertEmailIdentity(tx, id, identityData);
  return rows[0]!;
}

export async function insertEmailIdentity(tx: Db, userId: string, identityData: Record<string, unknown>) {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [userId, userId, JSON.stringify(identityData)],
  );
}

/** Marks the address verified on the user and its e-mail identity. */
export async function confirmEmail(tx: Db, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** Merges keys into a metadata column; keys set to null are removed (GoTrue's UpdateUserMetaData). */
export async function mergeMetadata(
  tx: Db,
  id: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  data: Record<string, unknown> | undefined,
) {
  if (!data) return;
  await tx.query(
    `update auth.users set updated_at = now(),
       ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb)
         - array(select key from jsonb_each($2::jsonb) where value = 'null'::jsonb)
     where id = $1`,
    [id, JSON.stringify(data)],
  );
}

export async function userJson(db: Db, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  const { rows: factors } = await db.query<FactorRow>(
    `select id, friendly_name, factor_type, status, created_at, updated_at, last_challenged_at
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [user.id],
  );
  return serializeUser(user, rows.map(serializeIdentity), factors.map(serializeFactor));
}

interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  created_at: Date | string;
  updated_at: Date | string;
  last_challenged_at: Date | string | null;
}

/** A factor as GoTrue lists it in the user (never its secret). */
export function serializeFactor(factor: FactorRow): Record<string, unknown> {
  return withoutEmpty({
    id: factor.id,
    status: factor.status,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  });
}

export function serializeUser(
  user: UserRow,
  identities: Record<string, unknown>[],
  factors: Record<string, unknown>[] = [],
): Record<string, unknown> {
  return withoutEmpty({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    // GoTrue's `omitempty`: no key at all for a user without factors.
    factors: factors.length > 0 ? factors : undefined,
    banned_until: iso(user.banned_until),
    created_at: iso(user.created_at) ?? '',
    updated_at: iso(user.updated_at) ?? '',
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}

function serializeIdentity(identity: IdentityRow): Record<string, unknown> {
  return withoutEmpty({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data ?? undefined,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at) ?? '',
    updated_at: iso(identity.updated_at) ?? '',
    email: identity.email ?? undefined,
  });
}

/** GoTrue's `omitempty`: optional fields are left out rather than sent as null. */
function withoutEmpty(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

export function iso(value: Date | string | null): string | undefined {
  if (value === null) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}
