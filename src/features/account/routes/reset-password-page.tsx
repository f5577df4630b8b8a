import { useState } from 'react';

import { ButtonLink, LoadingState, ZellijStar } from '@/components/ui';
import { Seo } from '@/components/seo';
import { useAuth } from '@/providers/use-auth';

import { ForgotPasswordForm } from '../components/forgot-password-form';
import { NewPasswordForm } from '../components/new-password-form';

/**
 * /reset-password: the e-mailed link signs the reader in with a recovery session (PASSWORD_RECOVERY),
 * and here they choose a new password. Without a session the link was invalid or expired, so they can
 * ask for a fresh one.
 */
export default function ResetPasswordPage() {
  const { user, loading, lastEvent } = useAuth();
  const [done, setDone] = useState(false);

  let content;
  if (loading) {
    content = <LoadingState />;
  } else if (done) {
    content = (
      <div role="status" className="text-center">
        <p className="text-lg text-ink">Your password has been changed, and you are signed in.</p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink to="/profile">Go to your account</ButtonLink>
          <ButtonLink to="/shop" variant="secondary">
            Continue shopping
          </ButtonLink>
        </div>
      </div>
    );
  } else if (user) {
    content = (
      <>
        <p className="mb-8 text-center text-ink-soft">
          {lastEvent === 'PASSWORD_RECOVERY'
            ? `Choose a new password for ${user.email ?? 'your account'}.`
            : `You are signed in as ${user.email ?? 'your account'}. Choose a new password below.`}
        </p>
        <NewPasswordForm onDone={() => setDone(true)} />
      </>
    );
  } else {
    content = (
      <>
        <p className="mb-8 text-center text-ink-soft">
          This reset link is invalid or has expired. Ask for a new one and use it within the hour.
        </p>
        <ForgotPasswordForm />
      </>
    );
  }

  return (
    <div className="px-5 py-14 sm:py-20">
      <Seo title="Reset your password" noindex />
      <div className="mx-auto max-w-md">
        <div className="mb-8 text-center">
          <ZellijStar className="mx-auto h-10 w-10 text-clay-500" />
          <h1 className="mt-5 text-4xl font-light text-ink">Reset your password</h1>
        </div>
        {content}
      </div>
    </div>
  );
}
