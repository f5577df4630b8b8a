import { useState, type FormEvent } from 'react';

import { TextField } from '@/components/ui/text-field';

import { useOwnerText } from '../i18n';
import { MoveForm, type Move } from './move-forms';

const REASONS = ['refused', 'unreachable'] as const;

/**
 * A shipped parcel the courier brought back: why (refused at the door, or the customer could not be
 * reached), whether its pieces go back on the shelf (unticked for a damaged parcel), and a note only
 * the owner reads. The database puts the pieces back once and records the rest.
 */
export function ReturnedForm({ pending, onReturn }: { pending: boolean; onReturn: (move: Move) => void }) {
  const t = useOwnerText();
  const [reason, setReason] = useState<(typeof REASONS)[number]>('refused');
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onReturn({ to: 'returned', note, returned: { reason, restock } });
  };
  return (
    <MoveForm
      id="returned-heading"
      title={t('returned.title')}
      submit={t('returned.go')}
      variant="secondary"
      pending={pending}
      onSubmit={submit}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('returned.why')}</legend>
        {REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="radio"
              name="returned-reason"
              className="h-5 w-5 accent-indigo-700"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`returned.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="h-5 w-5 accent-indigo-700"
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
        />
        {t('returned.restock')}
      </label>
      <TextField
        name="note"
        label={t('returned.note')}
        hint={t('returned.note.hint')}
        dir="auto"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </MoveForm>
  );
}
