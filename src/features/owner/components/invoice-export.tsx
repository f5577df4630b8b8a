import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

import { Button } from '@/components/ui';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { TitledSection } from '@/components/ui/titled-section';
import { downloadFunctionFile } from '@/lib/function-file';
import { quarterKey, recentQuarters } from '@rules/shop-calendar';

import { useOwnerText } from '../i18n';

/** How far back the owner can export without typing: two years of quarters. */
const QUARTERS_OFFERED = 8;

/**
 * A quarter's invoices and credit notes for the accountant: invoice-export answers one ZIP of every
 * document issued in the quarter (the shop's time zone) with a CSV of their amounts per TVA rate.
 */
export function InvoiceExport() {
  const t = useOwnerText();
  // The quarters as of when the screen opened: the list does not change under the owner's hand.
  const [quarters] = useState(() => recentQuarters(new Date(), QUARTERS_OFFERED).map(quarterKey));
  const [chosen, setChosen] = useState(quarters[0]!);
  const exportQuarter = useMutation({
    mutationFn: (quarter: string) =>
      downloadFunctionFile('invoice-export', { quarter }, `invoices-${quarter}.zip`),
  });
  return (
    <TitledSection id="invoice-export-heading" title={t('docs')}>
      <p className="mt-2 text-sm text-ink-soft">{t('docs.lead')}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <ChoiceSelect
            label={t('docs.quarter')}
            labelClassName="text-xs font-semibold uppercase tracking-label text-ink-soft"
            value={chosen}
            options={quarters.map((key) => {
              const [year, quarter] = key.split('-Q');
              return { value: key, label: t('docs.q', { quarter: quarter!, year: year! }) };
            })}
            isChoice={(value): value is string => quarters.includes(value)}
            onChange={setChosen}
            className="h-11 rounded-md border border-sand-300 bg-white px-3 text-sm text-ink"
          />
        </div>
        <Button disabled={exportQuarter.isPending} onClick={() => exportQuarter.mutate(chosen)}>
          {t('docs.go')}
        </Button>
      </div>
      {exportQuarter.isError && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          {t('docs.failed')}
        </p>
      )}
    </TitledSection>
  );
}
