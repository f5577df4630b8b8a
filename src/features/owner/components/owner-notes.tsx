import { TitledSection } from '@/components/ui/titled-section';

import type { OwnerOrder } from '../api/get-owner-order';
import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';

/** The owner's own notes on the order (e.g. a parcel refused at the door), never shown to the customer. */
export function OwnerNotes({ order }: { order: OwnerOrder }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  if (order.order_owner_notes.length === 0) return null;
  return (
    <TitledSection id="notes-heading" title={t('notes')} level="h3">
      <ul className="mt-3 space-y-2 text-sm">
        {order.order_owner_notes.map((note) => (
          <li key={note.id}>
            <time dateTime={note.created_at} className="text-ink-muted">
              {format.when(note.created_at)}
            </time>{' '}
            <bdi dir="auto" className="text-ink">
              {note.note}
            </bdi>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
