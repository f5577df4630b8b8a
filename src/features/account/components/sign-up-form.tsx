import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { useLocale } from '@/lib/i18n/locale';
import { loadSupabaseEarly } from '@/lib/supabase';

import { signUp } from '../api/sign-up';
import { authErrorMessage } from '../lib/auth-errors';

import { useAccountText } from '../i18n';
import { useFormsText } from '../i18n/forms';

import { usePasswordCheck } from '../lib/password-text';

import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';

/** Email + password, names optional. A password the server would refuse is explained before sending. */
export function SignUpForm() {
  const [pending, setPending] = useState(false);
  const [awaitingEmail, setAwaitingEmail] = useState<string | null>(null);
  const t = useFormsText();
  const shared = useAccountText();
  const locale = useLocale();
  const { passwordError, checkPassword, clearPasswordError } = usePasswordCheck();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    if (!checkPassword(password)) return;
    setPending(true);
    try {
      const { signedIn } = await signUp({
        email,
        password,
        firstName: String(form.get('firstName') ?? ''),
        lastName: String(form.get('lastName') ?? ''),
        marketingOptIn: form.get('news') === 'yes',
        locale,
      });
      // Where e-mail confirmation is off the reader is signed in at once; don't send them to their inbox.
      toast({
        title: t('up.ok'),
        description: signedIn ? t('up.in') : t('up.check'),
      });
      if (!signedIn) setAwaitingEmail(email.trim());
    } catch (error) {
      toast({
        title: t('up.fail'),
        description: authErrorMessage(error, t('up.failText'), t('limited')),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  if (awaitingEmail) {
    return (
      <div className="rounded-md bg-mint-100 px-5 py-4 text-mint-700">
        <div role="status">
          <p className="font-medium">{t('up.inbox')}</p>
          <p className="mt-1 text-sm">{t('up.sent', { email: awaitingEmail })}</p>
        </div>
        <ResendConfirmation email={awaitingEmail} />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={loadSupabaseEarly} className="space-y-5" aria-label={t('form.signUp')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={shared('firstName')}
          hint={t('optional')}
          name="firstName"
          autoComplete="given-name"
        />
        <TextField
          label={shared('lastName')}
          hint={t('optional')}
          name="lastName"
          autoComplete="family-name"
        />
      </div>
      <TextField label={shared('email')} name="email" type="email" autoComplete="email" required />
      <PasswordField
        label={t('password')}
        name="password"
        required
        error={passwordError}
        onChange={() => passwordError && clearPasswordError()}
      />
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          name="news"
          value="yes"
          className="mt-0.5 h-5 w-5 shrink-0 accent-indigo-700"
        />
        {t('news')}
      </label>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('creating') : t('create')}
      </Button>
    </form>
  );
}
