import { lazy, Suspense } from 'react';

import { ButtonLink, EmptyState, LoadingState } from '@/components/ui';
import { ColumnsScreen } from '@/components/ui/columns-screen';
import { TitledSection } from '@/components/ui/titled-section';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { useAuth } from '@/providers/use-auth';

import { OrderHistory } from '../components/order-history';
import { PremiumCard } from '../components/premium-card';
import { ProfileDetails } from '../components/profile-details';
import { usePremiumReturn } from '../components/use-premium-return';
import { useAccountText } from '../i18n';
import { useProfileText } from '../i18n/profile';

export const handle: ScreenHandle = { translated: true };

// Below the fold, with its own words: the profile's first screen does not wait for it.
const NewsPreference = lazy(() => import('../components/news-preference'));

/**
 * /profile: account details, name, premium status and order history (see docs/spec-deviations.md).
 * The heading is every visitor's: the prerendered shell (which knows nobody) paints it, and who is
 * signed in fills in below it.
 */
export default function ProfilePage() {
  const { user, loading, signOut } = useAuth();
  usePremiumReturn();
  const t = useProfileText();
  const shared = useAccountText();

  if (!user) {
    return (
      <ColumnsScreen eyebrow={t('pf.eyebrow')} title={t('pf.seo')} columns="">
        {loading ? (
          <LoadingState className="min-h-[40vh]" />
        ) : (
          <EmptyState title={t('pf.signInTitle')} description={t('pf.signInText')}>
            <ButtonLink to="/auth?redirect=%2Fprofile">{shared('signIn')}</ButtonLink>
          </EmptyState>
        )}
      </ColumnsScreen>
    );
  }

  return (
    <ColumnsScreen
      eyebrow={t('pf.eyebrow')}
      title={t('pf.seo')}
      columns="gap-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16"
    >
      <div className="space-y-14">
        <ProfileDetails user={user} />
        <TitledSection id="orders-heading" title={t('pf.orders')}>
          <div className="mt-5">
            <OrderHistory userId={user.id} />
          </div>
        </TitledSection>
      </div>
      <aside className="space-y-8">
        <PremiumCard />
        <Suspense fallback={null}>
          <NewsPreference userId={user.id} />
        </Suspense>
        <div className="rounded-md border border-sand-300 p-6">
          <h2 className="text-xl font-light text-ink">{t('pf.saved')}</h2>
          <p className="mt-2 text-sm text-ink-soft">{t('pf.savedText')}</p>
          <ButtonLink to="/saved" variant="secondary" size="sm" className="mt-4">
            {t('pf.viewSaved')}
          </ButtonLink>
        </div>
        <button
          type="button"
          onClick={() => void signOut()}
          className="text-sm font-medium text-ink-soft underline underline-offset-4 hover:text-clay-700"
        >
          {t('pf.signOut')}
        </button>
      </aside>
    </ColumnsScreen>
  );
}
