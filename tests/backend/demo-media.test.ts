/**
 * Every image the seed points at is there on a fresh clone: the backend renders the demo artwork at
 * start (embedded-backend/src/storage/demo-media.ts) and serves it from the public `media` bucket.
 */
import { startApi, anonClient, type RunningBackend } from './helpers/api';

let backend: RunningBackend;
beforeAll(async () => {
  backend = await startApi();
});
afterAll(() => backend?.stop());

it('serves the image of every seeded product and article, in each width', async () => {
  const visitor = anonClient(backend);
  const products = await visitor.from('products').select('image_url').throwOnError();
  const articles = await visitor.from('articles').select('image_url').throwOnError();
  const paths = [...products.data, ...articles.data].map((row) => row.image_url as string);
  expect(paths.length).toBeGreaterThanOrEqual(36);

  const missing: string[] = [];
  for (const imagePath of paths) {
    for (const suffix of ['', '-400', '-1200']) {
      const objectPath = imagePath.replace(/\.webp$/, `${suffix}.webp`);
      const response = await fetch(`${backend.url}/storage/v1/object/public/media/${objectPath}`);
      await response.arrayBuffer();
      if (response.status !== 200 || response.headers.get('content-type') !== 'image/webp') {
        missing.push(`${objectPath}: ${response.status}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it('serves every picture of every product gallery, and resizes it through /render/image', async () => {
  const visitor = anonClient(backend);
  const { data } = await visitor.from('product_images').select('storage_path').throwOnError();
  expect(data.length).toBeGreaterThanOrEqual(78);
  const missing: string[] = [];
  for (const { storage_path: objectPath } of data) {
    const response = await fetch(`${backend.url}/storage/v1/object/public/media/${objectPath}`, {
      method: 'HEAD',
    });
    if (response.status !== 200) missing.push(`${objectPath}: ${response.status}`);
  }
  expect(missing).toEqual([]);
  const resized = await fetch(
    `${backend.url}/storage/v1/render/image/public/media/${data[1]!.storage_path}?width=320&quality=70`,
    { headers: { accept: 'image/webp,*/*' } },
  );
  expect(resized.status).toBe(200);
  expect(resized.headers.get('content-type')).toBe('image/webp');
  expect(resized.headers.get('x-transformations')).toContain('width:320');
});
