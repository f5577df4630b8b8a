import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';

import { useRequestBackInStock } from '../api/request-back-in-stock';
import { useLaterText } from '../i18n/later';
import type { Product } from '../types';

interface NotifyMeProps {
  product: Pick<Product, 'id' | 'title'>;
  /** The sold-out size the shopper waits for; none for a product sold out in every size. */
  size?: { variantId: string; name: string };
}

/**
 * "Notify me" under a sold-out product, or for one sold-out size: one e-mail when it is back in stock.
 * The answer is the same whether this address had asked before, and says so plainly.
 */
export function NotifyMe({ product, size }: NotifyMeProps) {
  const { id: productId, title } = product;
  const t = useLaterText();
  const id = useId();
  const [email, setEmail] = useState('');
  const request = useRequestBackInStock(productId, size?.variantId);
  const answer = request.data;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || request.isPending) return;
    request.mutate(email, {
      onSuccess: (result) => {
        if (result === 'requested') setEmail('');
      },
      onError: (error) => console.error('Back-in-stock request failed:', error),
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-sm border border-sand-300 bg-sand-100 p-5">
      <h2 id={`${id}-title`} className="font-display text-xl font-light text-ink">
        {size ? t('notify.sizeTitle', { size: size.name }) : t('notify.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {size ? t('notify.sizeText', { title, size: size.name }) : t('notify.text', { title })}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
            {t('notify.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (request.isError || answer === 'invalid_email') request.reset();
            }}
            aria-invalid={answer === 'invalid_email' || undefined}
            aria-describedby={answer === 'invalid_email' ? `${id}-error` : undefined}
            className="mt-1.5 block h-12 w-full rounded-md border border-sand-300 bg-white px-4 text-base text-ink focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
          />
          {answer === 'invalid_email' && (
            <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-700">
              {t('notify.invalid')}
            </p>
          )}
        </div>
        <Button type="submit" disabled={request.isPending} className="h-12 shrink-0 sm:mt-[1.625rem]">
          {request.isPending ? t('notify.saving') : t('notify.submit')}
        </Button>
      </form>
      <p role="status" aria-live="polite" className="mt-3 min-h-[1.25rem] text-sm text-ink">
        {answer === 'requested' && t('notify.done')}
        {answer === 'in_stock' && t('notify.inStock')}
        {request.isError && t('notify.error')}
      </p>
    </section>
  );
}
