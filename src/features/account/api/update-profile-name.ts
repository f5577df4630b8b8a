import { getSupabase, request } from '@/lib/supabase';

export interface ProfileName {
  firstName: string;
  lastName: string;
}

/** Stores the reader's names in their auth user metadata (the same place sign-up put them). */
export async function updateProfileName({ firstName, lastName }: ProfileName): Promise<void> {
  await request(getSupabase, (supabase) =>
    supabase.auth.updateUser({
      data: { first_name: firstName.trim() || null, last_name: lastName.trim() || null },
    }),
  );
}
