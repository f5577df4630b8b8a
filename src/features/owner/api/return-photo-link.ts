import { useQuery } from '@tanstack/react-query';

import { dataOf, getStorage } from '@/lib/supabase';

/** How long a link to a customer's photo opens it: long enough to look, short enough not to share. */
const LINK_SECONDS = 60 * 60;

/**
 * A signed link to a customer's photo in a private bucket (a return's, a review's). Storage signs it
 * only for the shop owner (the buckets' read policies), and the link opens that photo only, for an hour.
 */
export function useCustomerPhotoLink(bucket: 'return-photos' | 'review-photos', path: string) {
  return useQuery({
    queryKey: ['owner', bucket, path],
    queryFn: async () => {
      const storage = await getStorage();
      const signed = await dataOf(storage.from(bucket).createSignedUrl(path, LINK_SECONDS));
      if (!signed) throw new Error(`Storage signed no link for ${path}`);
      return signed.signedUrl;
    },
    // Fetched again before the link runs out, for an owner who leaves the screen open.
    staleTime: (LINK_SECONDS / 2) * 1000,
  });
}

export const useReturnPhotoLink = (path: string) => useCustomerPhotoLink('return-photos', path);
