/** What functions read of the shop's settings, through the client they are given (as the owner: RLS applies). */
import type { AdminClient } from './clients.ts';

/** shop_settings.time_zone, read through owner_shop_settings (the owner's client). */
export async function shopTimeZone(client: AdminClient): Promise<string> {
  const { data, error } = await client.rpc('owner_shop_settings');
  if (error) throw error;
  return (data as { time_zone: string }).time_zone;
}
