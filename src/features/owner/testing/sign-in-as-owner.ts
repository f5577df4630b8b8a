import { getSupabase } from '@/lib/supabase';
import { serviceClient, signUpTestUser } from '@/testing/test-users';

/**
 * Signs the app's own client in as a new account made the shop owner the way the README says
 * (app_metadata.role, set with the service role), and refreshes the session so its JWT says so.
 */
export async function signInAsOwner() {
  const session = await signUpTestUser('owner');
  const promoted = await serviceClient().auth.admin.updateUserById(session.user.id, {
    app_metadata: { role: 'owner' },
  });
  if (promoted.error) throw promoted.error;
  const refreshed = await (await getSupabase()).auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
  return { email: session.user.email! };
}
