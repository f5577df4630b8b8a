/**
 * Orders that end with an invoice, the way shoppers and the owner get there on the whole local stack:
 * a checkout through create-checkout (Deno), then a PayPal payment approved in the sandbox (its webhook
 * makes the shop capture) or a cash order walked to delivered by the owner. And the invoice functions
 * called as a browser would.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { pressSandboxButton } from '../../../embedded-backend/tests/functions-harness';
import type { RunningBackend } from './api';
import { uniquePhone } from './seed-ids';

export interface Placed {
  id: string;
  orderNumber: string;
}

export interface CheckoutInput {
  items: { id: string; quantity: number; variant?: { size: string } }[];
  locale: 'en' | 'fr' | 'ar';
  payment: 'paypal' | 'cod';
  email: string;
  name?: string;
  /** A signed-in customer's access token; a guest without it. */
  token?: string;
  /** Where it ships: Fes (free shipping from 500 MAD) unless Paris (150 MAD shipping, free from 2000). */
  to?: 'MA' | 'FR';
}

/** Places an order through create-checkout (MAD); a PayPal one is approved and paid in the sandbox. */
export async function paidOrder(backend: RunningBackend, input: CheckoutInput): Promise<Placed> {
  const res = await fetch(`${backend.url}/functions/v1/create-checkout`, {
    method: 'POST',
    headers: {
      apikey: backend.config.anonKey,
      authorization: `Bearer ${input.token ?? backend.config.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      items: input.items,
      currency: 'MAD',
      payment_method: input.payment,
      locale: input.locale,
      shipping_address: {
        name: input.name ?? 'Amina Benali',
        email: input.email,
        phone: uniquePhone(),
        ...(input.to === 'FR'
          ? { address: '8 rue des Potiers', city: 'Paris', postalCode: '75011', country: 'FR' }
          : { address: '12 Derb Sidi Ahmed', city: 'Fes', postalCode: '30000', country: 'MA' }),
      },
    }),
  });
  const body = (await res.json()) as { order_id: string; order_number: string; url: string };
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${JSON.stringify(body)}`);
  if (input.payment === 'paypal') {
    const token = new URL(body.url).searchParams.get('token')!;
    await pressSandboxButton(`${backend.url}/__sandbox/paypal/checkoutnow/approve`, {
      token,
      outcome: 'success',
    });
  }
  return { id: body.order_id, orderNumber: body.order_number };
}

/** The owner walks a cash order to delivered: the cash is collected, the order paid. */
export async function deliver(owner: SupabaseClient, orderId: string): Promise<void> {
  const { data } = await owner
    .from('orders')
    .select('order_status')
    .eq('id', orderId)
    .single()
    .throwOnError();
  const steps = ['confirmed', 'processing', 'shipped', 'delivered'];
  for (const status of steps.slice(steps.indexOf(data.order_status as string) + 1)) {
    await owner
      .rpc('owner_set_order_status', {
        p_order_id: orderId,
        p_to_status: status,
        ...(status === 'shipped' ? { p_carrier: 'Amana', p_tracking_number: 'AM123456789MA' } : {}),
      })
      .throwOnError();
  }
}

/** GET a function with a query, as a browser does (apikey, and a bearer unless `token` is null). */
export function getFunction(
  backend: RunningBackend,
  name: string,
  query: Record<string, string>,
  token: string | null = backend.config.anonKey,
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/${name}?${new URLSearchParams(query)}`, {
    headers: { apikey: backend.config.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
