import { INTL_LOCALE } from '@rules/locales';
import { formatAmountIn } from '@rules/money';

import { Button } from '@/components/ui';
import { TitledSection } from '@/components/ui/titled-section';
import { useLocale } from '@/lib/i18n/locale';

import { useDownloadDocument, useOrderDocuments } from '../api/order-documents';
import { useDocumentText } from '../i18n/documents';

/**
 * The invoice and credit notes of a paid order, each downloadable as its PDF. `orderEmail` proves the
 * order link to the invoice function (the customer's page); the owner's screen passes none and is let
 * in by its role. `level` fits the heading into the page around it.
 */
export function OrderDocuments({
  orderId,
  orderEmail,
  level = 'h2',
  readsUnder,
}: {
  orderId: string;
  orderEmail?: string;
  /** The query key the screen reads the order under (the order page's by default). */
  readsUnder?: readonly unknown[];
  level?: 'h2' | 'h3';
}) {
  const t = useDocumentText();
  const intl = INTL_LOCALE[useLocale()];
  const read = useOrderDocuments(orderId, readsUnder);
  const download = useDownloadDocument(orderId, orderEmail);
  if (!read.data || (read.data.documents.length === 0 && !read.data.waiting)) return null;
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'long' });
  return (
    <TitledSection id="documents-title" title={t('title')} level={level}>
      {read.data.waiting && <p className="mt-4 text-sm text-ink-soft">{t('waiting')}</p>}
      <ul className="mt-4 space-y-3">
        {read.data.documents.map((document) => (
          <li
            key={document.number}
            className="flex flex-wrap items-center justify-between gap-3 rounded-sm bg-sand-100 p-4"
          >
            <div>
              <p className="font-medium text-ink">
                {t(document.kind === 'invoice' ? 'kind.invoice' : 'kind.credit_note')}{' '}
                <bdi dir="ltr">{document.number}</bdi>
              </p>
              <p className="text-sm text-ink-muted">
                <time dateTime={document.issued_at}>{day.format(new Date(document.issued_at))}</time>
                {' · '}
                {formatAmountIn(document.total_ttc, 'MAD', intl)}
                {document.refers_to && (
                  <>
                    {' · '}
                    {t('refers')} <bdi dir="ltr">{document.refers_to}</bdi>
                  </>
                )}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              disabled={download.isPending && download.variables === document.number}
              onClick={() => download.mutate(document.number)}
            >
              {t('download')} <span className="sr-only">{document.number}</span>
            </Button>
          </li>
        ))}
      </ul>
      {download.isError && (
        <p role="alert" className="mt-3 text-sm text-clay-700">
          {t('e.download')}
        </p>
      )}
    </TitledSection>
  );
}

// The order page loads it as a part of its own (React.lazy takes a default export).
export default OrderDocuments;
