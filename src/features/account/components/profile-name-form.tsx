import type { User } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast-store';
import { loadSupabaseEarly } from '@/lib/supabase';

import { updateProfileName } from '../api/update-profile-name';
import { useAccountText } from '../i18n';
import { useProfileText } from '../i18n/profile';

function metadataName(user: User, key: 'first_name' | 'last_name'): string {
  const value: unknown = user.user_metadata?.[key];
  return typeof value === 'string' ? value : '';
}

/** First and last name, kept in the auth user's metadata. */
export function ProfileNameForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(() => metadataName(user, 'first_name'));
  const [lastName, setLastName] = useState(() => metadataName(user, 'last_name'));
  const [pending, setPending] = useState(false);
  const t = useProfileText();
  const shared = useAccountText();
  const unchanged =
    firstName === metadataName(user, 'first_name') && lastName === metadataName(user, 'last_name');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await updateProfileName({ firstName, lastName });
      toast({ title: t('name.ok'), description: t('name.okText') });
    } catch (error) {
      toast({ title: t('name.fail'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} onFocus={loadSupabaseEarly} aria-label={t('name.form')} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={shared('firstName')}
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label={shared('lastName')}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending || unchanged}>
        {pending ? shared('saving') : t('name.save')}
      </Button>
    </form>
  );
}
