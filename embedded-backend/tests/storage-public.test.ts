/** /storage/v1/object/public: committed media first, generated media second, safely. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorageHandler } from '../src/storage/index';

let root: string;
let handler: ReturnType<typeof createStorageHandler>;
const url = (key: string) => `http://127.0.0.1/storage/v1/object/public/${key}`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'zellij-storage-'));
  const committed = path.join(root, 'supabase/media');
  const generated = path.join(root, '.data/media');
  mkdirSync(path.join(committed, 'media/products'), { recursive: true });
  mkdirSync(path.join(generated, 'media/products'), { recursive: true });
  writeFileSync(path.join(committed, 'media/products/bowl.webp'), 'committed-webp');
  writeFileSync(path.join(generated, 'media/products/bowl.webp'), 'generated-webp');
  writeFileSync(path.join(generated, 'media/products/tray 2.jpg'), 'generated-jpg');
  writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
  handler = createStorageHandler({ mediaDirs: [committed, generated] });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('public objects', () => {
  it('serves committed media before generated media, with type and cache headers', async () => {
    const res = await handler(new Request(url('media/products/bowl.webp')));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('committed-webp');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const generated = await handler(new Request(url('media/products/tray%202.jpg')));
    expect(await generated.text()).toBe('generated-jpg');
    expect(generated.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers conditional requests with 304 and HEAD without a body', async () => {
    const first = await handler(new Request(url('media/products/bowl.webp')));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await handler(
      new Request(url('media/products/bowl.webp'), { headers: { 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
    const head = await handler(new Request(url('media/products/bowl.webp'), { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('committed-webp'.length));
    expect(head.body).toBeNull();
  });

  it('answers missing objects like Supabase Storage', async () => {
    const res = await handler(new Request(url('media/products/none.webp')));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('refuses keys that leave the bucket', async () => {
    for (const key of [
      'media/../../secret.txt',
      'media/%2e%2e/%2e%2e/secret.txt',
      'media/products%2F..%2F..%2F..%2Fsecret.txt',
      'media/..%5C..%5Csecret.txt',
    ]) {
      const res = await handler(new Request(url(key)));
      expect(res.status, key).not.toBe(200);
      expect(await res.text()).not.toContain('do not serve');
    }
  });

  it('only reads', async () => {
    const res = await handler(new Request(url('media/products/bowl.webp'), { method: 'DELETE' }));
    expect(res.status).toBe(405);
  });
});
