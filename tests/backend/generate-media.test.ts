/**
 * scripts/generate-media.ts: reads every seeded product and article, writes each width once.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generateMedia, mediaFiles, readMediaEntries, type MediaEntry } from '../../scripts/generate-media';

const seed = readFileSync(path.resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8');
let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'zellij-media-'));
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

it('finds every product and article of the seed, with category and product type', () => {
  const entries = readMediaEntries(seed);
  expect(entries.filter((e) => e.folder === 'products')).toHaveLength(26);
  expect(entries.filter((e) => e.folder === 'articles')).toHaveLength(17);
  expect(entries).toContainEqual({
    folder: 'products',
    slug: 'fes-blue-tea-bowl',
    category: 'ceramics',
    productType: 'bowl',
  });
  expect(entries).toContainEqual({
    folder: 'articles',
    slug: 'moroccan-mint-tea',
    category: 'recipe',
    productType: null,
  });
});

it('writes 400, 800 and 1200 px WebP files plus the 800 px base, then skips them', async () => {
  const entries: MediaEntry[] = [
    { folder: 'products', slug: 'fes-blue-tea-bowl', category: 'ceramics', productType: 'bowl' },
    { folder: 'articles', slug: 'harira', category: 'recipe', productType: null },
  ];
  expect(await generateMedia(outDir, { entries })).toEqual({ generated: 2, skipped: 0 });
  const widths = async (file: string) => await sharp(path.join(outDir, file)).metadata();
  expect(mediaFiles(entries[0]!)).toEqual([
    'products/fes-blue-tea-bowl.webp',
    'products/fes-blue-tea-bowl-400.webp',
    'products/fes-blue-tea-bowl-800.webp',
    'products/fes-blue-tea-bowl-1200.webp',
  ]);
  expect(await widths('products/fes-blue-tea-bowl.webp')).toMatchObject({
    format: 'webp',
    width: 800,
    height: 800,
  });
  expect(await widths('products/fes-blue-tea-bowl-400.webp')).toMatchObject({ width: 400, height: 400 });
  expect(await widths('products/fes-blue-tea-bowl-1200.webp')).toMatchObject({ width: 1200, height: 1200 });
  expect(await widths('articles/harira-1200.webp')).toMatchObject({ width: 1200, height: 800 });

  const before = statSync(path.join(outDir, 'articles/harira.webp')).mtimeMs;
  expect(await generateMedia(outDir, { entries })).toEqual({ generated: 0, skipped: 2 });
  expect(statSync(path.join(outDir, 'articles/harira.webp')).mtimeMs).toBe(before);
});
