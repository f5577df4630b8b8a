import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';

import { sendContactMessage } from '../api/send-contact-message';
import { useContactText } from '../i18n';
import { contactFormProblem, type ContactForm as Form } from '../lib/contact-form';

import { CheckboxField } from './checkbox-field';
import { HoneypotField, HONEYPOT_NAME } from './honeypot-field';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string }
  | { kind: 'error'; message: string };

function readForm(data: FormData): Form {
  const text = (key: string) => String(data.get(key) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    inquireUpcoming: data.get('inquireUpcoming') === 'on',
    optInNewsletter: data.get('optInNewsletter') === 'on',
  };
}

/** 'INQUIRE NOW.': stored in contact_messages, with visible success and error states. */
export function ContactForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const t = useContactText();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = readForm(data);
    const invalid = contactFormProblem(form);
    if (invalid) {
      setStatus({ kind: 'error', message: t(invalid) });
      return;
    }
    // A filled honeypot is a bot: answer as if sent, store nothing.
    if (String(data.get(HONEYPOT_NAME) ?? '') !== '') {
      setStatus({ kind: 'sent', name: form.firstName.trim() });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(form);
      setStatus({ kind: 'sent', name: form.firstName.trim() });
    } catch (error) {
      console.error('Contact message failed:', error);
      setStatus({ kind: 'error', message: t('err.send') });
    }
  }

  if (status.kind === 'sent') {
    return (
      <div role="status" className="rounded-md border border-mint-600/40 bg-mint-100 px-6 py-8 text-mint-700">
        <h2 className="font-display text-2xl font-normal text-ink">
          {status.name ? t('thanks.name', { name: status.name }) : t('thanks')}
        </h2>
        <p className="mt-2">{t('sent')}</p>
        <button
          type="button"
          onClick={() => setStatus({ kind: 'idle' })}
          className="mt-5 text-sm font-medium text-indigo-800 underline underline-offset-4"
        >
          {t('another')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="inquire-heading" className="space-y-6">
      <h2 id="inquire-heading" className="font-display text-3xl font-light tracking-wide text-ink">
        {t('inquire')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('first')} name="firstName" autoComplete="given-name" />
        <TextField label={t('last')} name="lastName" autoComplete="family-name" />
        <TextField
          label={t('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder="+212 6XX XXX XXX"
        />
        <TextField label={t('email')} name="email" type="email" autoComplete="email" />
      </div>
      <p className="-mt-2 text-sm text-ink-soft">{t('reach')}</p>
      <div>
        <label htmlFor="contact-message" className="block text-sm font-medium text-ink">
          {t('message')} <span className="font-normal text-ink-muted">{t('optional')}</span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          maxLength={5000}
          className="mt-1.5 block w-full rounded-md border border-sand-300 bg-white px-4 py-3 text-base text-ink focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('also')}</legend>
        <CheckboxField name="inquireUpcoming" label={t('journeys')} />
        <CheckboxField name="optInNewsletter" label={t('league')} />
      </fieldset>
      <HoneypotField />
      {status.kind === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800">
          {status.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('sending') : t('submit')}
      </Button>
      <p className="text-xs leading-relaxed text-ink-muted">{t('spam')}</p>
    </form>
  );
}
