import { getSupabase, request } from '@/lib/supabase';

export interface SignInInput {
  email: string;
  password: string;
}

/** Sign-in by password (SPEC §7); throws the server's error so the toast can show its message. */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  await request(getSupabase, (supabase) =>
    supabase.auth.signInWithPassword({ email: email.trim(), password }),
  );
}
