import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';
import type { Locale } from '@rules/locales';

/** When the reader said yes to the shop's news (null: no), through RLS (their own row only). */
async function getOptedInAt(userId: string): Promise<string | null> {
  const row = await request(getDatabase, (supabase) =>
    supabase.from('marketing_preferences').select('opted_in_at').eq('user_id', userId).maybeSingle(),
  );
  return row?.opted_in_at ?? null;
}

export const marketingPreferenceQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['marketing-preference', userId], queryFn: () => getOptedInAt(userId) });

export const useMarketingPreference = (userId: string) => useQuery(marketingPreferenceQueryOptions(userId));

/** Yes or no, in the page's language (the reminder is written in it); the answer is the date kept. */
export function useSetMarketingPreference(userId: string, locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (optIn: boolean) =>
      request(getDatabase, (supabase) =>
        supabase.rpc('set_marketing_opt_in', { p_opt_in: optIn, p_locale: locale }),
      ),
    onSuccess: (at) => client.setQueryData(marketingPreferenceQueryOptions(userId).queryKey, at),
  });
}
