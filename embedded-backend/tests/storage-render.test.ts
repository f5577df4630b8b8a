/**
 * /storage/v1/render/image/public: resized copies of public objects, read and answered as hosted
 * Supabase Storage does (query limits, WebP negotiation, format=origin, errors, cache headers).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageHandler } from '../src/storage/index';

let root: string;
let handler: ReturnType<typeof createStorageHandler>;
const WEBP_BROWSER = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const render = (key: string, query = '', accept = WEBP_BROWSER, init: RequestInit = {}) =>
  handler(
    new Request(`http://127.0.0.1/storage/v1/render/image/public/${key}${query}`, {
      ...init,
      headers: { accept, ...(init.headers as Record<string, string>) },
    }),
  );
const size = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'zellij-render-'));
  const bucket = path.join(root, 'media/products');
  mkdirSync(bucket, { recursive: true });
  const red = { create: { width: 1200, height: 800, channels: 3, background: '#b5542d' } } as const;
  writeFileSync(path.join(bucket, 'rug.png'), await sharp(red).png().toBuffer());
  writeFileSync(path.join(bucket, 'rug.jpg'), await sharp(red).jpeg().toBuffer());
  writeFileSync(path.join(bucket, 'notes.webp'), 'not an image at all');
  handler = createStorageHandler({ mediaDirs: [root] });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resizing', () => {
  it('keeps the aspect ratio when only the width is given, and answers WebP to a browser that takes it', async () => {
    const res = await render('media/products/rug.png', '?width=300');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await size(res)).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('covers (crops), contains (fits inside) or fills (stretches) a width and height', async () => {
    expect(await size(await render('media/products/rug.png', '?width=200&height=200'))).toMatchObject({
      width: 200,
      height: 200,
    });
    const contained = await render('media/products/rug.png', '?width=200&height=200&resize=contain');
    expect(await size(contained)).toMatchObject({ width: 200, height: 133 });
    const filled = await render('media/products/rug.png', '?width=200&height=50&resize=fill');
    expect(await size(filled)).toMatchObject({ width: 200, height: 50 });
  });

  it('never enlarges the source and clamps sizes to 2500', async () => {
    expect(await size(await render('media/products/rug.png', '?width=2000'))).toMatchObject({
      width: 1200,
      height: 800,
    });
    const clamped = await render('media/products/rug.png', '?width=99999');
    expect(clamped.status).toBe(200);
    expect(clamped.headers.get('x-transformations')).toContain('width:2500');
  });

  it('lowers the file size with the quality', async () => {
    const photo = await render('media/products/rug.jpg', '?width=600&quality=95&format=origin');
    const rough = await render('media/products/rug.jpg', '?width=600&quality=20&format=origin');
    expect((await rough.arrayBuffer()).byteLength).toBeLessThan((await photo.arrayBuffer()).byteLength);
  });
});

describe('formats', () => {
  it('keeps the source format for a browser without WebP, and with format=origin', async () => {
    const old = await render('media/products/rug.jpg', '?width=100', 'image/png,image/*;q=0.8');
    expect(old.headers.get('content-type')).toBe('image/jpeg');
    const origin = await render('media/products/rug.png', '?width=100&format=origin');
    expect(origin.headers.get('content-type')).toBe('image/png');
    expect((await size(origin)).format).toBe('png');
  });

  it('answers AVIF when asked', async () => {
    const res = await render('media/products/rug.png', '?width=100&format=avif');
    expect(res.headers.get('content-type')).toBe('image/avif');
    expect((await size(res)).format).toBe('heif');
  });
});

describe('errors as hosted Storage answers them', () => {
  it.each([
    ['?width=abc', 'querystring/width must be integer'],
    ['?height=-5', 'querystring/height must be >= 0'],
    ['?quality=5', 'querystring/quality must be >= 20'],
    ['?quality=101', 'querystring/quality must be <= 100'],
    ['?resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['?format=gif', 'querystring/format must be equal to one of the allowed values'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await render('media/products/rug.png', query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', message });
  });

  it('answers a missing object with HTTP 400 and a "404" body that no cache keeps', async () => {
    const res = await render('media/products/none.png', '?width=100');
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });

  it('refuses an object that is not an image, and keys that leave the bucket', async () => {
    const res = await render('media/products/notes.webp', '?width=100');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '422' });
    const escape = await render('media/%2e%2e/%2e%2e/etc/passwd', '?width=100');
    expect(escape.status).not.toBe(200);
  });
});

describe('cache headers', () => {
  it('is cacheable for an hour, varies by Accept and revalidates with 304', async () => {
    const first = await render('media/products/rug.png', '?width=320');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(first.headers.get('vary')).toBe('Accept');
    expect(first.headers.get('last-modified')).toBeTruthy();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await render('media/products/rug.png', '?width=320', WEBP_BROWSER, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    const otherWidth = await render('media/products/rug.png', '?width=321');
    expect(otherWidth.headers.get('etag')).not.toBe(etag);
    const otherFormat = await render('media/products/rug.png', '?width=320', 'image/png');
    expect(otherFormat.headers.get('etag')).not.toBe(etag);
  });
});
