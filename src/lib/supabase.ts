import { createClient } from '@supabase/supabase-js';

import type { Database } from '@/types/database.types';

import { env } from './env';

/** The one Supabase client of the app. Sessions persist in local storage and refresh automatically. */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

export type SupabaseClient = typeof supabase;
