import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { LabelledInput } from '@/components/ui/labelled-input';
import { LatticeBand } from '@/components/ui/lattice-band';

import { useSubscribeToNewsletter, type SubscribeOutcome } from '../api/subscribe-to-newsletter';
import { useNewsletterText, type NewsletterMessageId } from '../i18n';

const SUCCESS: Record<SubscribeOutcome, NewsletterMessageId> = {
  subscribed: 'ok',
  'already-subscribed': 'again',
};

/** 'Come closer.': the newsletter sign-up above the footer. */
export function NewsletterBlock() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeToNewsletter();
  const t = useNewsletterText();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(address, {
      onSuccess: () => setEmail(''),
      onError: (error) => console.error('Newsletter sign-up failed:', error),
    });
  }

  return (
    <LatticeBand
      as="section"
      aria-labelledby={`${id}-title`}
      className="bg-clay-700 text-white"
      latticeClassName="text-white/[0.07]"
    >
      <div className="relative mx-auto grid max-w-content gap-8 px-5 py-16 sm:px-8 md:grid-cols-2 md:items-center md:py-20">
        <div>
          <h2 id={`${id}-title`} className="text-4xl font-light sm:text-5xl">
            {t('title')}
          </h2>
          <p className="mt-4 max-w-md text-sand-100">{t('text')}</p>
        </div>
        <div>
          <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
            <LabelledInput
              id={`${id}-email`}
              label={t('email')}
              type="email"
              required
              autoComplete="email"
              value={email}
              onValueChange={(value) => {
                setEmail(value);
                if (!subscribe.isIdle && !subscribe.isPending) subscribe.reset();
              }}
              placeholder={t('ph')}
              aria-describedby={`${id}-status`}
              className="h-12 flex-1 rounded-full border border-white/40 bg-white/10 px-5 text-white placeholder:text-sand-200 focus:border-white focus:outline-none"
            />
            <Button
              type="submit"
              variant="secondary"
              disabled={subscribe.isPending}
              className="h-12 border-white bg-white text-clay-800 hover:bg-sand-100 hover:text-clay-800"
            >
              {subscribe.isPending ? t('busy') : t('go')}
            </Button>
          </form>
          <p id={`${id}-status`} role="status" aria-live="polite" className="mt-3 min-h-[1.5rem] text-sm">
            {subscribe.isSuccess && t(SUCCESS[subscribe.data])}
            {subscribe.isError && (
              <span className="rounded bg-white px-2 py-1 font-medium text-clay-800">{t('fail')}</span>
            )}
          </p>
        </div>
      </div>
    </LatticeBand>
  );
}
