import { BackOfficeScreen } from '../components/back-office-screen';
import { InvoiceExport } from '../components/invoice-export';
import { useOwnerText } from '../i18n';

/** /owner/invoices: a quarter's invoices and credit notes for the accountant. */
export default function InvoicesPage() {
  const t = useOwnerText();
  return (
    <BackOfficeScreen title={t('office.invoices')}>
      <InvoiceExport />
    </BackOfficeScreen>
  );
}
