import type { CodRecord } from '../api/get-cod-record';
import { useOwnerText } from '../i18n';

/**
 * Beside a cash order: how this customer's cash parcels ended (same phone or same e-mail), "2 refused
 * of 5", so the owner knows whom to call before sending another.
 */
export function CodRecordText({ record }: { record: CodRecord }) {
  const t = useOwnerText();
  const total = record.delivered + record.returned;
  return <>{total === 0 ? t('cod.first') : t('cod.record', { returned: record.returned, total })}</>;
}
