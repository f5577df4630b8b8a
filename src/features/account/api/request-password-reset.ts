import { getSupabase, request } from '@/lib/supabase';

/** E-mails a password reset link that lands on /reset-password with a recovery session. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request(getSupabase, (supabase) =>
    supabase.auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/reset-password`,
    }),
  );
}
