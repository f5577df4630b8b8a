import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';

import { ButtonLink, EmptyState, LoadingState } from '@/components/ui';
import { Seo } from '@/components/seo';
import { useAuth } from '@/providers/use-auth';

import { isShopOwner } from '../is-shop-owner';

// The owner's screen is its own chunk, imported only once the account is known to be the owner's:
// shoppers never download it, and a non-owner's browser never asks for any order data.
const OwnerScreen = lazy(() => import('../components/owner-screen'));

export const NOT_ALLOWED_TITLE = 'This page is for the shop owner';

/** /owner: the orders screen for the shop owner; sign-in first, and a plain "not allowed" for others. */
export default function OwnerPage() {
  const { user, loading } = useAuth();

  if (loading) return <LoadingState className="min-h-[60vh]" />;
  if (!user) return <Navigate to="/auth?redirect=%2Fowner" replace />;
  if (!isShopOwner(user)) {
    return (
      <>
        <Seo title="Not allowed" noindex />
        <EmptyState
          as="h1"
          title={NOT_ALLOWED_TITLE}
          description={
            <p>
              You are signed in as <span className="break-all font-medium text-ink">{user.email}</span>, which
              cannot manage the shop’s orders. If this is your shop, sign in with the owner’s account.
            </p>
          }
        >
          <ButtonLink to="/profile" variant="secondary">
            Your account
          </ButtonLink>
          <ButtonLink to="/shop">Back to the shop</ButtonLink>
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
