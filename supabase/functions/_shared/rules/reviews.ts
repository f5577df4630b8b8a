/**
 * A customer's review of a piece they received (issue 35): the limits the database holds
 * (migration 20261211000100_reviews.sql: the reviews table's checks and submit_review) and the
 * review-photo function, the order page's form and the product page read. One source for all;
 * tests/backend/reviews-api.test.ts holds the database to the same figures. A review's photos are held
 * to the same limits as a return's (return-photos.ts: 5 MB; JPEG, PNG, WebP), as the review-photos
 * bucket is.
 */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** The title: a line, at most this long. */
export const MAX_REVIEW_TITLE = 120;
/** The text: up to 2,000 characters. */
export const MAX_REVIEW_BODY = 2000;
/** Photos with one review. */
export const MAX_REVIEW_PHOTOS = 3;
/** The owner's public answer. */
export const MAX_REVIEW_ANSWER = 2000;
/** Published reviews on one page of the product page's list. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewStatus = 'pending' | 'published' | 'rejected';

/** What is wrong with a review before it is sent, field by field (the form shows these). */
export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
}

export type ReviewProblem =
  'rating_required' | 'title_required' | 'title_too_long' | 'body_required' | 'body_too_long';

export function reviewProblems(
  draft: ReviewDraft,
): Partial<Record<'rating' | 'title' | 'body', ReviewProblem>> {
  const problems: Partial<Record<'rating' | 'title' | 'body', ReviewProblem>> = {};
  if (draft.rating === null || !REVIEW_RATINGS.includes(draft.rating as ReviewRating)) {
    problems.rating = 'rating_required';
  }
  const title = draft.title.trim();
  if (title === '') problems.title = 'title_required';
  else if (title.length > MAX_REVIEW_TITLE) problems.title = 'title_too_long';
  const body = draft.body.trim();
  if (body === '') problems.body = 'body_required';
  else if (body.length > MAX_REVIEW_BODY) problems.body = 'body_too_long';
  return problems;
}

/**
 * The kind of image these bytes are, read from their first bytes (never from what the browser says):
 * JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}
