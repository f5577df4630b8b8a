import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { getDatabase, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

export type SiteBanner = Pick<
  Tables<'site_banners'>,
  'id' | 'content' | 'background_color' | 'text_color' | 'link_url'
>;

/** SPEC §7: site_banners where is_active, by position ascending, the first one. */
export const getSiteBanner = (): Promise<SiteBanner | null> =>
  request(getDatabase, (supabase) =>
    supabase
      .from('site_banners')
      .select('id, content, background_color, text_color, link_url')
      .eq('is_active', true)
      .order('position', { ascending: true })
      .limit(1)
      .maybeSingle(),
  );

export const siteBannerQueryOptions = () =>
  queryOptions({ queryKey: ['site-banner'], queryFn: getSiteBanner, staleTime: 5 * 60_000 });

/**
 * The banner; null when there is none or the read failed (logged, no banner: SPEC §8); undefined while
 * it is still loading, so the layout can hold its place instead of pushing the page down later.
 */
export function useSiteBanner(): SiteBanner | null | undefined {
  const { data, error, isPending } = useQuery(siteBannerQueryOptions());
  useEffect(() => {
    if (error) console.error('Failed to load the site banner:', error);
  }, [error]);
  if (isPending) return undefined;
  return data ?? null;
}
