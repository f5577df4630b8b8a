import { ButtonLink, EmptyState, LoadingState, PageHeader } from '@/components/ui';
import { TitledSection } from '@/components/ui/titled-section';
import { Seo } from '@/components/seo';
import type { ScreenHandle } from '@/lib/i18n/screen-handle';
import { useAuth } from '@/providers/use-auth';

import { OrderHistory } from '../components/order-history';
import { PremiumCard } from '../components/premium-card';
import { ProfileNameForm } from '../components/profile-name-form';
import { usePremiumReturn } from '../components/use-premium-return';
import { useAccountText } from '../i18n';
import { useLongDate } from '../lib/long-date';

export const handle: ScreenHandle = { translated: true };

/** /profile: account details, name, premium status and order history (see docs/spec-deviations.md). */
export default function ProfilePage() {
  const { user, loading, signOut } = useAuth();
  usePremiumReturn();
  const t = useAccountText();
  const longDate = useLongDate();

  if (loading) return <LoadingState className="min-h-[60vh]" />;
  if (!user) {
    return (
      <>
        <Seo title={t('pf.seo')} noindex />
        <EmptyState as="h1" title={t('pf.signInTitle')} description={t('pf.signInText')}>
          <ButtonLink to="/auth?redirect=%2Fprofile">{t('signIn')}</ButtonLink>
        </EmptyState>
      </>
    );
  }

  return (
    <div className="pb-24">
      <Seo title={t('pf.seo')} noindex />
      <PageHeader eyebrow={t('pf.eyebrow')} title={t('pf.seo')} align="left" />
      <div className="mx-auto grid max-w-content gap-14 px-5 sm:px-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
        <div className="space-y-14">
          <TitledSection id="details-heading" title={t('pf.details')}>
            <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">{t('email')}</dt>
                <dd className="mt-1 break-all text-base text-ink">
                  <bdi>{user.email}</bdi>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">
                  {t('pf.since')}
                </dt>
                <dd className="mt-1 text-base text-ink">{longDate(user.created_at)}</dd>
              </div>
            </dl>
            <div className="mt-8">
              <ProfileNameForm user={user} />
            </div>
          </TitledSection>
          <TitledSection id="orders-heading" title={t('pf.orders')}>
            <div className="mt-5">
              <OrderHistory userId={user.id} />
            </div>
          </TitledSection>
        </div>
        <aside className="space-y-8">
          <PremiumCard />
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
      </div>
    </div>
  );
}
