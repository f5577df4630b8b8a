/**
 * Verified reviews through the real API (migration 20261211000100_reviews.sql and the review-photo
 * function): a customer reviews each piece of their delivered order once, photos go through the
 * function that checks the bytes and strips their metadata, reviews wait for the shop owner, and
 * visitors read only published ones, with the reviewer as a first name and an initial. Each attack of
 * issue 35 is a test here: no delivered order, a second review of a line, someone else's order, a
 * pending or rejected review read by a visitor, a script in the text, a photo that is not an image.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';

import { startBackend } from '../../embedded-backend/src/server';
import {
  MAX_RETURN_PHOTO_BYTES as MAX_REVIEW_PHOTO_BYTES,
  RETURN_PHOTO_TYPES as REVIEW_PHOTO_TYPES,
} from '../../supabase/functions/_shared/rules/return-photos';
import { MAX_REVIEW_BODY } from '../../supabase/functions/_shared/rules/reviews';
import { anonClient, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { deliverOrder } from './helpers/deliver';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let owner: SupabaseClient;
let customer: { client: SupabaseClient; userId: string; accessToken: string };
let stranger: { client: SupabaseClient; userId: string; accessToken: string };

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0 });
  anon = anonClient(backend);
  owner = (await signedInClient(backend, 'reviews-owner@example.com', { app_metadata: { role: 'owner' } }))
    .client;
  customer = await signedInClient(backend, 'reviews-customer@example.com');
  stranger = await signedInClient(backend, 'reviews-stranger@example.com');
}, 120_000);
afterAll(() => backend?.stop());

/** An order of `userId` (customer name "Amina Tazi"), taken to `status` by the service role. */
async function order(userId: string | null, status: 'pending' | 'shipped' | 'delivered' = 'delivered') {
  const { rows } = await backend.db.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput([{ product_id: SEED.figJam, quantity: 1 }], userId ? { user_id: userId } : {})],
  );
  const { id, items } = rows[0]!.o;
  if (status === 'delivered') await deliverOrder(backend.db, id);
  else if (status === 'shipped') {
    for (const next of ['confirmed', 'processing']) {
      await backend.db.query('update orders set order_status = $2 where id = $1', [id, next]);
    }
    await backend.db.query(
      `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
      [id],
    );
  }
  return { id, line: items[0]!.id };
}

const review = (line: string, extra: Record<string, unknown> = {}) => ({
  order_item_id: line,
  rating: 5,
  title: 'Lovely bowl',
  body: 'The glaze is even deeper than on the photos.',
  locale: 'en',
  ...extra,
});

const submit = (client: SupabaseClient, body: Record<string, unknown>) =>
  client.rpc('submit_review', { p_review: body });

async function reviewCount(line: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from reviews where order_item_id = $1',
    [line],
  );
  return rows[0]!.n;
}

/** POSTs bytes to review-photo as `token`'s user. */
const postPhoto = (line: string, bytes: Uint8Array | Buffer, type: string, token = customer.accessToken) =>
  fetch(`${backend.url}/functions/v1/review-photo?order_item_id=${line}`, {
    method: 'POST',
    headers: { apikey: backend.config.anonKey, authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(bytes),
  });

/** A real JPEG carrying EXIF with a GPS position and a camera, as a phone writes it. */
const phoneJpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', ImageDescription: 'at home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 1/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '6/1 50/1 0/1',
      },
    })
    .toBuffer();

describe('the review-photos bucket', () => {
  it('is private and holds the limits the form and the function check', async () => {
    const { rows } = await backend.db.query<{
      public: boolean;
      file_size_limit: string;
      allowed_mime_types: string[];
    }>(
      `select public, file_size_limit::text, allowed_mime_types from storage.buckets where id = 'review-photos'`,
    );
    expect(rows[0]).toEqual({
      public: false,
      file_size_limit: String(MAX_REVIEW_PHOTO_BYTES),
      allowed_mime_types: Object.keys(REVIEW_PHOTO_TYPES),
    });
  });

  it('takes no upload from a browser, even of a name the function would give', async () => {
    const mine = await order(customer.userId);
    const path = `${customer.userId}/${crypto.randomUUID()}.png`;
    for (const client of [anon, customer.client, stranger.client, owner]) {
      const { error } = await client.storage
        .from('review-photos')
        .upload(path, new Blob([new Uint8Array(10)], { type: 'image/png' }));
      expect(error, 'upload').toMatchObject({ statusCode: '403' });
    }
    expect(await reviewCount(mine.line)).toBe(0);
  });
});

describe('a customer reviews a delivered piece', () => {
  it('with a photo whose GPS position is stripped; pending until the owner publishes it', async () => {
    const mine = await order(customer.userId);
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const sent = await postPhoto(mine.line, original, 'image/jpeg');
    expect(sent.status).toBe(201);
    const { path } = (await sent.json()) as { path: string };
    expect(path).toMatch(new RegExp(`^${customer.userId}/[0-9a-f-]{36}\\.jpg$`));

    // The writer reads back their photo: an image, with no EXIF left.
    const stored = await customer.client.storage.from('review-photos').download(path);
    expect(stored.error).toBeNull();
    const storedBytes = Buffer.from(await stored.data!.arrayBuffer());
    const meta = await sharp(storedBytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(storedBytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    const { data, error } = await submit(customer.client, review(mine.line, { rating: 4, photos: [path] }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending', rating: 4, reviewer_name: 'Amina T.', photos: [path] });
    const id = (data as { id: string }).id;

    // Pending: no visitor reads it, nor its photo.
    const before = await anon.rpc('product_reviews', { p_product_id: SEED.figJam });
    expect((before.data as { reviews: { id: string }[] }).reviews.map((r) => r.id)).not.toContain(id);
    for (const client of [anon, stranger.client]) {
      expect((await client.storage.from('review-photos').download(path)).error).not.toBeNull();
    }

    const published = await owner.rpc('owner_moderate_review', {
      p_change: { review_id: id, status: 'published', answer: 'Thank you, Amina!' },
    });
    expect(published.error).toBeNull();
    expect(published.data).toMatchObject({ status: 'published', answer: 'Thank you, Amina!' });

    const after = await anon.rpc('product_reviews', { p_product_id: SEED.figJam });
    const shown = (after.data as { reviews: Record<string, unknown>[] }).reviews.find((r) => r.id === id);
    expect(shown).toMatchObject({
      rating: 4,
      reviewer_name: 'Amina T.',
      locale: 'en',
      answer: 'Thank you, Amina!',
    });
    // Nothing that names the customer: no account id, no order line, no e-mail.
    expect(Object.keys(shown!).sort()).toEqual(
      [
        'answer',
        'answered_at',
        'body',
        'id',
        'locale',
        'photos',
        'published_at',
        'rating',
        'reviewer_name',
        'title',
      ].sort(),
    );
    // Published: anyone may now open the photo, and the page shows it resized (Storage's image
    // transformation through a signed link, as hosted Supabase serves it).
    expect((await anon.storage.from('review-photos').download(path)).error).toBeNull();
    const thumb = await anon.storage
      .from('review-photos')
      .createSignedUrl(path, 60, { transform: { width: 32, height: 32, resize: 'cover' } });
    expect(thumb.error).toBeNull();
    expect(thumb.data!.signedUrl).toContain('/storage/v1/render/image/sign/review-photos/');
    const resized = await fetch(thumb.data!.signedUrl, { headers: { accept: 'image/webp,*/*' } });
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 32,
      height: 32,
    });
    // A link is for its own photo and transformation only.
    const forged = thumb.data!.signedUrl.replace(path, `${customer.userId}/${crypto.randomUUID()}.jpg`);
    expect((await fetch(forged)).status).toBe(400);
  });
});

describe('attacks', () => {
  it('refuses a review without a delivered order, and says why', async () => {
    const placed = await order(customer.userId, 'pending');
    const shipped = await order(customer.userId, 'shipped');
    for (const line of [placed.line, shipped.line]) {
      const { error } = await submit(customer.client, review(line));
      expect(error).toMatchObject({ code: 'PT409' });
      expect(error?.message).toMatch(/^not_delivered: order .* has not been delivered yet/);
      expect(await reviewCount(line)).toBe(0);
    }
    const { error: made } = await submit(customer.client, review(crypto.randomUUID()));
    expect(made).toMatchObject({
      code: 'PT404',
      message: 'unknown_line: there is no such piece in your orders',
    });
    // Nor can the service role slip one in: the table itself checks the line.
    const { error: direct } = await serviceClient(backend).from('reviews').insert({
      order_item_id: placed.line,
      product_id: SEED.figJam,
      user_id: customer.userId,
      rating: 5,
      title: 't',
      body: 'b',
      locale: 'en',
      reviewer_name: 'A',
    });
    expect(direct?.message).toMatch(/^not_reviewable:/);
  });

  it('refuses a second review of the same line', async () => {
    const mine = await order(customer.userId);
    expect((await submit(customer.client, review(mine.line))).error).toBeNull();
    const again = await submit(customer.client, review(mine.line, { rating: 1 }));
    expect(again.error).toMatchObject({
      code: 'PT409',
      message: 'already_reviewed: you have already reviewed this piece',
    });
    expect(await reviewCount(mine.line)).toBe(1);
    const photo = await postPhoto(mine.line, await phoneJpeg(), 'image/jpeg');
    expect(photo.status).toBe(409);
    expect(await photo.json()).toMatchObject({ code: 'already_reviewed' });
  });

  it('refuses a review of someone else’s order, or a guest’s, as if it did not exist', async () => {
    const theirs = await order(stranger.userId);
    const guests = await order(null);
    for (const line of [theirs.line, guests.line]) {
      const { error } = await submit(customer.client, review(line));
      expect(error).toMatchObject({ code: 'PT404' });
      const photo = await postPhoto(line, await phoneJpeg(), 'image/jpeg');
      expect(photo.status).toBe(404);
      expect(await reviewCount(line)).toBe(0);
    }
    // A visitor reviews nothing, and the function wants a signed-in customer.
    expect((await submit(anon, review(theirs.line))).error).not.toBeNull();
    expect(
      (await postPhoto(theirs.line, await phoneJpeg(), 'image/jpeg', backend.config.anonKey)).status,
    ).toBe(401);
    // Nor may anyone read another's review, or the table at all as a visitor.
    expect((await submit(stranger.client, review(theirs.line))).error).toBeNull();
    const peek = await customer.client.from('reviews').select('id').eq('order_item_id', theirs.line);
    expect(peek.data).toEqual([]);
    expect((await anon.from('reviews').select('id')).error?.code).toBe('42501');
    expect((await customer.client.rpc('my_order_reviews', { p_order_id: theirs.id })).data).toEqual([]);
  });

  it('never shows a pending or rejected review to a visitor, nor counts it', async () => {
    const pending = await order(customer.userId);
    const rejected = await order(customer.userId);
    expect((await submit(customer.client, review(pending.line, { title: 'Pending one' }))).error).toBeNull();
    const second = await submit(customer.client, review(rejected.line, { title: 'Rejected one', rating: 1 }));
    await owner.rpc('owner_moderate_review', {
      p_change: { review_id: (second.data as { id: string }).id, status: 'rejected' },
    });
    const before = (await anon.rpc('product_reviews', { p_product_id: SEED.figJam })).data as {
      count: number;
      reviews: { title: string }[];
    };
    expect(before.reviews.map((r) => r.title)).not.toContain('Pending one');
    expect(before.reviews.map((r) => r.title)).not.toContain('Rejected one');
    const { rows: counted } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from reviews where product_id = $1 and status = 'published'`,
      [SEED.figJam],
    );
    expect(before.count).toBe(counted[0]!.n);
    // The table to a stranger: their own rows only; to a visitor: nothing at all.
    expect((await stranger.client.from('reviews').select('title').eq('title', 'Pending one')).data).toEqual(
      [],
    );
    expect((await anon.from('reviews').select('title')).error?.code).toBe('42501');
  });

  it('keeps a script in the text as text', async () => {
    const mine = await order(customer.userId);
    const script = '<script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
    const { data, error } = await submit(customer.client, review(mine.line, { title: script, body: script }));
    expect(error).toBeNull();
    // Stored as written (the pages render it as text, never as HTML), and no longer than the rules.
    expect(data).toMatchObject({ title: script, body: script });
    const tooLong = await order(customer.userId);
    const long = await submit(
      customer.client,
      review(tooLong.line, { body: 'x'.repeat(MAX_REVIEW_BODY + 1) }),
    );
    expect(long.error).toMatchObject({
      code: 'PT422',
      message: 'body_too_long: the text is 2,000 characters at most',
    });
  });

  it('refuses a photo that is not an image, whatever it says it is', async () => {
    const mine = await order(customer.userId);
    const before = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'review-photos'`,
    );
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const cases: [Buffer, string][] = [
      [html, 'image/png'], // a page that says it is a photo
      [html, 'text/html'],
      [png, 'image/jpeg'], // a PNG that says it is a JPEG
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), 'image/jpeg'], // JPEG start, no image
    ];
    for (const [bytes, type] of cases) {
      const res = await postPhoto(mine.line, bytes, type);
      expect(res.status, type).toBe(415);
      expect(await res.json()).toMatchObject({
        code: 'photo_not_image',
        error: 'This file is not a photo: send a JPEG, PNG or WebP image.',
      });
    }
    const big = await postPhoto(mine.line, new Uint8Array(MAX_REVIEW_PHOTO_BYTES + 1), 'image/png');
    expect(big.status).toBe(413);
    const after = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'review-photos'`,
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    // A PNG and a WebP go through, their text chunks gone.
    const labelled = await sharp(png)
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Name' } } })
      .toBuffer();
    const okPng = await postPhoto(mine.line, labelled, 'image/png');
    expect(okPng.status).toBe(201);
    const webp = await sharp(png)
      .webp()
      .withExif({ IFD0: { Artist: 'Secret Name' } })
      .toBuffer();
    const okWebp = await postPhoto(mine.line, webp, 'image/webp');
    expect(okWebp.status).toBe(201);
    for (const res of [okPng, okWebp]) {
      const { path } = (await res.json()) as { path: string };
      const stored = await customer.client.storage.from('review-photos').download(path);
      const bytes = Buffer.from(await stored.data!.arrayBuffer());
      expect(bytes.includes(Buffer.from('Secret Name'))).toBe(false);
      expect((await sharp(bytes).metadata()).width).toBe(4);
    }

    // A review names only photos stored for its line: not a made-up name, not another line's.
    const other = await order(customer.userId);
    const othersPhoto = (await (await postPhoto(other.line, png, 'image/png')).json()) as { path: string };
    for (const photos of [[`${customer.userId}/${crypto.randomUUID()}.png`], [othersPhoto.path]]) {
      const { error } = await submit(customer.client, review(mine.line, { photos }));
      expect(error?.message).toMatch(/^photo_missing:/);
    }
    const four = await submit(customer.client, review(mine.line, { photos: ['a', 'b', 'c', 'd'] }));
    expect(four.error?.message).toMatch(/^too_many_photos:/);
    expect(await reviewCount(mine.line)).toBe(0);
  });
});

describe('moderation', () => {
  it('is the owner’s alone: a customer and a visitor are refused, and nothing changes', async () => {
    const mine = await order(customer.userId);
    const { data } = await submit(customer.client, review(mine.line));
    const id = (data as { id: string }).id;
    for (const client of [customer.client, stranger.client]) {
      const change = await client.rpc('owner_moderate_review', {
        p_change: { review_id: id, status: 'published' },
      });
      expect(change.error).toMatchObject({ code: 'PT403' });
      expect((await client.rpc('owner_reviews', {})).error).toMatchObject({ code: 'PT403' });
    }
    expect(
      (await anon.rpc('owner_moderate_review', { p_change: { review_id: id, status: 'published' } })).error,
    ).not.toBeNull();
    const { rows } = await backend.db.query<{ status: string }>('select status from reviews where id = $1', [
      id,
    ]);
    expect(rows[0]!.status).toBe('pending');

    const list = await owner.rpc('owner_reviews', { p_status: 'pending' });
    expect((list.data as { id: string; order_number: string }[]).find((r) => r.id === id)).toMatchObject({
      product_title: expect.any(String),
      order_number: expect.any(String),
    });
    const bad = await owner.rpc('owner_moderate_review', { p_change: { review_id: id, status: 'deleted' } });
    expect(bad.error).toMatchObject({ code: 'PT422' });
    const long = await owner.rpc('owner_moderate_review', {
      p_change: { review_id: id, answer: 'x'.repeat(2001) },
    });
    expect(long.error?.message).toMatch(/^answer_too_long:/);
  });

  it('sums what visitors see: average, count and distribution of published reviews only', async () => {
    const { data: product } = await serviceClient(backend)
      .from('products')
      .select('id')
      .neq('id', SEED.figJam)
      .limit(1)
      .single();
    const productId = (product as { id: string }).id;
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      const { rows } = await backend.db.query<{ o: { id: string; items: { id: string }[] } }>(
        'select place_order($1) as o',
        [orderInput([{ product_id: productId, quantity: 1 }], { user_id: customer.userId })],
      );
      const { id, items } = rows[0]!.o;
      await deliverOrder(backend.db, id);
      const sent = await submit(
        customer.client,
        review(items[0]!.id, { rating, locale: rating === 2 ? 'ar' : 'fr' }),
      );
      expect(sent.error).toBeNull();
      if (rating !== 2) {
        await owner.rpc('owner_moderate_review', {
          p_change: { review_id: (sent.data as { id: string }).id, status: 'published' },
        });
      }
    }
    const { data } = await anon.rpc('product_reviews', {
      p_product_id: productId,
      p_page: 1,
      p_page_size: 2,
    });
    expect(data).toMatchObject({
      count: 3,
      average: 4.3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
      page: 1,
      page_size: 2,
    });
    expect((data as { reviews: unknown[] }).reviews).toHaveLength(2);
    const page2 = await anon.rpc('product_reviews', { p_product_id: productId, p_page: 2, p_page_size: 2 });
    expect((page2.data as { reviews: { locale: string }[] }).reviews).toEqual([
      expect.objectContaining({ locale: 'fr' }),
    ]);
    const ratingsRows = await anon.rpc('product_ratings');
    expect((ratingsRows.data as { product_id: string }[]).find((r) => r.product_id === productId)).toEqual({
      product_id: productId,
      average: 4.3,
      review_count: 3,
    });
  });
});
