import { useMutation } from '@tanstack/react-query';
import { dayKey } from '@rules/shop-calendar';

import { Button } from '@/components/ui';
import { TitledSection } from '@/components/ui/titled-section';
import { downloadFunctionFile } from '@/lib/function-file';

import { useOwnerText } from '../i18n';
import type { Period } from './periods';

/**
 * The dashboard's period as a CSV of its orders, one row per line, for the owner's spreadsheets:
 * orders-export streams it from the database a page at a time. The days are the shop's, both included.
 */
export function OrdersExport({ period }: { period: Period }) {
  const t = useOwnerText();
  const from = dayKey(period.first);
  const to = dayKey(period.last);
  const exportOrders = useMutation({
    mutationFn: (days: { from: string; to: string }) =>
      downloadFunctionFile('orders-export', days, `orders-${days.from}-to-${days.to}.csv`),
  });
  return (
    <TitledSection id="orders-export-heading" title={t('export')}>
      <p className="mt-2 text-sm text-ink-soft">{t('export.lead')}</p>
      <Button
        className="mt-4"
        disabled={exportOrders.isPending}
        onClick={() => exportOrders.mutate({ from, to })}
      >
        {t('export.go')}
      </Button>
      {exportOrders.isError && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          {t('export.failed')}
        </p>
      )}
    </TitledSection>
  );
}
