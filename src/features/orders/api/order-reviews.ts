import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { functionError } from '@/lib/function-refusal';
import { arrayOf, nullable, number, record, text, type JsonReader } from '@/lib/json-reader';
import { dataOf, getDatabase, getFunctions, request } from '@/lib/supabase';

import { orderQueryKey } from './get-order';

/** A review as its writer reads it back (submit_review, my_order_reviews). */
export interface OwnReview {
  id: string;
  rating: number;
  title: string;
  status: string;
}

/** A line of the delivered order, and its review once written. */
export interface ReviewableLine {
  order_item_id: string;
  title: string;
  size: string | null;
  review: OwnReview | null;
}

const readLine: JsonReader<ReviewableLine> = record({
  order_item_id: text,
  title: text,
  size: nullable(text),
  review: nullable(record({ id: text, rating: number, title: text, status: text })),
});

/** What the customer sends (submit_review's p_review). A type, so it is Json. */
export type ReviewAsk = {
  order_item_id: string;
  rating: number;
  title: string;
  body: string;
  locale: string;
  photos?: string[];
};

const reviewsKey = (orderId: string) => [...orderQueryKey(orderId), 'reviews'] as const;

/** rpc my_order_reviews: the lines of the caller's own delivered order; empty for anyone else. */
export function useOrderReviews(orderId: string) {
  return useQuery({
    queryKey: reviewsKey(orderId),
    queryFn: async () =>
      arrayOf(readLine)(
        await request(getDatabase, (database) => database.rpc('my_order_reviews', { p_order_id: orderId })),
        'my_order_reviews',
      ),
  });
}

const readStored = record({ bucket: text, path: text });

/**
 * POST review-photo ?order_item_id=: the function checks the bytes are a photo, strips what they say
 * about the customer, checks the line is theirs to review and stores it; answers its name.
 */
async function sendReviewPhoto(orderItemId: string, photo: Blob): Promise<string> {
  const functions = await getFunctions();
  const { data, error } = await functions.invoke(
    `review-photo?order_item_id=${encodeURIComponent(orderItemId)}`,
    { body: photo, headers: { 'Content-Type': photo.type } },
  );
  if (error) throw await functionError(error);
  return readStored(data, 'review-photo').path;
}

/** The photos first (each through review-photo), then rpc submit_review naming them. */
export function useSubmitReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ask, photos }: { ask: ReviewAsk; photos: Blob[] }) => {
      const names: string[] = [];
      for (const photo of photos) names.push(await sendReviewPhoto(ask.order_item_id, photo));
      const supabase = await getDatabase();
      return dataOf(supabase.rpc('submit_review', { p_review: { ...ask, photos: names } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsKey(orderId) }),
  });
}
