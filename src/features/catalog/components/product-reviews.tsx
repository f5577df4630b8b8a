import { LOCALE_NAMES, type Locale } from '@rules/locales';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

import { Badge, SectionHeading } from '@/components/ui';
import { useLocale } from '@/lib/i18n/locale';

import { reviewPhotoLinks, useProductReviews, type PublishedReview } from '../api/get-product-reviews';
import { useLaterText } from '../i18n/later';
import type { Product } from '../types';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** ★★★★☆ for the eye; the words say the rating. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="tracking-[0.1em] text-clay-600" dir="ltr">
        {'★'.repeat(rating) + '☆'.repeat(5 - rating)}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * What customers who received the piece said: the average, the count and how the ratings spread, then
 * the published reviews, newest first, a page at a time, each in the language it was written in (marked
 * so), by the reviewer's first name and initial, as a verified buyer (the database lets only the
 * customer of a delivered order review), with the shop's answer. Loaded at the foot of the page, after
 * it is usable; nothing shows for a piece without a published review.
 */
export function ProductReviews({ product }: { product: Product }) {
  const t = useLaterText();
  const read = useProductReviews(product.id);
  const pages = read.data?.pages ?? [];
  const first = pages[0];
  if (!first || first.count === 0 || first.average === null) return null;
  const reviews = pages.flatMap((page) => page.reviews);
  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-content px-5 py-16 sm:px-8">
      <SectionHeading id="reviews-title" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
      <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_1fr]">
        <div>
          <p aria-hidden="true" className="text-4xl font-light text-ink">
            {t('reviews.average', { average: first.average })}
          </p>
          <Stars rating={Math.round(first.average)} label={t('reviews.rated', { rating: first.average })} />
          <p className="mt-1 text-sm text-ink-soft">{t('reviews.count', { count: first.count })}</p>
          <dl className="mt-4 space-y-1.5 text-sm">
            {RATINGS.map((rating) => (
              <div key={rating} className="grid grid-cols-[4.5rem_1fr_2rem] items-center gap-2">
                <dt className="text-ink-soft">{t('reviews.stars', { count: Number(rating) })}</dt>
                <dd className="contents">
                  <span aria-hidden="true" className="h-2 rounded-full bg-sand-200">
                    <span
                      className="block h-2 rounded-full bg-clay-500"
                      style={{ width: `${(first.distribution[rating] / first.count) * 100}%` }}
                    />
                  </span>
                  <span className="text-end text-ink">{first.distribution[rating]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <ul className="space-y-8">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          {read.hasNextPage && (
            <button
              type="button"
              disabled={read.isFetchingNextPage}
              onClick={() => void read.fetchNextPage()}
              className="mt-8 h-12 rounded-full border border-sand-300 px-6 text-sm text-ink hover:bg-sand-100"
            >
              {t('reviews.more')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function ReviewItem({ review }: { review: PublishedReview }) {
  const t = useLaterText();
  const id = useId();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(review.published_at));
  return (
    <article aria-labelledby={id} className="border-b border-sand-200 pb-8">
      <Stars rating={review.rating} label={t('reviews.rated', { rating: review.rating })} />
      <h3 id={id} lang={review.locale} dir="auto" className="mt-2 text-lg text-ink">
        {review.title}
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-ink-soft">
        <bdi className="font-medium text-ink">{review.reviewer_name}</bdi>
        <Badge tone="green">{t('reviews.verified')}</Badge>
        <time dateTime={review.published_at}>{date}</time>
        {review.locale !== locale && (
          <span>{t('reviews.language', { language: LOCALE_NAMES[review.locale as Locale] })}</span>
        )}
      </p>
      <p lang={review.locale} dir="auto" className="mt-3 whitespace-pre-line leading-relaxed text-ink-soft">
        {review.body}
      </p>
      {review.photos.length > 0 && <ReviewPhotos review={review} />}
      {review.answer && (
        <div className="mt-4 border-s-2 border-clay-400/50 ps-4">
          <p className="text-sm font-medium text-ink">{t('reviews.answer')}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line text-sm text-ink-soft">
            {review.answer}
          </p>
        </div>
      )}
    </article>
  );
}

function ReviewPhotos({ review }: { review: PublishedReview }) {
  const t = useLaterText();
  const links = useQuery({
    queryKey: ['products', 'review-photos', review.photos],
    queryFn: () => reviewPhotoLinks(review.photos),
    staleTime: 30 * 60 * 1000,
  });
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      {review.photos.map((path, index) => (
        <li key={path} className="h-24 w-24 overflow-hidden rounded-sm bg-sand-100">
          {links.data?.[index] && (
            <img
              src={links.data[index]}
              alt={t('reviews.photo', { n: index + 1, name: review.reviewer_name })}
              width={96}
              height={96}
              loading="lazy"
              className="h-24 w-24 object-cover"
            />
          )}
        </li>
      ))}
    </ul>
  );
}
