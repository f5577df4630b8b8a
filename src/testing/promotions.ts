import type { TablesInsert } from '@/types/database.types';

import { placeSafiOrder } from './orders';
import { serviceClient } from './test-users';

/**
 * A promotion code of the test's own, written with the service role as the owner's dashboard writes
 * one. Codes are unique without case in the backend every component test shares, so each is new. Never
 * an automatic offer: it would take money off the orders of every other test running beside it.
 */
export async function createTestCode(
  promotion: Omit<TablesInsert<'promotions'>, 'code' | 'title'> & { title?: string },
): Promise<string> {
  const code = `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const { error } = await serviceClient()
    .from('promotions')
    .insert({ title: `Test ${promotion.kind}`, ...promotion, code });
  if (error) throw error;
  return code;
}

/** A cash-on-delivery order of `quantity` small Safi bowls placed with `code` (see placeSafiOrder). */
export const placeOrderWithCode = (code: string, quantity: number, email = 'promo@example.ma') =>
  placeSafiOrder({ code, quantity, email });
