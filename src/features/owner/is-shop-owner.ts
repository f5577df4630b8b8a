import type { User } from '@supabase/supabase-js';

/**
 * The shop owner is the account whose app_metadata.role is 'owner' (only the service role can set
 * it). The database's RLS and owner_set_order_status decide what an owner may do; this only chooses
 * which screen to show. user_metadata is the user's own to write, so it is never looked at.
 */
export function isShopOwner(user: User | null | undefined): boolean {
  const appMetadata: Record<string, unknown> = user?.app_metadata ?? {};
  return appMetadata.role === 'owner';
}
