import { nameOf, useOrderText } from '@/features/orders';

import { useOwnerText } from './i18n';

interface Refusal {
  message: string;
  /** private.order_error's code, e.g. invalid_status_change. */
  hint?: unknown;
  /** JSON: { from, to, allowed } for a refused move. */
  details?: unknown;
}

function movesOf(details: unknown): { from: string; to: string; allowed: string[] } | null {
  if (typeof details !== 'string') return null;
  try {
    const value: unknown = JSON.parse(details);
    if (!value || typeof value !== 'object') return null;
    const { from, to, allowed } = value as Record<string, unknown>;
    if (typeof from !== 'string' || typeof to !== 'string' || !Array.isArray(allowed)) return null;
    return { from, to, allowed: allowed.filter((status): status is string => typeof status === 'string') };
  } catch {
    return null;
  }
}

/**
 * Why the database refused a move (owner_set_order_status and the orders trigger name it by code), in
 * the page's language; English words it as the database does. Anything else (the network, a check the
 * screen does not know) keeps its own message.
 */
export function useRefusalText() {
  const t = useOwnerText();
  const orderText = useOrderText();
  return (error: Refusal, number: string, intl: string): string => {
    const status = (value: string) => nameOf(orderText, 'ord', value);
    const move = error.hint === 'invalid_status_change' ? movesOf(error.details) : null;
    if (move) {
      const values = { number, from: status(move.from), to: status(move.to) };
      if (move.allowed.length === 0) return t('e.final', values);
      const allowed = new Intl.ListFormat(intl, { type: 'disjunction' }).format(move.allowed.map(status));
      return t('e.move', { ...values, allowed });
    }
    if (error.hint === 'tracking_required') return t('e.tracking', { number });
    if (error.hint === 'cancel_reason_required') return t('e.reason', { number });
    if (error.hint === 'returned_reason_required') return t('e.returnedReason', { number });
    if (error.hint === 'not_shop_owner') return t('e.owner');
    if (error.hint === 'unknown_order') return t('e.gone');
    return t('e.other', { message: error.message });
  };
}
