import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { getDatabase, request } from '@/lib/supabase';

import { readDashboard } from './read-dashboard';

/**
 * rpc owner_dashboard: every figure of [from, to) and of the period of equal length before it, in one
 * answer (the database refuses anyone but the owner). While another period loads, the last one stays
 * on screen instead of the page emptying.
 */
export function useDashboard({ from, to }: { from: Date; to: Date }) {
  const p_from = from.toISOString();
  const p_to = to.toISOString();
  return useQuery({
    queryKey: ['owner', 'dashboard', p_from, p_to],
    queryFn: async () =>
      readDashboard(
        await request(getDatabase, (database) => database.rpc('owner_dashboard', { p_from, p_to })),
        'owner_dashboard',
      ),
    placeholderData: keepPreviousData,
  });
}
