import { queryOptions, useQuery } from '@tanstack/react-query';

import { fields, nullable, text } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import type { Tables } from '@/types/database.types';

import type { ShippingForm } from '../shipping-form';

type OrderContact = Pick<Tables<'orders'>, 'customer_name' | 'customer_email' | 'customer_phone'>;

/** Who the signed-in customer's last order went to: the checkout starts from it. */
export type LastOrderDetails = Partial<ShippingForm>;

function readDetails(row: OrderContact & Pick<Tables<'orders'>, 'shipping_address'>): LastOrderDetails {
  const field = fields(row.shipping_address, 'orders.shipping_address');
  return {
    name: row.customer_name,
    email: row.customer_email,
    phone: row.customer_phone,
    address: field('address', text),
    city: field('city', text),
    postalCode: field('postalCode', nullable(text)) ?? '',
    country: field('country', nullable(text)) ?? undefined,
  };
}

/**
 * The customer's newest order, by their own id: RLS lets a customer read only their own orders, and
 * the filter keeps a shop owner (who may read every order) to theirs too.
 */
export async function getLastOrderDetails(userId: string): Promise<LastOrderDetails | null> {
  const data = await request(getDatabase, (supabase) =>
    supabase
      .from('orders')
      .select('customer_name, customer_email, customer_phone, shipping_address')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  return data === null ? null : readDetails(data);
}

export const lastOrderDetailsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['orders', 'mine', userId, 'last-details'],
    queryFn: () => getLastOrderDetails(userId),
    staleTime: Infinity,
  });

export function useLastOrderDetails(userId: string | undefined) {
  return useQuery({ ...lastOrderDetailsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
