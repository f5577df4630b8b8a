import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { loadSupabaseEarly } from '@/lib/supabase';

import { requestPasswordReset } from '../api/request-password-reset';
import { useFormsText } from '../i18n/forms';
import { isRateLimited, isRecentlyMailed } from '../lib/auth-errors';

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an account, so
 * the form cannot be used to find out who shops here.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'limited'>('idle');
  const t = useFormsText();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('sending');
    try {
      await requestPasswordReset(email);
      setState('sent');
    } catch (error) {
      // A link went to this address within max_frequency: saying "sent" is true, and answering
      // differently would tell that the address has an account.
      if (isRecentlyMailed(error)) setState('sent');
      else if (isRateLimited(error)) setState('limited');
      else {
        // Outages are worth a retry; which addresses exist is never revealed.
        console.warn('Password reset request failed:', error);
        setState('failed');
      }
    }
  }

  if (state === 'sent') {
    return (
      <p role="status" className="rounded-md bg-mint-100 px-4 py-3 text-sm text-mint-700">
        {t('reset.sent', { email })}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} onFocus={loadSupabaseEarly} className="space-y-4" aria-label={t('reset.form')}>
      <p className="text-sm text-ink-soft">{t('reset.lead')}</p>
      <TextField
        label={t('reset.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {state === 'limited' && (
        <p role="alert" className="text-sm text-clay-700">
          {t('limited')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-clay-700">
          {t('sendFailed')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={state === 'sending'}>
        {state === 'sending' ? t('sending') : t('reset.send')}
      </Button>
    </form>
  );
}
