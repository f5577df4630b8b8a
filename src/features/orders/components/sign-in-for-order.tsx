import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';

import { useOrderText } from '../i18n';

/**
 * An order link opened while signed out. A guest order opens with its link alone; an account's order
 * opens only for that account, so the visitor signs in and comes straight back to it.
 */
export function SignInForOrder({ orderId }: { orderId: string }) {
  const back = `/order-confirmation/${orderId}`;
  const t = useOrderText();
  return (
    <NotFoundState title={t('signin.title')} description={t('signin.text')}>
      <ButtonLink to={`/auth?redirect=${encodeURIComponent(back)}`}>{t('signin')}</ButtonLink>
      <ButtonLink to="/shop" variant="secondary">
        {t('shop')}
      </ButtonLink>
    </NotFoundState>
  );
}
