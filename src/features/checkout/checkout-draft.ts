import { OrdersChecks } from '@/types/database.types';
import type { PaymentMethod } from '@/lib/constants';

import { CHECKOUT_DRAFT_KEY } from './placed-draft';
import { EMPTY_SHIPPING_FORM, type ShippingForm } from './shipping-form';

/**
 * What the shopper has typed into the checkout, kept in this tab's session storage so a reload or a
 * trip back to the bag loses nothing. It goes when the order is placed (cash on delivery) or paid
 * (PayPal), and with a sign-out when an account's details filled it.
 */
export interface CheckoutDraft {
  step: 1 | 2;
  form: ShippingForm;
  method: PaymentMethod | null;
  /** The account whose saved details filled the form: they fill it once, and leave on sign-out. */
  prefilledFor: string | null;
  /** The PayPal order this tab placed from the draft: once it is paid, the draft goes. */
  placedOrderId: string | null;
  /**
   * The history entry (router location key) the draft was saved on. A reload or Back returns to the
   * same entry and to the same step; a new visit to the checkout (Buy Now, the bag's button) starts at
   * step 1 with what was typed.
   */
  entryKey: string | null;
}

export const EMPTY_DRAFT: CheckoutDraft = {
  step: 1,
  form: EMPTY_SHIPPING_FORM,
  method: null,
  prefilledFor: null,
  placedOrderId: null,
  entryKey: null,
};

const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'country',
] as const satisfies readonly (keyof ShippingForm)[];

function readForm(value: unknown): ShippingForm {
  const form = { ...EMPTY_SHIPPING_FORM };
  if (typeof value !== 'object' || value === null) return form;
  for (const field of FORM_FIELDS) {
    const typed: unknown = Reflect.get(value, field);
    if (typeof typed === 'string') form[field] = typed;
  }
  return form;
}

/** Reads the draft field by field; anything unreadable starts the checkout afresh. */
export function parseDraft(raw: string | null): CheckoutDraft {
  if (!raw) return EMPTY_DRAFT;
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof saved !== 'object' || saved === null) return EMPTY_DRAFT;
  const method: unknown = Reflect.get(saved, 'method');
  const prefilledFor: unknown = Reflect.get(saved, 'prefilledFor');
  const placedOrderId: unknown = Reflect.get(saved, 'placedOrderId');
  const entryKey: unknown = Reflect.get(saved, 'entryKey');
  return {
    step: Reflect.get(saved, 'step') === 2 ? 2 : 1,
    form: readForm(Reflect.get(saved, 'form')),
    method: OrdersChecks.payment_method.find((known) => known === method) ?? null,
    prefilledFor: typeof prefilledFor === 'string' ? prefilledFor : null,
    placedOrderId: typeof placedOrderId === 'string' ? placedOrderId : null,
    entryKey: typeof entryKey === 'string' ? entryKey : null,
  };
}

export function loadDraft(): CheckoutDraft {
  try {
    return parseDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY));
  } catch {
    return EMPTY_DRAFT; // storage blocked: the form lives for this page only
  }
}

export function saveDraft(draft: CheckoutDraft) {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just does not survive a reload.
  }
}

export function clearCheckoutDraft() {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
