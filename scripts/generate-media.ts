/**
 * Renders the demo images of supabase/seed.sql: a drawing of each product itself in its own colours
 * (scripts/media/: a bowl as a bowl, a teapot as a teapot) in three views for its gallery (whole, close
 * up, on a table before a tiled wall), each recipe's dish, and an arch onto zellij tilework for each
 * ritual. The main picture is written as WebP at 400, 800 and 1200 px wide plus the base `<slug>.webp`
 * (the full 1200 px, the original Storage's image transformation resizes), the path stored in image_url; the other views as `<slug>-detail.webp` and
 * `<slug>-setting.webp` at 1200 px, the paths of product_images.
 *
 *   tsx scripts/generate-media.ts [bucketDir]     (default .data/media/media)
 *
 * `generateMedia(bucketDir)` is also called by the backend at start (embedded-backend/src/storage/demo-media.ts). It skips images already on disk
 * and writes through a temp file, so it is idempotent and a half-written file is never served.
 */
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type SharpModule from 'sharp';

import { PRODUCT_ART, type ProductArt } from './media/catalog';
import { DISH_ART } from './media/dishes';
import type { ObjectKind } from './media/objects';
import { dishSvg, PRODUCT_VIEWS, productSvg, ritualSvg } from './media/views';

export interface MediaEntry {
  folder: 'products' | 'articles';
  slug: string;
  /** Product category or article category (ritual, recipe). */
  category: string;
  /** Product type for products (bowl, jam, ...); null for articles. */
  productType: string | null;
}

export const MEDIA_WIDTHS = [400, 800, 1200] as const;
const PRODUCT_CATEGORIES = ['ceramics', 'textiles', 'kitchenware', 'spices', 'accessories'];
const PRODUCT_TYPES = ['bowl', 'serving-board', 'napkin', 'jam', 'utensil', 'gift-set'];
const repoRoot = path.resolve(import.meta.dirname, '..');

/** Rows of the seed start with (id, slug, category, product_type | title, ...); see supabase/seed.sql. */
export function readMediaEntries(seedSql: string): MediaEntry[] {
  const row = /\(\s*'[0-9a-f-]{36}',\s*'([a-z0-9-]+)',\s*'([a-z-]+)',\s*'([^']*)'/g;
  const entries: MediaEntry[] = [];
  for (const [, slug, category, fourth] of seedSql.matchAll(row)) {
    if (!slug || !category) continue;
    if (PRODUCT_CATEGORIES.includes(category)) {
      entries.push({
        folder: 'products',
        slug,
        category,
        productType: PRODUCT_TYPES.includes(fourth ?? '') ? fourth! : null,
      });
    } else if (category === 'ritual' || category === 'recipe') {
      entries.push({ folder: 'articles', slug, category, productType: null });
    }
  }
  return entries;
}

const FALLBACK_KIND: Record<string, ObjectKind> = {
  bowl: 'bowl',
  'serving-board': 'board',
  napkin: 'napkins',
  jam: 'jar',
  utensil: 'spoons',
  'gift-set': 'spice-gift-box',
};
const FALLBACK_PAINT = { main: '#b5542d', pattern: '#f4ead8', accent: '#e0a526' };

/** A product's drawing: its own from catalog.ts, or (a product added later) one of its type. */
export function productArt(entry: MediaEntry): ProductArt {
  return (
    PRODUCT_ART[entry.slug] ?? {
      kind: FALLBACK_KIND[entry.productType ?? ''] ?? 'spice-gift-box',
      paint: FALLBACK_PAINT,
      words: [],
    }
  );
}

/** The pictures of an entry: name suffix ('' for the main one) and SVG. */
export function renderPictures(entry: MediaEntry): { suffix: string; svg: string }[] {
  if (entry.folder === 'products') {
    const art = productArt(entry);
    return PRODUCT_VIEWS.map((view) => ({
      suffix: view === 'main' ? '' : `-${view}`,
      svg: productSvg(art, view, entry.slug),
    }));
  }
  const dish = DISH_ART[entry.slug];
  return [{ suffix: '', svg: dish ? dishSvg(dish) : ritualSvg(entry.slug) }];
}

/**
 * The main picture at each width (cards and pages use them as they are) plus the other gallery views
 * at full size: the gallery asks Storage's image transformation for the widths it needs.
 */
export function mediaFiles(entry: MediaEntry): string[] {
  const stem = `${entry.folder}/${entry.slug}`;
  const views = entry.folder === 'products' ? PRODUCT_VIEWS.filter((v) => v !== 'main') : [];
  return [
    `${stem}.webp`,
    ...MEDIA_WIDTHS.map((w) => `${stem}-${w}.webp`),
    ...views.map((view) => `${stem}-${view}.webp`),
  ];
}

async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  renameSync(temp, file);
}

async function writeEntry(entry: MediaEntry, bucketDir: string, sharp: typeof SharpModule): Promise<void> {
  mkdirSync(path.join(bucketDir, entry.folder), { recursive: true });
  const file = (name: string) => path.join(bucketDir, entry.folder, name);
  const [main, ...views] = renderPictures(entry);
  for (const view of views) {
    const webp = await sharp(Buffer.from(view.svg)).webp({ quality: 78, effort: 4 }).toBuffer();
    await writeFileAtomically(file(`${entry.slug}${view.suffix}.webp`), webp);
  }
  // Rasterise the main SVG once; every width is resized from the same pixels.
  const { data, info } = await sharp(Buffer.from(main!.svg)).raw().toBuffer({ resolveWithObject: true });
  // effort 4 (sharp's default) makes files about a quarter smaller than effort 1 at the same quality,
  // for about the same encoding time on these flat-coloured drawings.
  const encode = (width: number) =>
    sharp(data, { raw: info }).resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer();
  const [small, base, large] = await Promise.all(MEDIA_WIDTHS.map(encode));
  // The base file last: its presence plus the widths' is what "already generated" means.
  await writeFileAtomically(file(`${entry.slug}-400.webp`), small!);
  await writeFileAtomically(file(`${entry.slug}-800.webp`), base!);
  await writeFileAtomically(file(`${entry.slug}-1200.webp`), large!);
  await writeFileAtomically(file(`${entry.slug}.webp`), large!);
}

/**
 * Writes every missing image into bucketDir (the folder of the `media` bucket, e.g.
 * `.data/media/media`), reading the slugs from supabase/seed.sql unless entries are given.
 */
export async function generateMedia(
  bucketDir: string,
  options: { seedPath?: string; entries?: MediaEntry[]; concurrency?: number } = {},
): Promise<{ generated: number; skipped: number }> {
  const entries =
    options.entries ??
    readMediaEntries(readFileSync(options.seedPath ?? path.join(repoRoot, 'supabase/seed.sql'), 'utf8'));
  const missing = entries.filter((e) => mediaFiles(e).some((f) => !existsSync(path.join(bucketDir, f))));
  if (missing.length === 0) return { generated: 0, skipped: entries.length };
  // sharp (native, ~130 ms to load) only when something is missing: every backend start calls this.
  const { default: sharp } = await import('sharp');
  const queue = [...missing];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) await writeEntry(entry, bucketDir, sharp);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return { generated: missing.length, skipped: entries.length - missing.length };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const bucketDir = path.resolve(process.argv[2] ?? path.join(repoRoot, '.data/media/media'));
  const started = Date.now();
  const { generated, skipped } = await generateMedia(bucketDir);
  console.log(
    `media: ${generated} generated, ${skipped} already present in ${bucketDir} (${Date.now() - started} ms)`,
  );
}
