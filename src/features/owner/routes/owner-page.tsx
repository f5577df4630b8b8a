import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';

import { ButtonLink, EmptyState, LoadingState } from '@/components/ui';
import { Seo } from '@/components/seo';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { withStrings } from '@/lib/i18n/with-strings';
import { useAuth } from '@/providers/use-auth';

import { aroundSlot, SLOT, useOwnerText } from '../i18n';
import { isShopOwner } from '../is-shop-owner';

export const handle: ScreenHandle = { translated: true };

// The owner's screen is its own chunk, imported only once the account is known to be the owner's:
// shoppers never download it, and a non-owner's browser never asks for any order data.
const OwnerScreen = lazy(withStrings(() => import('../components/owner-screen')));

/** /owner: the orders screen for the shop owner; sign-in first, and a plain "not allowed" for others. */
export default function OwnerPage() {
  const { user, loading } = useAuth();
  const t = useOwnerText();

  if (loading) return <LoadingState className="min-h-[60vh]" />;
  if (!user) return <Navigate to="/auth?redirect=%2Fowner" replace />;
  if (!isShopOwner(user)) {
    const [before, after] = aroundSlot(t('denied.text', { email: SLOT }));
    return (
      <>
        <Seo title={t('denied.seo')} noindex />
        <EmptyState
          as="h1"
          title={t('denied.title')}
          description={
            <p>
              {before}
              <bdi className="break-all font-medium text-ink">{user.email}</bdi>
              {after}
            </p>
          }
        >
          <ButtonLink to="/profile" variant="secondary">
            {t('denied.account')}
          </ButtonLink>
          <ButtonLink to="/shop">{t('denied.shop')}</ButtonLink>
        </EmptyState>
      </>
    );
  }
  return (
    <Suspense fallback={<LoadingState className="min-h-[60vh]" />}>
      <OwnerScreen />
    </Suspense>
  );
}
