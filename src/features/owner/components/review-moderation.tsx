import type { ReviewStatus } from '@rules/reviews';
import { MAX_REVIEW_ANSWER } from '@rules/reviews';
import { LOCALE_NAMES, type Locale } from '@rules/locales';
import { useId, useState } from 'react';

import { Button, EmptyState, LoadingState } from '@/components/ui';

import { useCustomerPhotoLink } from '../api/return-photo-link';
import { useModerateReview, useOwnerReviews, type OwnerReview } from '../api/reviews';
import { useOwnerText } from '../i18n';

const STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected'];

/**
 * The reviews by where they stand (those waiting first): each with its piece, order, rating, words
 * and photos, to publish or reject, and to answer in public. The database checks the owner.
 */
export function ReviewModeration() {
  const t = useOwnerText();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  // Said here, not on the card: a review published or rejected leaves the list it was in.
  const [done, setDone] = useState('');
  const read = useOwnerReviews(status);
  return (
    <section aria-labelledby="reviews-list" className="space-y-6">
      <h2 id="reviews-list" className="sr-only">
        {t(`reviews.st.${status}`)}
      </h2>
      <div role="group" aria-label={t('reviews.show')} className="flex flex-wrap gap-2">
        {STATUSES.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={value === status ? 'primary' : 'secondary'}
            aria-pressed={value === status}
            onClick={() => setStatus(value)}
          >
            {t(`reviews.st.${value}`)}
          </Button>
        ))}
      </div>
      <div aria-live="polite" className="text-sm text-ink">
        {done && <p>{done}</p>}
      </div>
      {!read.data ? (
        <LoadingState />
      ) : read.data.length === 0 ? (
        <EmptyState as="p" title={t('reviews.none')} />
      ) : (
        <ul className="space-y-6">
          {read.data.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} onDone={setDone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewCard({ review, onDone }: { review: OwnerReview; onDone: (said: string) => void }) {
  const t = useOwnerText();
  const id = useId();
  const moderate = useModerateReview();
  const [answer, setAnswer] = useState(review.answer ?? '');
  const trimmed = answer.trim();
  const decide = (status?: 'published' | 'rejected') =>
    moderate.mutate(
      { review_id: review.id, ...(status ? { status } : {}), answer: trimmed === '' ? null : trimmed },
      { onSuccess: () => onDone(t(`reviews.done.${status ?? 'answered'}`, { title: review.title })) },
    );
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-sm border border-sand-200 p-5">
      <p className="text-sm text-ink-soft">
        {t('reviews.of', { product: review.product_title, number: review.order_number })}
      </p>
      <p className="mt-2 text-sm font-medium text-ink">
        {t('reviews.rating', { rating: review.rating })} ·{' '}
        {t('reviews.by', { name: review.reviewer_name, language: LOCALE_NAMES[review.locale as Locale] })}
      </p>
      <h3 id={`${id}-title`} lang={review.locale} dir="auto" className="mt-2 text-lg text-ink">
        {review.title}
      </h3>
      <p lang={review.locale} dir="auto" className="mt-1 whitespace-pre-line text-ink-soft">
        {review.body}
      </p>
      {review.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {review.photos.map((path, index) => (
            <li key={path}>
              <ReviewPhoto path={path} label={t('reviews.photo', { n: index + 1 })} />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-answer`} className="mt-4 block text-sm font-medium text-ink">
        {t('reviews.answer')}
      </label>
      <textarea
        id={`${id}-answer`}
        dir="auto"
        rows={3}
        maxLength={MAX_REVIEW_ANSWER}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        className="mt-1.5 block w-full rounded-md border border-sand-300 bg-white px-4 py-3 text-base text-ink focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        {review.status !== 'published' && (
          <Button type="button" disabled={moderate.isPending} onClick={() => decide('published')}>
            {t('reviews.publish')}
          </Button>
        )}
        {review.status !== 'rejected' && (
          <Button
            type="button"
            variant="secondary"
            disabled={moderate.isPending}
            onClick={() => decide('rejected')}
          >
            {t('reviews.reject')}
          </Button>
        )}
        {review.status === 'published' && (
          <Button type="button" variant="secondary" disabled={moderate.isPending} onClick={() => decide()}>
            {t('reviews.save')}
          </Button>
        )}
      </div>
      {moderate.isError && (
        <p role="alert" className="mt-2 text-sm text-clay-700">
          {t('reviews.failed')}
        </p>
      )}
    </article>
  );
}

function ReviewPhoto({ path, label }: { path: string; label: string }) {
  const link = useCustomerPhotoLink('review-photos', path);
  if (!link.data) return null;
  return (
    <a href={link.data} target="_blank" rel="noreferrer" className="block">
      <img src={link.data} alt={label} width={96} height={96} className="h-24 w-24 rounded-sm object-cover" />
    </a>
  );
}
