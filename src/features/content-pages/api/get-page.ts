import { queryOptions, useQuery } from '@tanstack/react-query';

import { getSupabase } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

export type ContentPage = Tables<'pages'>;

/** SPEC §7: all fields where slug = the path without its slash and published; null when there is none. */
export async function getPage(slug: string): Promise<ContentPage | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('pages')
    .select('*')
    .eq('slug', slug)
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: () => getPage(slug) });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
