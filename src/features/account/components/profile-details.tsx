import type { User } from '@supabase/supabase-js';

import { TitledSection } from '@/components/ui/titled-section';

import { useAccountText } from '../i18n';
import { useProfileText } from '../i18n/profile';
import { useLongDate } from '../lib/long-date';

import { ProfileNameForm } from './profile-name-form';

/** The profile's account details (address, member since) and the name the reader goes by. */
export function ProfileDetails({ user }: { user: User }) {
  const t = useProfileText();
  const shared = useAccountText();
  const longDate = useLongDate();
  return (
    <TitledSection id="details-heading" title={t('pf.details')}>
      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">{shared('email')}</dt>
          <dd className="mt-1 break-all text-base text-ink">
            <bdi>{user.email}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">{t('pf.since')}</dt>
          <dd className="mt-1 text-base text-ink">{longDate(user.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-8">
        <ProfileNameForm user={user} />
      </div>
    </TitledSection>
  );
}
