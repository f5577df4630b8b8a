import { ButtonLink } from '@/components/ui';
import { NotFoundState } from '@/components/ui/not-found-state';

import { usePageText } from '../i18n';

/** SPEC: a missing, unpublished or failed content page. */
export function PageNotFound() {
  const t = usePageText();
  return (
    <NotFoundState title={t('nf')} description={t('nf.text')}>
      <ButtonLink to="/">{t('home')}</ButtonLink>
    </NotFoundState>
  );
}
