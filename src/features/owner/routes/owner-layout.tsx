import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { SkipLink } from '@/components/layout/skip-link';
import { usePageChange } from '@/components/layout/use-page-change';
import { ButtonLink, EmptyState, LoadingState } from '@/components/ui';
import { Seo } from '@/components/seo';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { withStrings } from '@/lib/i18n/with-strings';
import { ScrollRestoration } from '@/lib/routing';
import { useAuth } from '@/providers/use-auth';

import { BackOfficeHeader } from '../components/back-office-header';
import { aroundSlot, SLOT, useOwnerText } from '../i18n';
import { isShopOwner } from '../is-shop-owner';

export const handle: ScreenHandle = { translated: true };

// Each section is a chunk of its own, fetched when the owner opens it, with the words it brings along.
// Picked by the address's next segment rather than a nested <Routes>: that would put React Router's
// route matching for descendants into the shop's own startup code, which every visitor downloads.
const DashboardPage = lazy(withStrings(() => import('./dashboard-page')));
const OrdersPage = lazy(withStrings(() => import('./orders-page')));
const ReturnsPage = lazy(withStrings(() => import('./returns-page')));
const ReviewsPage = lazy(withStrings(() => import('./reviews-page')));
const PromotionsPage = lazy(withStrings(() => import('./promotions-page')));
const InvoicesPage = lazy(withStrings(() => import('./invoices-page')));
const NotFoundPage = lazy(withStrings(() => import('@/components/errors/not-found-page')));

/** The section an address under /owner names: /owner itself is the dashboard. */
function Section({ pathname }: { pathname: string }) {
  switch (pathname.replace(/^\/owner\/?/, '').replace(/\/$/, '')) {
    case '':
      return <DashboardPage />;
    case 'orders':
      return <OrdersPage />;
    case 'returns':
      return <ReturnsPage />;
    case 'reviews':
      return <ReviewsPage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'invoices':
      return <InvoicesPage />;
    default:
      return <NotFoundPage />;
  }
}

/**
 * /owner and its sections (routes of its own, below): the back office's chrome around them, never the
 * shop's. Signing in comes
 * first (and brings the owner back to the section they asked for); an account that is not the owner's
 * sees a plain "not allowed" and no section, so its browser never asks for any order data. The layout is
 * its own chunk, outside the shop's entry: no visitor downloads any of it.
 */
export default function OwnerLayout() {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();
  const announcement = usePageChange();
  const owner = user !== null && isShopOwner(user);

  if (!loading && !user) {
    return <Navigate to={`/auth?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SkipLink />
      <BackOfficeHeader withSections={owner} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {loading ? (
          <LoadingState className="min-h-[60vh]" />
        ) : owner ? (
          <Suspense fallback={<LoadingState className="min-h-[60vh]" />}>
            <Section pathname={pathname} />
          </Suspense>
        ) : (
          <NotTheOwner email={user?.email ?? ''} />
        )}
      </main>
      <div id="page-announcer" role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
      <ScrollRestoration />
    </div>
  );
}

function NotTheOwner({ email }: { email: string }) {
  const t = useOwnerText();
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
            <bdi className="break-all font-medium text-ink">{email}</bdi>
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
