import { getSupabase, request } from '@/lib/supabase';

/** Sets a new password for the signed-in (or recovering) user. */
export async function updatePassword(password: string): Promise<void> {
  await request(getSupabase, (supabase) => supabase.auth.updateUser({ password }));
}
