import { useState } from 'react';

import { Button } from '@/components/ui';

import { resendConfirmation } from '../api/resend-confirmation';
import { useFormsText } from '../i18n/forms';
import { authErrorMessage, isRecentlyMailed } from '../lib/auth-errors';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/** "Resend" for an address whose confirmation link is lost or expired. */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const t = useFormsText();

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendConfirmation(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isRecentlyMailed(error)
          ? t('resend.recent', { email })
          : authErrorMessage(error, t('sendFailed'), t('limited')),
      });
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <Button type="button" variant="secondary" onClick={resend} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('sending') : t('resend')}
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {state.kind === 'sent' && t('resend.sent', { email })}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
