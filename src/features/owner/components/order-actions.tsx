import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { nextOrderStatuses } from '@rules/order-status';

import type { OwnerOrder } from '../api/get-owner-order';
import { useSetOrderStatus, type StatusMove } from '../api/set-order-status';

const SIMPLE_MOVES: Record<string, string> = {
  confirmed: 'Confirm order',
  processing: 'Mark processing',
  delivered: 'Mark delivered',
};

/**
 * The moves this order allows next (the same list the database enforces). Shipping asks for the
 * carrier and tracking number, cancelling for a reason; a refusal shows the database's own sentence.
 */
export function OrderActions({ order, onMoved }: { order: OwnerOrder; onMoved: () => void }) {
  const move = useSetOrderStatus();
  const [done, setDone] = useState<string | null>(null);
  const next = nextOrderStatuses(order.order_status);
  const run = (request: Omit<StatusMove, 'orderId'>) => {
    setDone(null);
    move.mutate(
      { orderId: order.id, ...request },
      {
        onSuccess: () => {
          setDone(`Order ${order.order_number} is now ${request.to}.`);
          onMoved();
        },
      },
    );
  };

  return (
    <section aria-labelledby="actions-heading" className="space-y-4">
      <h3 id="actions-heading" className="text-xl font-light text-ink">
        Next step
      </h3>
      <div aria-live="polite" className="text-sm">
        {done && <p className="text-ink">{done}</p>}
      </div>
      {move.error && (
        <p role="alert" className="rounded-md border border-clay-700 px-4 py-3 text-sm text-clay-700">
          {move.error.message}
        </p>
      )}
      {next.length === 0 ? (
        <p className="text-sm text-ink-soft">
          This order is {order.order_status}; it cannot change any more.
        </p>
      ) : (
        <div className="space-y-6">
          {next.some((to) => to in SIMPLE_MOVES) && (
            <div className="flex flex-wrap gap-3">
              {next
                .filter((to) => to in SIMPLE_MOVES)
                .map((to) => (
                  <Button key={to} disabled={move.isPending} onClick={() => run({ to })}>
                    {SIMPLE_MOVES[to]}
                  </Button>
                ))}
            </div>
          )}
          {next.includes('shipped') && <ShipForm pending={move.isPending} onShip={run} />}
          {next.includes('cancelled') && <CancelForm pending={move.isPending} onCancel={run} />}
        </div>
      )}
    </section>
  );
}

function ShipForm({
  pending,
  onShip,
}: {
  pending: boolean;
  onShip: (move: Omit<StatusMove, 'orderId'>) => void;
}) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ to: 'shipped', carrier, trackingNumber, trackingUrl });
  };
  return (
    <form
      aria-labelledby="ship-heading"
      onSubmit={submit}
      className="space-y-3 rounded-md border border-sand-300 p-4"
    >
      <h4 id="ship-heading" className="font-medium text-ink">
        Mark shipped
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Carrier" required value={carrier} onChange={(e) => setCarrier(e.target.value)} />
        <TextField
          label="Tracking number"
          required
          value={trackingNumber}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
      </div>
      <TextField
        label="Tracking link"
        hint="(optional, https)"
        type="url"
        placeholder="https://"
        value={trackingUrl}
        onChange={(e) => setTrackingUrl(e.target.value)}
      />
      <Button type="submit" disabled={pending}>
        Mark shipped
      </Button>
    </form>
  );
}

function CancelForm({
  pending,
  onCancel,
}: {
  pending: boolean;
  onCancel: (move: Omit<StatusMove, 'orderId'>) => void;
}) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCancel({ to: 'cancelled', note: reason });
  };
  return (
    <form
      aria-labelledby="cancel-heading"
      onSubmit={submit}
      className="space-y-3 rounded-md border border-sand-300 p-4"
    >
      <h4 id="cancel-heading" className="font-medium text-ink">
        Cancel the order
      </h4>
      <TextField
        label="Reason for cancelling"
        hint="(shown to the customer)"
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending}>
        Cancel order
      </Button>
    </form>
  );
}
