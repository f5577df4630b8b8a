/** Where this tab keeps its checkout draft (checkout-draft.ts reads and writes the draft itself). */
export const CHECKOUT_DRAFT_KEY = 'zellij-checkout';

/**
 * Ends the draft of the tab that placed `orderId`. Read field-free, so the order page, which needs only
 * this, does not carry the draft's form code and the country list with it.
 */
export function clearDraftThatPlaced(orderId: string) {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    const draft: unknown = raw ? JSON.parse(raw) : null;
    if (typeof draft === 'object' && draft !== null && Reflect.get(draft, 'placedOrderId') === orderId)
      sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Storage blocked or unreadable: nothing was kept to clear.
  }
}
