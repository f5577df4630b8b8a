import { getSupabase } from '@/lib/supabase';

/** Sets a new password for the signed-in (or recovering) user. */
export async function updatePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}
