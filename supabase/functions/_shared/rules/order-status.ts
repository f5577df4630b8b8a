/**
 * Where an order may go next from each status. The orders trigger (private.next_order_statuses)
 * enforces it for every writer; the owner's screen offers only these moves. tests/backend
 * rules-in-schema checks both say the same.
 */
export const NEXT_ORDER_STATUSES: Readonly<Record<string, readonly string[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  // returned: the courier brought it back (refused at the door, or the customer unreachable).
  shipped: ['delivered', 'returned'],
  delivered: [],
  cancelled: [],
  returned: [],
};

export function nextOrderStatuses(status: string): readonly string[] {
  return NEXT_ORDER_STATUSES[status] ?? [];
}
