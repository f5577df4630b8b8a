import { useState } from 'react';

import { LoadingState, ZellijStar } from '@/components/ui';
import { ButtonLinks } from '@/components/ui/button-links';
import { Seo } from '@/components/seo';
import { useAuth } from '@/providers/use-auth';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { ForgotPasswordForm } from '../components/forgot-password-form';
import { NewPasswordForm } from '../components/new-password-form';
import { useFormsText } from '../i18n/forms';

export const handle: ScreenHandle = { translated: true };

/**
 * /reset-password: the e-mailed link signs the reader in with a recovery session (PASSWORD_RECOVERY),
 * and here they choose a new password. Without a session the link was invalid or expired, so they can
 * ask for a fresh one.
 */
export default function ResetPasswordPage() {
  const { user, loading, lastEvent } = useAuth();
  const [done, setDone] = useState(false);
  const t = useFormsText();

  let content;
  if (loading) {
    content = <LoadingState />;
  } else if (done) {
    content = (
      <div role="status" className="text-center">
        <p className="text-lg text-ink">{t('rp.done')}</p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLinks links={{ '/profile': t('rp.account'), '/shop': t('rp.shop') }} />
        </div>
      </div>
    );
  } else if (user) {
    content = (
      <>
        <p className="mb-8 text-center text-ink-soft">
          {lastEvent === 'PASSWORD_RECOVERY'
            ? t('rp.choose', { email: user.email ?? t('rp.yourAccount') })
            : t('rp.signedIn', { email: user.email ?? t('rp.yourAccount') })}
        </p>
        <NewPasswordForm onDone={() => setDone(true)} />
      </>
    );
  } else {
    content = (
      <>
        <p className="mb-8 text-center text-ink-soft">{t('rp.invalid')}</p>
        <ForgotPasswordForm />
      </>
    );
  }

  return (
    <div className="px-5 py-14 sm:py-20">
      <Seo title={t('reset.form')} noindex />
      <div className="mx-auto max-w-md">
        <div className="mb-8 text-center">
          <ZellijStar className="mx-auto h-10 w-10 text-clay-500" />
          <h1 className="mt-5 text-4xl font-light text-ink">{t('reset.form')}</h1>
        </div>
        {content}
      </div>
    </div>
  );
}
