import { getSupabase, request } from '@/lib/supabase';

/** Sends the sign-up confirmation link again; Supabase Auth waits max_frequency between two. */
export async function resendConfirmation(email: string): Promise<void> {
  await request(getSupabase, (supabase) =>
    supabase.auth.resend({
      type: 'signup',
      email: email.trim(),
      options: { emailRedirectTo: `${window.location.origin}/` },
    }),
  );
}
