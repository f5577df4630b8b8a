import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { loadSupabaseEarly } from '@/lib/supabase';

import { signIn } from '../api/sign-in';
import { authErrorCode, authErrorMessage } from '../lib/auth-errors';

import { useAccountText } from '../i18n';
import { useFormsText } from '../i18n/forms';

import { ForgotPasswordForm } from './forgot-password-form';
import { ResendConfirmation } from './resend-confirmation';

/**
 * Email + password. Success is handled by the page, which redirects once the session arrives. An
 * address that was never confirmed is offered a new confirmation link.
 */
export function SignInForm() {
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const t = useFormsText();
  const shared = useAccountText();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setUnconfirmed(null);
    try {
      await signIn({ email, password: String(form.get('password') ?? '') });
      toast({ title: t('in.ok'), description: t('in.okText') });
    } catch (error) {
      if (authErrorCode(error) === 'email_not_confirmed') setUnconfirmed(email.trim());
      toast({
        title: t('in.fail'),
        description: authErrorMessage(error, t('in.failText'), t('limited')),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-6">
      <form
        onSubmit={onSubmit}
        onFocus={loadSupabaseEarly}
        className="space-y-5"
        aria-label={t('form.signIn')}
      >
        <TextField
          label={shared('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('signingIn') : shared('signIn')}
        </Button>
      </form>
      {unconfirmed && (
        <div className="rounded-md bg-sand-100 px-5 py-4 text-ink">
          <p role="alert" className="text-sm">
            {t('in.confirm', { email: unconfirmed })}
          </p>
          <ResendConfirmation email={unconfirmed} />
        </div>
      )}
      <div className="border-t border-sand-200 pt-5">
        <button
          type="button"
          aria-expanded={forgotOpen}
          aria-controls="forgot-password"
          onClick={() => setForgotOpen((open) => !open)}
          className="text-sm font-medium text-indigo-800 underline-offset-4 hover:underline"
        >
          {t('forgot')}
        </button>
        {forgotOpen && (
          <div id="forgot-password" className="mt-4">
            <ForgotPasswordForm initialEmail={email} />
          </div>
        )}
      </div>
    </div>
  );
}
