import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';

import { updatePassword } from '../api/update-password';

/** Choose and confirm a new password; the server's rules (e.g. weak_password) come back as the message. */
export function NewPasswordForm({ onDone }: { onDone: () => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
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
      setError((caught as Error).message || 'Your password could not be changed. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Set a new password">
      <TextField label="New password" name="password" type="password" autoComplete="new-password" required />
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
