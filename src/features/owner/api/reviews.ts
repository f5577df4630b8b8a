import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { arrayOf, nullable, number, record, text, type JsonReader } from '@/lib/json-reader';
import { getDatabase, request } from '@/lib/supabase';
import type { ReviewStatus } from '@rules/reviews';

/** A review as owner_reviews lists it, with the piece and the order it is of. */
export interface OwnerReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  status: string;
  locale: string;
  reviewer_name: string;
  photos: string[];
  answer: string | null;
  created_at: string;
  product_title: string;
  order_number: string;
}

const readReview: JsonReader<OwnerReview> = record({
  id: text,
  rating: number,
  title: text,
  body: text,
  status: text,
  locale: text,
  reviewer_name: text,
  photos: arrayOf(text),
  answer: nullable(text),
  created_at: text,
  product_title: text,
  order_number: text,
});

/** rpc owner_reviews: the reviews with a status, oldest first (the database checks the owner). */
export function useOwnerReviews(status: ReviewStatus) {
  return useQuery({
    queryKey: ['owner', 'reviews', status],
    queryFn: async () =>
      arrayOf(readReview)(
        await request(getDatabase, (supabase) => supabase.rpc('owner_reviews', { p_status: status })),
        'owner_reviews',
      ),
  });
}

/** What the owner decides: publish or reject, and/or the public answer (null takes it back). */
export type ReviewChange = { review_id: string; status?: 'published' | 'rejected'; answer?: string | null };

/** rpc owner_moderate_review; every list of reviews may change, and so may the product's page. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReviewChange) =>
      request(getDatabase, (supabase) => supabase.rpc('owner_moderate_review', { p_change: change })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner', 'reviews'] }),
  });
}
