import { getSupabase } from '@/lib/supabase';

/** Sends the sign-up confirmation link again; Supabase Auth waits max_frequency between two. */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: `${window.location.origin}/` },
  });
  if (error) throw error;
}
