import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';

import { updatePassword } from '../api/update-password';
import { authErrorMessage } from '../lib/auth-errors';

import { useAccountText } from '../i18n';
import { useFormsText } from '../i18n/forms';

import { usePasswordCheck } from '../lib/password-text';

import { PasswordField } from './password-field';

/**
 * Choose and confirm a new password. The rule is shown and checked before sending; anything the
 * server still refuses (e.g. the same password again) comes back as its message.
 */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useFormsText();
  const shared = useAccountText();
  const { passwordError, checkPassword } = usePasswordCheck();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (!checkPassword(password)) {
      setError(null);
      return;
    }
    if (password !== String(form.get('confirm') ?? '')) {
      setError(t('np.mismatch'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      await updatePassword(password);
      onDone();
    } catch (caught) {
      setError(authErrorMessage(caught, t('np.fail'), t('limited')));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label={t('np.form')}>
      <PasswordField label={t('np.new')} name="password" required error={passwordError} />
      <TextField
        label={t('np.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
      />
      {error && (
        <p role="alert" className="text-sm text-clay-700">
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? shared('saving') : t('np.save')}
      </Button>
    </form>
  );
}
