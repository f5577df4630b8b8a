import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { useLoggedError } from '@/lib/use-list-query';
import { useAuth } from '@/providers/use-auth';

import { useLastOrderDetails } from './api/get-last-order-details';
import { EMPTY_DRAFT, loadDraft, saveDraft, type CheckoutDraft } from './checkout-draft';
import { customerDetails, fillBlanks } from './prefill';
import { missingFields } from './shipping-form';

function restoredDraft(entryKey: string): CheckoutDraft {
  const draft = loadDraft();
  // Step 2 comes back only on the same history entry (a reload, Back) and with a complete form;
  // otherwise the shopper starts at step 1 with what they typed.
  const sameVisit = draft.entryKey === entryKey;
  return draft.step === 2 && (!sameVisit || missingFields(draft.form).length > 0)
    ? { ...draft, step: 1 }
    : draft;
}

/**
 * The checkout's state, kept across reloads in session storage. A signed-in customer's blanks are
 * filled once from their last order and account; signing out takes those details away again.
 */
export function useCheckoutDraft(): [
  CheckoutDraft,
  (update: (draft: CheckoutDraft) => CheckoutDraft) => void,
] {
  const { user, loading } = useAuth();
  const { key: entryKey } = useLocation();
  const [draft, setDraft] = useState(() => restoredDraft(entryKey));
  const lastOrder = useLastOrderDetails(user?.id);
  useLoggedError(lastOrder.error, 'your last order details');

  // Adjusted while rendering (React's pattern for state that follows other state), not in an effect.
  if (user && draft.prefilledFor !== user.id && !lastOrder.isPending) {
    const details = customerDetails(user, lastOrder.data ?? null);
    // Another account's details never carry over to this one.
    const start = draft.prefilledFor ? EMPTY_DRAFT : draft;
    setDraft({ ...start, form: fillBlanks(start.form, details), prefilledFor: user.id });
  } else if (!loading && !user && draft.prefilledFor) {
    setDraft(EMPTY_DRAFT);
  }

  useEffect(() => saveDraft({ ...draft, entryKey }), [draft, entryKey]);
  return [draft, setDraft];
}
