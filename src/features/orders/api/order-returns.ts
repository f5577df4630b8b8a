import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { arrayOf, nullable, number, record, text, type JsonReader } from '@/lib/json-reader';
import { dataOf, getDatabase, getStorage, request } from '@/lib/supabase';

import { orderQueryKey } from './get-order';

/** A return as get_order_returns answers it: where it stands, its pieces, the address once approved. */
export interface OrderReturn {
  id: string;
  status: string;
  reason: string;
  reject_reason: string | null;
  return_address: string | null;
  photo_path: string | null;
  created_at: string;
  lines: { order_item_id: string; quantity: number }[];
}

const readReturn: JsonReader<OrderReturn> = record({
  id: text,
  status: text,
  reason: text,
  reject_reason: nullable(text),
  return_address: nullable(text),
  photo_path: nullable(text),
  created_at: text,
  lines: arrayOf(record({ order_item_id: text, quantity: number })),
});

/** What the customer asks (request_return's p_return); a guest adds the order's e-mail. A type, so it is Json. */
export type ReturnAsk = {
  order_id: string;
  email?: string;
  lines: { order_item_id: string; quantity: number }[];
  reason: 'damaged' | 'wrong_item' | 'changed_mind';
  note?: string;
  /** Where the photo was uploaded (sendReturnPhoto), once it is there. */
  photo?: string;
};

const readUploadName = record({ bucket: text, path: text });

/**
 * The photo's way in: open_return_photo_upload checks that the caller may return pieces of the order
 * and gives one name in the private return-photos bucket, then the photo goes to Storage as the caller
 * (the bucket takes that name only, an image of 5 MB at most). Answers the name for request_return.
 * Only a return with a photo loads Storage's client.
 */
async function sendReturnPhoto(ask: Pick<ReturnAsk, 'order_id' | 'email'>, photo: File): Promise<string> {
  const [database, storage] = await Promise.all([getDatabase(), getStorage()]);
  const upload = readUploadName(
    await dataOf(
      database.rpc('open_return_photo_upload', {
        p_upload: { ...ask, content_type: photo.type, size: photo.size },
      }),
    ),
    'open_return_photo_upload',
  );
  await dataOf(storage.from(upload.bucket).upload(upload.path, photo, { contentType: photo.type }));
  return upload.path;
}

const returnsKey = (orderId: string) => [...orderQueryKey(orderId), 'returns'] as const;

/**
 * rpc get_order_returns and the shop's return window (shop_settings, readable by everyone): read
 * together, for whoever may read the order (a guest's by its id, an account's by its customer).
 */
export function useOrderReturns(orderId: string) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: async () => {
      const [returns, settings] = await Promise.all([
        request(getDatabase, (database) => database.rpc('get_order_returns', { p_order_id: orderId })),
        request(getDatabase, (database) =>
          database.from('shop_settings').select('return_window_days').single(),
        ),
      ]);
      return {
        returns: arrayOf(readReturn)(returns, 'get_order_returns'),
        windowDays: settings.return_window_days,
      };
    },
  });
}

/**
 * rpc request_return, after the photo if there is one: the database checks who asks, the window, the
 * pieces and the photo, and says why not.
 */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ask, photo }: { ask: ReturnAsk; photo: File | null }) => {
      const withPhoto = photo ? { ...ask, photo: await sendReturnPhoto(ask, photo) } : ask;
      return request(getDatabase, (database) => database.rpc('request_return', { p_return: withPhoto }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) }),
  });
}
