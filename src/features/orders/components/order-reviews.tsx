import { MAX_RETURN_PHOTO_BYTES, RETURN_PHOTO_TYPES, returnPhotoProblem } from '@rules/return-photos';
import {
  MAX_REVIEW_BODY,
  MAX_REVIEW_PHOTOS,
  MAX_REVIEW_TITLE,
  REVIEW_RATINGS,
  reviewProblems,
  type ReviewProblem,
} from '@rules/reviews';
import { useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { TextField } from '@/components/ui/text-field';
import { TitledSection } from '@/components/ui/titled-section';
import { FunctionRefusedError } from '@/lib/function-refusal';
import { useLocale } from '@/lib/i18n/locale';

import { useOrderReviews, useSubmitReview, type ReviewableLine } from '../api/order-reviews';
import { useReviewText, type ReviewMessageId } from '../i18n/reviews';
import { preparedReviewPhoto } from '../review-photo';
import type { Order } from '../types';

// A review's photos are held to the same limits as a return's, as the review-photos bucket is.
const MEGABYTES = MAX_RETURN_PHOTO_BYTES / (1024 * 1024);
const ACCEPT = Object.keys(RETURN_PHOTO_TYPES).join(',');

/** The refusals a customer can meet (the database's and review-photo's codes), in the page's words. */
const REFUSALS: Record<string, ReviewMessageId> = {
  photo_not_image: 'e.photo_not_image',
  photo_too_large: 'e.photo_too_large',
  too_many_photos: 'e.too_many_photos',
  already_reviewed: 'e.already_reviewed',
  not_delivered: 'e.not_delivered',
  title_required: 'v.title_required',
  title_too_long: 'v.title_too_long',
  body_required: 'v.body_required',
  body_too_long: 'v.body_too_long',
  invalid_rating: 'v.rating_required',
};

function refusalOf(error: unknown): ReviewMessageId {
  const code =
    error instanceof FunctionRefusedError ? error.reason?.code : (error as { hint?: unknown } | null)?.hint;
  return (typeof code === 'string' && REFUSALS[code]) || 'e.other';
}

/**
 * Reviewing the pieces of a delivered order, for the account that ordered them: each piece once, its
 * review's state once written. The database decides who may review what (my_order_reviews is empty
 * for anyone else, and submit_review refuses); the form says why before sending.
 */
export default function OrderReviews({ order }: { order: Order }) {
  const t = useReviewText();
  const read = useOrderReviews(order.id);
  if (!read.data || read.data.length === 0) return null;
  return (
    <TitledSection id="reviews" title={t('title')}>
      <p className="mt-4 text-sm text-ink-soft">{t('intro')}</p>
      <ul className="mt-4 space-y-4">
        {read.data.map((line) => (
          <li key={line.order_item_id} className="rounded-sm bg-sand-100 p-4">
            {line.review ? (
              <p className="text-sm text-ink">
                {t(`st.${line.review.status}` as 'st.pending', { item: line.title })}
              </p>
            ) : (
              <LineReview orderId={order.id} line={line} />
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** One piece: a button that opens its form, so an order of five pieces is not five forms at once. */
function LineReview({ orderId, line }: { orderId: string; line: ReviewableLine }) {
  const t = useReviewText();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('write', { item: line.title })}
      </Button>
    );
  }
  return <ReviewForm orderId={orderId} line={line} />;
}

type Field = 'rating' | 'title' | 'body';

export function ReviewForm({ orderId, line }: { orderId: string; line: ReviewableLine }) {
  const t = useReviewText();
  const locale = useLocale();
  const id = useId();
  const send = useSubmitReview(orderId);
  const photoInput = useRef<HTMLInputElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoProblem, setPhotoProblem] = useState<ReviewMessageId | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, ReviewProblem>>>({});

  const say = (problem: ReviewProblem | undefined) =>
    problem && t(`v.${problem}`, { max: problem === 'title_too_long' ? MAX_REVIEW_TITLE : MAX_REVIEW_BODY });

  const choose = (files: File[]) => {
    const all = [...photos, ...files];
    const bad = all.map(returnPhotoProblem).find(Boolean);
    if (bad) setPhotoProblem(bad === 'too_large' ? 'e.photo_too_large' : 'e.photo_not_image');
    else if (all.length > MAX_REVIEW_PHOTOS) setPhotoProblem('e.too_many_photos');
    else {
      setPhotoProblem(null);
      setPhotos(all);
    }
    if (photoInput.current) photoInput.current.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = reviewProblems({ rating, title, body });
    setProblems(found);
    const first = (['rating', 'title', 'body'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    const prepared = await Promise.all(photos.map(preparedReviewPhoto));
    send.mutate({
      ask: {
        order_item_id: line.order_item_id,
        rating: rating!,
        title: title.trim(),
        body: body.trim(),
        locale,
      },
      photos: prepared,
    });
  };

  if (send.isSuccess) {
    return (
      <p role="status" className="text-sm text-ink">
        {t('sent')}
      </p>
    );
  }

  return (
    <form aria-labelledby={`${id}-h`} noValidate onSubmit={submit} className="space-y-4">
      <h3 id={`${id}-h`} className="text-lg font-light text-ink">
        {t('write', { item: line.title })}
      </h3>
      {send.error && (
        <p role="alert" className="rounded-md border border-clay-700 px-4 py-3 text-sm text-clay-700">
          {t(refusalOf(send.error), { megabytes: MEGABYTES, count: MAX_REVIEW_PHOTOS })}
        </p>
      )}
      <fieldset aria-describedby={problems.rating ? `${id}-rating-error` : undefined} className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('rating')}</legend>
        <div className="flex gap-1" dir="ltr">
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className="relative cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                data-field={value === 1 ? 'rating' : undefined}
                className="peer sr-only"
                aria-invalid={problems.rating ? true : undefined}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
              <span
                aria-hidden="true"
                className={`flex h-12 w-12 items-center justify-center rounded-md text-3xl peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-700 ${
                  rating !== null && value <= rating ? 'text-clay-600' : 'text-ink-muted'
                }`}
              >
                {rating !== null && value <= rating ? '★' : '☆'}
              </span>
              <span className="sr-only">{t('stars', { count: value })}</span>
            </label>
          ))}
        </div>
        {problems.rating && (
          <p id={`${id}-rating-error`} className="text-sm text-clay-700">
            {say(problems.rating)}
          </p>
        )}
      </fieldset>
      <TextField
        data-field="title"
        label={t('t')}
        dir="auto"
        maxLength={MAX_REVIEW_TITLE + 20}
        value={title}
        error={say(problems.title)}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-ink">
          {t('body')}
        </label>
        <textarea
          id={`${id}-body`}
          data-field="body"
          dir="auto"
          rows={5}
          value={body}
          aria-invalid={problems.body ? true : undefined}
          aria-describedby={`${id}-count${problems.body ? ` ${id}-body-error` : ''}`}
          className="mt-1.5 block w-full rounded-md border border-sand-300 bg-white px-4 py-3 text-base text-ink focus:border-indigo-700 focus:outline-none focus:ring-2 focus:ring-indigo-700/20"
          onChange={(event) => setBody(event.target.value)}
        />
        <p id={`${id}-count`} className="mt-1 text-sm text-ink-soft">
          {t('count', { count: body.trim().length, max: MAX_REVIEW_BODY })}
        </p>
        {problems.body && (
          <p id={`${id}-body-error`} className="mt-1 text-sm text-clay-700">
            {say(problems.body)}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-photos`} className="block text-sm font-medium text-ink">
          {t('photos')}
          <span className="ms-1.5 font-normal text-ink-muted">{t('optional')}</span>
        </label>
        <p id={`${id}-photos-hint`} className="mt-1 text-sm text-ink-soft">
          {t('photos.hint', { count: MAX_REVIEW_PHOTOS, megabytes: MEGABYTES })}
        </p>
        <input
          ref={photoInput}
          id={`${id}-photos`}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={photos.length >= MAX_REVIEW_PHOTOS}
          aria-invalid={photoProblem ? true : undefined}
          aria-describedby={`${id}-photos-hint${photoProblem ? ` ${id}-photos-error` : ''}`}
          className="mt-1.5 block w-full max-w-sm text-sm text-ink file:me-3 file:h-12 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:text-ink"
          onChange={(event) => choose([...(event.target.files ?? [])])}
        />
        {photoProblem && (
          <p id={`${id}-photos-error`} className="mt-1.5 text-sm text-clay-700">
            {t(photoProblem, { megabytes: MEGABYTES, count: MAX_REVIEW_PHOTOS })}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm">
            {photos.map((photo, index) => (
              <li key={`${photo.name}-${index}`} className="flex items-center gap-3">
                <bdi className="text-ink-soft">{photo.name}</bdi>
                <button
                  type="button"
                  className="h-12 text-indigo-700 underline underline-offset-4"
                  onClick={() => setPhotos(photos.filter((_, at) => at !== index))}
                >
                  {t('photo.remove', { name: photo.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" disabled={send.isPending}>
        {t('go')}
      </Button>
    </form>
  );
}
