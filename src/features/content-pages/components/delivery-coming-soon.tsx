import { EmptyState } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { Seo } from '@/components/seo';

import { usePageText } from '../i18n';

/** /delivery before the editor publishes the delivery page: the spec's placeholder, honestly worded. */
export function DeliveryComingSoon() {
  const t = usePageText();
  return (
    <>
      <Seo title={t('soon')} />
      <EmptyState as="h1" title={t('soon')} description={t('soon.text')}>
        <ButtonLinks links={{ '/contact': t('contact'), '/shop': t('shop') }} />
      </EmptyState>
    </>
  );
}
