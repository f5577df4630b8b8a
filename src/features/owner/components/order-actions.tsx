import { useState } from 'react';

import { Button } from '@/components/ui';
import { TitledSection } from '@/components/ui/titled-section';
import { nameOf, useOrderText } from '@/features/orders';
import { nextOrderStatuses } from '@rules/order-status';

import type { OwnerOrder } from '../api/get-owner-order';
import { useSetOrderStatus } from '../api/set-order-status';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useRefusalText } from '../refusal';
import { useOwnerFormats } from '../use-owner-formats';
import { ActionOutcome } from './action-outcome';
import { CancelForm, ShipForm, type Move } from './move-forms';
import { ReturnedForm } from './returned-form';

/** The moves that need nothing but a click, with their buttons' words. */
const SIMPLE_MOVES: Record<string, OwnerMessageId> = {
  confirmed: 'do.confirmed',
  processing: 'do.processing',
  delivered: 'do.delivered',
};

/**
 * The moves this order allows next (the same list the database enforces). Shipping asks for the
 * carrier and tracking number, cancelling for a reason, a parcel that came back for why and whether
 * it goes back on the shelf; a refusal says why, in the page's language.
 */
export function OrderActions({ order, onMoved }: { order: OwnerOrder; onMoved: () => void }) {
  const t = useOwnerText();
  const orderText = useOrderText();
  const refusal = useRefusalText();
  const { intl } = useOwnerFormats();
  const move = useSetOrderStatus();
  const [done, setDone] = useState<string | null>(null);
  const next = nextOrderStatuses(order.order_status);
  const status = (value: string) => nameOf(orderText, 'ord', value);
  const run = (request: Move) => {
    setDone(null);
    move.mutate(
      { orderId: order.id, ...request },
      {
        onSuccess: () => {
          setDone(t('moved', { number: order.order_number, status: status(request.to) }));
          onMoved();
        },
      },
    );
  };

  return (
    <TitledSection id="actions-heading" title={t('next')} level="h3" className="space-y-4">
      <ActionOutcome done={done} refused={move.error && refusal(move.error, order.order_number, intl)} />
      {next.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('final', { status: status(order.order_status) })}</p>
      ) : (
        <div className="space-y-6">
          {next.some((to) => to in SIMPLE_MOVES) && (
            <div className="flex flex-wrap gap-3">
              {next
                .filter((to) => to in SIMPLE_MOVES)
                .map((to) => (
                  <Button key={to} disabled={move.isPending} onClick={() => run({ to })}>
                    {t(SIMPLE_MOVES[to]!)}
                  </Button>
                ))}
            </div>
          )}
          {next.includes('shipped') && <ShipForm pending={move.isPending} onShip={run} />}
          {next.includes('cancelled') && <CancelForm pending={move.isPending} onCancel={run} />}
          {next.includes('returned') && <ReturnedForm pending={move.isPending} onReturn={run} />}
        </div>
      )}
    </TitledSection>
  );
}
