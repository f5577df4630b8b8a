import { REVIEWS_PAGE_SIZE } from '@rules/reviews';
import { useInfiniteQuery } from '@tanstack/react-query';

import { arrayOf, nullable, number, record, text, type JsonReader } from '@/lib/json-reader';
import { dataOf, getDatabase, getStorage, request } from '@/lib/supabase';

/** A published review as visitors read it: the reviewer's first name and initial, nothing else of them. */
export interface PublishedReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  locale: string;
  reviewer_name: string;
  photos: string[];
  published_at: string;
  answer: string | null;
}

export interface ReviewPage {
  count: number;
  average: number | null;
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  page: number;
  reviews: PublishedReview[];
}

const readPage: JsonReader<ReviewPage> = record({
  count: number,
  average: nullable(number),
  distribution: record({ '1': number, '2': number, '3': number, '4': number, '5': number }),
  page: number,
  reviews: arrayOf(
    record({
      id: text,
      rating: number,
      title: text,
      body: text,
      locale: text,
      reviewer_name: text,
      photos: arrayOf(text),
      published_at: text,
      answer: nullable(text),
    }),
  ),
});

/**
 * rpc product_reviews, a page at a time (newest first): only published reviews, for everyone. Read
 * again when the page opens: a prerendered page carries the reviews of its build, and the owner
 * publishes more in between.
 */
export function useProductReviews(productId: string) {
  return useInfiniteQuery({
    queryKey: ['products', 'reviews', productId],
    staleTime: 0,
    initialPageParam: 1,
    queryFn: async ({ pageParam }) =>
      readPage(
        await request(getDatabase, (supabase) =>
          supabase.rpc('product_reviews', {
            p_product_id: productId,
            p_page: pageParam,
            p_page_size: REVIEWS_PAGE_SIZE,
          }),
        ),
        'product_reviews',
      ),
    getNextPageParam: (last) => (last.page * REVIEWS_PAGE_SIZE < last.count ? last.page + 1 : undefined),
  });
}

/**
 * Links to a published review's photos, resized for the page (Storage's image transformation, the
 * same call on hosted Supabase and the local backend), for an hour: the review-photos bucket lets
 * anyone sign a photo of a published review, and nothing else.
 */
export async function reviewPhotoLinks(paths: string[]): Promise<string[]> {
  const storage = await getStorage();
  return Promise.all(
    paths.map(async (path) => {
      const signed = await dataOf(
        storage
          .from('review-photos')
          .createSignedUrl(path, 3600, { transform: { width: 192, height: 192, resize: 'cover' } }),
      );
      if (!signed) throw new Error(`Storage signed no link for ${path}`);
      return signed.signedUrl;
    }),
  );
}
