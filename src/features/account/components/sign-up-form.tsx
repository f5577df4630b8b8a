import { useState, type FormEvent } from 'react';

import { explainPasswordProblems, passwordProblems } from '@rules/password';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';

import { signUp } from '../api/sign-up';
import { authErrorMessage } from '../lib/auth-errors';

import { PasswordField } from './password-field';
import { ResendConfirmation } from './resend-confirmation';

/** Email + password, names optional. A password the server would refuse is explained before sending. */
export function SignUpForm() {
  const [pending, setPending] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [awaitingEmail, setAwaitingEmail] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    const problems = passwordProblems(password);
    if (problems.length > 0) {
      setPasswordError(explainPasswordProblems(problems));
      return;
    }
    setPasswordError(null);
    setPending(true);
    try {
      const { signedIn } = await signUp({
        email,
        password,
        firstName: String(form.get('firstName') ?? ''),
        lastName: String(form.get('lastName') ?? ''),
      });
      // Where e-mail confirmation is off the reader is signed in at once; don't send them to their inbox.
      toast({
        title: 'Account created!',
        description: signedIn ? 'You are now signed in.' : 'Please check your email to verify your account.',
      });
      if (!signedIn) setAwaitingEmail(email.trim());
    } catch (error) {
      toast({
        title: 'Sign up failed',
        description: authErrorMessage(error, 'Your account could not be created. Please try again.'),
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
          <p className="font-medium">Check your inbox</p>
          <p className="mt-1 text-sm">
            We sent a link to {awaitingEmail}. Open it to verify your account; it signs you in.
          </p>
        </div>
        <ResendConfirmation email={awaitingEmail} />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Sign up">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" hint="(optional)" name="firstName" autoComplete="given-name" />
        <TextField label="Last name" hint="(optional)" name="lastName" autoComplete="family-name" />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <PasswordField
        label="Password"
        name="password"
        required
        error={passwordError}
        onChange={() => passwordError && setPasswordError(null)}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
