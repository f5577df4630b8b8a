import { useState, type FormEvent } from 'react';

import { explainPasswordProblems, passwordProblems } from '@rules/password';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';

import { updatePassword } from '../api/update-password';
import { authErrorMessage } from '../lib/auth-errors';

import { PasswordField } from './password-field';

/**
 * Choose and confirm a new password. The rule is shown and checked before sending; anything the
 * server still refuses (e.g. the same password again) comes back as its message.
 */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const problems = passwordProblems(password);
    setPasswordError(problems.length > 0 ? explainPasswordProblems(problems) : null);
    if (problems.length > 0) {
      setError(null);
      return;
    }
    if (password !== String(form.get('confirm') ?? '')) {
      setError('The two passwords do not match.');
      return;
    }
    setError(null);
    setPending(true);
    try {
      await updatePassword(password);
      onDone();
    } catch (caught) {
      setError(authErrorMessage(caught, 'Your password could not be changed. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      <PasswordField label="New password" name="password" required error={passwordError} />
      <TextField
        label="Confirm new password"
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
        {pending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}
