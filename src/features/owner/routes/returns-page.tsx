import { TitledSection } from '@/components/ui/titled-section';

import { ordersWithOpenReturns } from '../api/list-orders';
import { Orders, OrderWorkspace } from '../components/order-workspace';
import { useOwnerText } from '../i18n';

/** /owner/returns: the orders with a return still to handle, oldest first, and the one chosen. */
export default function ReturnsPage() {
  const t = useOwnerText();
  return (
    <OrderWorkspace seoTitle={t('office.seo', { section: t('office.returns') })} title={t('office.returns')}>
      {(selectedId) => (
        <TitledSection id="returns-heading" title={t('returns.title')}>
          <div className="mt-3">
            <Orders
              list={ordersWithOpenReturns}
              what={t('waiting.what')}
              empty={t('returns.none')}
              selectedId={selectedId}
            />
          </div>
        </TitledSection>
      )}
    </OrderWorkspace>
  );
}
