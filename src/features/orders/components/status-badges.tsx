import { Badge, type BadgeTone } from '@/components/ui';

const PAYMENT_TONES: Record<string, BadgeTone> = { paid: 'green', pending: 'yellow', failed: 'red' };
const ORDER_TONES: Record<string, BadgeTone> = {
  delivered: 'green',
  shipped: 'blue',
  processing: 'yellow',
  cancelled: 'red',
};

/** SPEC §4: paid green, pending yellow, failed red, any other grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={PAYMENT_TONES[status] ?? 'grey'}>{status}</Badge>;
}

/** SPEC §4: delivered green, shipped blue, processing yellow, cancelled red, any other grey. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={ORDER_TONES[status] ?? 'grey'}>{status}</Badge>;
}
