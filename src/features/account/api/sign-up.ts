import { getSupabase, request } from '@/lib/supabase';

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** The unticked "send me the shop's news" box, ticked; the database dates it when the account is made. */
  marketingOptIn?: boolean;
  /** The page's language: the news (the abandoned-bag reminder) is written in it. */
  locale?: string;
}

/**
 * Sign-up with email and password; the names are optional profile data. The confirmation link leads
 * back to the site root. Answers whether the reader is signed in already (no e-mail confirmation needed).
 */
export async function signUp({
  email,
  password,
  firstName,
  lastName,
  marketingOptIn = false,
  locale = 'en',
}: SignUpInput): Promise<{ signedIn: boolean }> {
  const data = await request(getSupabase, (supabase) =>
    supabase.auth.signUp({
      email: email.trim(),
      password,
      options: {
        data: {
          first_name: firstName?.trim() || null,
          last_name: lastName?.trim() || null,
          // Read once, by the database, when the account is made (marketing_preferences).
          ...(marketingOptIn ? { marketing_opt_in: true, locale } : {}),
        },
        emailRedirectTo: `${window.location.origin}/`,
      },
    }),
  );
  return { signedIn: data.session !== null };
}
