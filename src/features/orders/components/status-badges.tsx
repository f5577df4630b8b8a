import { Badge, type BadgeTone } from '@/components/ui';

import { nameOf, useOrderText } from '../i18n';

const PAYMENT_TONES: Record<string, BadgeTone> = { paid: 'green', pending: 'yellow', failed: 'red' };
const ORDER_TONES: Record<string, BadgeTone> = {
  delivered: 'green',
  shipped: 'blue',
  processing: 'yellow',
  cancelled: 'red',
};

/**
 * SPEC §4: paid green, pending yellow, failed red, any other grey. English shows the raw value, as the
 * spec does; French and Arabic name it.
 */
export function PaymentStatusBadge({ status }: { status: string }) {
  const t = useOrderText();
  return <Badge tone={PAYMENT_TONES[status] ?? 'grey'}>{nameOf(t, 'pay', status)}</Badge>;
}

/** SPEC §4: delivered green, shipped blue, processing yellow, cancelled red, any other grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useOrderText();
  return <Badge tone={ORDER_TONES[status] ?? 'grey'}>{nameOf(t, 'ord', status)}</Badge>;
}
