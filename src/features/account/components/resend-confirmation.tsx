import { useState } from 'react';

import { Button } from '@/components/ui';

import { resendConfirmation } from '../api/resend-confirmation';
import { authErrorMessage, isRecentlyMailed } from '../lib/auth-errors';

type State = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; message: string };

/** "Resend" for an address whose confirmation link is lost or expired. */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function resend() {
    setState({ kind: 'sending' });
    try {
      await resendConfirmation(email);
      setState({ kind: 'sent' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isRecentlyMailed(error)
          ? `We sent a link to ${email} less than a minute ago. Check your inbox, or try again in a minute.`
          : authErrorMessage(error, 'We couldn’t send the link just now. Please try again in a moment.'),
      });
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <Button type="button" variant="secondary" onClick={resend} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Resend confirmation email'}
      </Button>
      <p role="status" className="text-sm empty:hidden">
        {state.kind === 'sent' && `We sent a new confirmation link to ${email}.`}
        {state.kind === 'failed' && state.message}
      </p>
    </div>
  );
}
