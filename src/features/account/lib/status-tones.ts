import type { BadgeTone } from '@/components/ui';

/** SPEC §4: paid green, pending yellow, failed red, any other grey. */
export function paymentStatusTone(status: string): BadgeTone {
  return ({ paid: 'green', pending: 'yellow', failed: 'red' } as Record<string, BadgeTone>)[status] ?? 'grey';
}

/** SPEC §4: delivered green, shipped blue, processing yellow, cancelled red, any other grey. */
export function orderStatusTone(status: string): BadgeTone {
  return (
    (
      { delivered: 'green', shipped: 'blue', processing: 'yellow', cancelled: 'red' } as Record<
        string,
        BadgeTone
      >
    )[status] ?? 'grey'
  );
}
