/**
 * A photo with a return, through the real API as the return form sends it (migration
 * 20261206000300_return_photos.sql): open_return_photo_upload gives whoever may return pieces of an
 * order one name in the private return-photos bucket, Storage takes an image of at most 5 MB there
 * and nothing else, request_return takes the photo once it arrived, and only the shop owner opens it.
 * Every refusal is a 4xx with a reason and leaves nothing behind.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import {
  MAX_RETURN_PHOTO_BYTES,
  RETURN_PHOTO_TYPES,
} from '../../supabase/functions/_shared/rules/return-photos';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let owner: SupabaseClient;
let customer: { client: SupabaseClient; userId: string };
let stranger: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  owner = (await signedInClient(backend, 'photos-owner@example.com', { app_metadata: { role: 'owner' } }))
    .client;
  customer = await signedInClient(backend, 'photos-customer@example.com');
  stranger = (await signedInClient(backend, 'photos-stranger@example.com')).client;
}, 120_000);
afterAll(() => backend?.stop());

const GUEST_EMAIL = 'amina@example.com';

/** A cash-on-delivery order taken to the door by the service role; its id and first line. */
async function deliveredOrder(extra: Record<string, unknown> = {}) {
  const { rows } = await backend.db.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput([{ product_id: SEED.figJam, quantity: 2 }], extra)],
  );
  const { id, items } = rows[0]!.o;
  for (const status of ['confirmed', 'processing']) {
    await backend.db.query('update orders set order_status = $2 where id = $1', [id, status]);
  }
  await backend.db.query(
    `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
    [id],
  );
  await backend.db.query(`update orders set order_status = 'delivered' where id = $1`, [id]);
  return { id, line: items[0]!.id };
}

const photo = (size = 2048, type = 'image/png') => new Blob([new Uint8Array(size).fill(9)], { type });

async function openUpload(client: SupabaseClient, ask: Record<string, unknown>) {
  return client.rpc('open_return_photo_upload', {
    p_upload: { content_type: 'image/png', size: 2048, ...ask },
  });
}

async function given(client: SupabaseClient, ask: Record<string, unknown>): Promise<string> {
  const { data, error } = await openUpload(client, ask);
  expect(error).toBeNull();
  return (data as { path: string }).path;
}

const upload = (client: SupabaseClient, path: string, body = photo()) =>
  client.storage.from('return-photos').upload(path, body);

async function storedCount(): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'return-photos'`,
  );
  return rows[0]!.n;
}

describe('the return-photos bucket', () => {
  it('holds the limits the return form checks, and is private', async () => {
    const { rows } = await backend.db.query<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'return-photos'`,
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: String(MAX_RETURN_PHOTO_BYTES),
      allowed_mime_types: Object.keys(RETURN_PHOTO_TYPES),
    });
    const order = await deliveredOrder();
    for (const [type, extension] of Object.entries(RETURN_PHOTO_TYPES)) {
      const path = await given(anon, {
        order_id: order.id,
        email: GUEST_EMAIL,
        content_type: type,
        size: MAX_RETURN_PHOTO_BYTES,
      });
      expect(path).toMatch(new RegExp(`^${order.id}/[0-9a-f-]{36}\\.${extension}$`));
    }
  });
});

describe('a guest adds a photo to a return', () => {
  it('uploads to the name given, returns with it, and only the shop owner opens it', async () => {
    const order = await deliveredOrder();
    const path = await given(anon, { order_id: order.id, email: ' Amina@Example.com ' });
    expect((await upload(anon, path)).error).toBeNull();
    const { data: asked, error } = await anon.rpc('request_return', {
      p_return: {
        order_id: order.id,
        email: GUEST_EMAIL,
        reason: 'damaged',
        lines: [{ order_item_id: order.line, quantity: 1 }],
        photo: path,
      },
    });
    expect(error).toBeNull();
    expect(asked).toMatchObject({ status: 'requested', photo_path: path });

    const link = await owner.storage.from('return-photos').createSignedUrl(path, 60);
    expect(link.error).toBeNull();
    const opened = await fetch(link.data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/png');
    expect((await opened.arrayBuffer()).byteLength).toBe(2048);

    for (const client of [anon, customer.client, stranger]) {
      expect((await client.storage.from('return-photos').createSignedUrl(path, 60)).error).toMatchObject({
        statusCode: '404',
      });
      expect((await client.storage.from('return-photos').download(path)).error).not.toBeNull();
    }
    const publicUrl = anon.storage.from('return-photos').getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(404);
  });
});

describe('who may upload', () => {
  it('gives names only to whoever may return pieces of the order', async () => {
    const guestOrder = await deliveredOrder();
    const accountOrder = await deliveredOrder({ user_id: customer.userId });
    const refusals: [SupabaseClient, Record<string, unknown>, string][] = [
      [anon, { order_id: guestOrder.id }, 'unknown_order'],
      [anon, { order_id: guestOrder.id, email: 'someone@example.com' }, 'unknown_order'],
      [stranger, { order_id: accountOrder.id }, 'unknown_order'],
      [anon, { order_id: accountOrder.id, email: GUEST_EMAIL }, 'unknown_order'],
      [anon, { order_id: 'not-an-order' }, 'invalid_return'],
    ];
    for (const [client, ask, code] of refusals) {
      const { error } = await openUpload(client, ask);
      expect(error?.message, JSON.stringify(ask)).toMatch(new RegExp(`^${code}:`));
    }
    expect(await given(customer.client, { order_id: accountOrder.id })).toContain(accountOrder.id);

    const { rows } = await backend.db.query<{ o: { id: string } }>('select place_order($1) as o', [
      orderInput([{ product_id: SEED.figJam, quantity: 1 }]),
    ]);
    const { error: early } = await openUpload(anon, { order_id: rows[0]!.o.id, email: GUEST_EMAIL });
    expect(early?.message).toMatch(/^not_delivered:/);
  });

  it('says why a file that is not a photo, or is too large, cannot be sent', async () => {
    const order = await deliveredOrder();
    const ask = { order_id: order.id, email: GUEST_EMAIL };
    const pdf = await openUpload(anon, { ...ask, content_type: 'application/pdf' });
    expect(pdf.error).toMatchObject({
      code: 'PT415',
      message: 'photo_not_image: a photo is a JPEG, PNG or WebP image',
    });
    const big = await openUpload(anon, { ...ask, size: MAX_RETURN_PHOTO_BYTES + 1 });
    expect(big.error).toMatchObject({ code: 'PT413', message: 'photo_too_large: a photo is 5 MB at most' });
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from return_photo_uploads where order_id = $1',
      [order.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('lets Storage take only the file the name was given for: an image, at most 5 MB, once, in time', async () => {
    const order = await deliveredOrder();
    const ask = { order_id: order.id, email: GUEST_EMAIL };
    const before = await storedCount();

    // A name made up in the order's folder, or another order's folder: no permission.
    const madeUp = `${order.id}/${crypto.randomUUID()}.png`;
    expect((await upload(anon, madeUp)).error).toMatchObject({ statusCode: '403' });
    // A browser that lies about the size or the type still meets the bucket's limits.
    const path = await given(anon, ask);
    expect((await upload(anon, path, photo(MAX_RETURN_PHOTO_BYTES + 1))).error).toMatchObject({
      statusCode: '413',
    });
    expect((await upload(anon, path, photo(100, 'text/html'))).error).toMatchObject({ statusCode: '415' });
    expect(await storedCount()).toBe(before);

    expect((await upload(anon, path)).error).toBeNull();
    expect((await upload(anon, path)).error).toMatchObject({ statusCode: '409' });

    const late = await given(anon, ask);
    await backend.db.query(
      `update return_photo_uploads set expires_at = now() - interval '1 second' where object_name = $1`,
      [late],
    );
    expect((await upload(anon, late)).error).toMatchObject({ statusCode: '403' });
    expect(await storedCount()).toBe(before + 1);
  });

  it('gives five names an hour per order at most', async () => {
    const order = await deliveredOrder();
    for (let i = 0; i < 5; i++) await given(anon, { order_id: order.id, email: GUEST_EMAIL });
    const { error } = await openUpload(anon, { order_id: order.id, email: GUEST_EMAIL });
    expect(error).toMatchObject({ code: 'PT429' });
    expect(error?.message).toMatch(/^too_many_photos:/);
  });

  it('keeps the permissions away from the API: nobody reads or writes them directly', async () => {
    const order = await deliveredOrder();
    for (const client of [anon, customer.client, owner]) {
      const read = await client.from('return_photo_uploads').select('object_name');
      expect(read.error?.code).toBe('42501');
      const write = await client
        .from('return_photo_uploads')
        .insert({ order_id: order.id, object_name: `${order.id}/${crypto.randomUUID()}.png` });
      expect(write.error?.code).toBe('42501');
    }
  });
});

describe('the photo a return names', () => {
  it('must be this order’s, uploaded, and with no other return', async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const askReturn = (photoPath: string, quantity = 1) =>
      anon.rpc('request_return', {
        p_return: {
          order_id: order.id,
          email: GUEST_EMAIL,
          reason: 'damaged',
          lines: [{ order_item_id: order.line, quantity }],
          photo: photoPath,
        },
      });

    const othersPhoto = await given(anon, { order_id: other.id, email: GUEST_EMAIL });
    expect((await upload(anon, othersPhoto)).error).toBeNull();
    expect((await askReturn(othersPhoto)).error?.message).toMatch(/^photo_missing:/);

    const neverSent = await given(anon, { order_id: order.id, email: GUEST_EMAIL });
    expect((await askReturn(neverSent)).error?.message).toMatch(/^photo_missing:/);
    expect((await askReturn(`${order.id}/../${other.id}/x.png`)).error?.message).toMatch(/^photo_missing:/);

    const sent = await given(anon, { order_id: order.id, email: GUEST_EMAIL });
    expect((await upload(anon, sent)).error).toBeNull();
    expect((await askReturn(sent)).error).toBeNull();
    expect((await askReturn(sent)).error).toMatchObject({ code: 'PT409' });
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from return_requests where order_id = $1',
      [order.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('is optional', async () => {
    const order = await deliveredOrder({ user_id: customer.userId });
    const { data, error } = await customer.client.rpc('request_return', {
      p_return: {
        order_id: order.id,
        reason: 'changed_mind',
        lines: [{ order_item_id: order.line, quantity: 2 }],
      },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ photo_path: null });
  });
});

// The service role (functions, the dashboard) is not held to the upload names, only to the bucket.
it('lets the service role store into the bucket within its limits', async () => {
  const service = serviceClient(backend);
  const order = await deliveredOrder();
  expect((await upload(service, `${order.id}/${crypto.randomUUID()}.png`)).error).toBeNull();
  expect(
    (await upload(service, `${order.id}/${crypto.randomUUID()}.png`, photo(10, 'application/zip'))).error,
  ).toMatchObject({
    statusCode: '415',
  });
});
