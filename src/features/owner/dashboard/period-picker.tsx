import { TextField } from '@/components/ui/text-field';

import { useOwnerText, type OwnerMessageId } from '../i18n';
import { PERIOD_KINDS, type PeriodKind } from './periods';

const KIND_LABELS: Record<PeriodKind, OwnerMessageId> = {
  today: 'dash.p.today',
  '7d': 'dash.p.7d',
  '30d': 'dash.p.30d',
  quarter: 'dash.p.quarter',
  custom: 'dash.p.custom',
};

export interface PeriodChoice {
  kind: PeriodKind;
  from: string;
  to: string;
}

/** The period's choice as radio buttons (arrow keys move between them), and a custom range's two days. */
export function PeriodPicker({
  choice,
  onChange,
}: {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const t = useOwnerText();
  return (
    <fieldset className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <legend className="sr-only">{t('dash.period')}</legend>
      <div className="flex flex-wrap gap-1 rounded-full border border-sand-300 bg-sand-50 p-1">
        {PERIOD_KINDS.map((kind) => (
          <label
            key={kind}
            className="cursor-pointer rounded-full px-3 py-1.5 text-sm text-ink-soft has-[:checked]:bg-ink has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-clay-600"
          >
            <input
              type="radio"
              name="period"
              value={kind}
              checked={choice.kind === kind}
              onChange={() => onChange({ ...choice, kind })}
              className="sr-only"
            />
            {t(KIND_LABELS[kind])}
          </label>
        ))}
      </div>
      {choice.kind === 'custom' && (
        <div className="flex flex-wrap gap-3">
          <TextField
            label={t('dash.from')}
            type="date"
            value={choice.from}
            onChange={(event) => onChange({ ...choice, from: event.target.value })}
          />
          <TextField
            label={t('dash.to')}
            type="date"
            value={choice.to}
            onChange={(event) => onChange({ ...choice, to: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}
