import type { User } from '@supabase/supabase-js';

import { isCountryCode } from '@rules/countries';

import type { LastOrderDetails } from './api/get-last-order-details';
import type { ShippingForm } from './shipping-form';

function metadataText(user: User, key: string): string {
  const value: unknown = user.user_metadata?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** What the shop knows of a signed-in customer: their last order first, then their account. */
export function customerDetails(user: User, lastOrder: LastOrderDetails | null): Partial<ShippingForm> {
  const accountName = [metadataText(user, 'first_name'), metadataText(user, 'last_name')]
    .filter(Boolean)
    .join(' ');
  return {
    ...lastOrder,
    name: lastOrder?.name || accountName,
    email: lastOrder?.email || user.email || '',
    phone: lastOrder?.phone || user.phone || '',
  };
}

/**
 * Fills only what the shopper has left blank, so nothing typed is overwritten. The address goes in
 * whole or not at all: half of one address and half of another would reach no one.
 */
export function fillBlanks(form: ShippingForm, details: Partial<ShippingForm>): ShippingForm {
  const next = { ...form };
  for (const field of ['name', 'email', 'phone'] as const) {
    if (!next[field].trim() && details[field]) next[field] = details[field];
  }
  if (!form.address.trim() && !form.city.trim() && details.address && details.city) {
    next.address = details.address;
    next.city = details.city;
    next.postalCode = details.postalCode ?? '';
    if (details.country && isCountryCode(details.country)) next.country = details.country;
  }
  return next;
}
