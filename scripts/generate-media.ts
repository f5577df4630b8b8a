/**
 * Renders the demo images of supabase/seed.sql: one zellij-pattern artwork per product and article
 * (8-fold star tessellations, a horseshoe arch for articles, a silhouette of the product type), in a
 * warm palette chosen by category and varied by slug. Each image is written as WebP at 400, 800 and
 * 1200 px wide plus the base `<slug>.webp` (800 px), the path stored in image_url.
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

const COLORS = {
  clay: '#b5542d',
  terracotta: '#7a3420',
  indigo: '#1f3a5f',
  cobalt: '#2f5d9e',
  saffron: '#e0a526',
  mint: '#6fae8f',
  teal: '#2e6f73',
  cream: '#f4ead8',
  sand: '#d9b98c',
  ink: '#1b1b22',
} as const;

/** [ground, star, inner star, accent, line] per category. */
const PALETTES: Record<string, string[]> = {
  ceramics: [COLORS.indigo, COLORS.cream, COLORS.cobalt, COLORS.saffron, COLORS.cream],
  textiles: [COLORS.clay, COLORS.saffron, COLORS.cream, COLORS.indigo, COLORS.terracotta],
  kitchenware: [COLORS.sand, COLORS.teal, COLORS.cream, COLORS.terracotta, COLORS.cream],
  spices: [COLORS.saffron, COLORS.clay, COLORS.cream, COLORS.terracotta, COLORS.cream],
  accessories: [COLORS.teal, COLORS.mint, COLORS.cream, COLORS.saffron, COLORS.ink],
  ritual: [COLORS.cream, COLORS.indigo, COLORS.saffron, COLORS.clay, COLORS.cream],
  recipe: [COLORS.mint, COLORS.cream, COLORS.clay, COLORS.saffron, COLORS.teal],
};

/** FNV-1a: a stable number per slug, so the same slug always gets the same artwork. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The khatem: an 8-pointed star (two squares turned 45° apart) as a 16-vertex polygon. */
function star(cx: number, cy: number, radius: number, rotation: number): string {
  const inner = radius * (Math.cos(Math.PI / 4) / Math.cos(Math.PI / 8));
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? radius : inner;
    const angle = rotation + (i * Math.PI) / 8;
    points.push(`${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`);
  }
  return points.join(' ');
}

function tessellation(width: number, height: number, seed: number, palette: string[]): string {
  const [, starColor, innerColor, accent, line] = palette;
  const cell = 130 + (seed % 5) * 22;
  const rotation = (seed >> 3) % 2 === 0 ? 0 : Math.PI / 8;
  const outlined = (seed >> 4) % 3 !== 0;
  const parts: string[] = [];
  for (let y = -cell; y <= height + cell; y += cell) {
    for (let x = -cell; x <= width + cell; x += cell) {
      parts.push(
        `<polygon points="${star(x, y, cell / 2, rotation)}" fill="${starColor}"` +
          (outlined ? ` stroke="${line}" stroke-width="3"/>` : '/>'),
      );
      parts.push(
        `<polygon points="${star(x, y, cell / 4.2, rotation + Math.PI / 8)}" fill="${innerColor}"/>`,
      );
      const mx = x + cell / 2;
      const my = y + cell / 2;
      parts.push(`<polygon points="${star(mx, my, cell / 5, rotation)}" fill="${accent}"/>`);
    }
  }
  return parts.join('');
}

/** Horseshoe arch opening onto the pattern, walled in the ground colour (articles). */
function archFrame(width: number, height: number, wall: string, trim: string): string {
  const r = width * 0.3;
  const cx = width / 2;
  const cy = height * 0.48;
  const spring = Math.PI / 9; // the arch closes 20° below its centre: the horseshoe
  const left = cx - r * Math.cos(spring);
  const right = cx + r * Math.cos(spring);
  const springY = cy + r * Math.sin(spring);
  const arch = `M${round(left)},${height} L${round(left)},${round(springY)} A${r},${r} 0 1 1 ${round(right)},${round(springY)} L${round(right)},${height} Z`;
  return (
    `<path d="M0,0 H${width} V${height} H0 Z ${arch}" fill="${wall}" fill-rule="evenodd" opacity="0.94"/>` +
    `<path d="${arch}" fill="none" stroke="${trim}" stroke-width="14"/>`
  );
}

/** A simple silhouette of the product type on a medallion, so a bowl does not look like a jam. */
function silhouette(type: string | null, cx: number, cy: number, size: number, color: string): string {
  const s = size;
  switch (type) {
    case 'bowl':
      return (
        `<path d="M${cx - s},${cy - s * 0.15} A${s},${s * 0.85} 0 0 0 ${cx + s},${cy - s * 0.15} Z" fill="${color}"/>` +
        `<rect x="${cx - s * 0.3}" y="${cy + s * 0.62}" width="${s * 0.6}" height="${s * 0.12}" fill="${color}"/>`
      );
    case 'serving-board':
      return (
        `<rect x="${cx - s}" y="${cy - s * 0.4}" width="${s * 1.55}" height="${s * 0.8}" rx="${s * 0.12}" fill="${color}"/>` +
        `<rect x="${cx + s * 0.5}" y="${cy - s * 0.12}" width="${s * 0.5}" height="${s * 0.24}" rx="${s * 0.1}" fill="${color}"/>`
      );
    case 'napkin':
      return (
        `<polygon points="${cx - s * 0.8},${cy - s * 0.8} ${cx + s * 0.8},${cy - s * 0.8} ${cx + s * 0.8},${cy + s * 0.8}" fill="${color}"/>` +
        `<polygon points="${cx - s * 0.8},${cy - s * 0.7} ${cx + s * 0.7},${cy + s * 0.8} ${cx - s * 0.8},${cy + s * 0.8}" fill="${color}" opacity="0.75"/>`
      );
    case 'jam':
      return (
        `<rect x="${cx - s * 0.55}" y="${cy - s * 0.45}" width="${s * 1.1}" height="${s * 1.3}" rx="${s * 0.18}" fill="${color}"/>` +
        `<rect x="${cx - s * 0.45}" y="${cy - s * 0.8}" width="${s * 0.9}" height="${s * 0.3}" rx="${s * 0.06}" fill="${color}"/>`
      );
    case 'utensil':
      return (
        `<ellipse cx="${cx}" cy="${cy - s * 0.45}" rx="${s * 0.32}" ry="${s * 0.45}" fill="${color}"/>` +
        `<rect x="${cx - s * 0.07}" y="${cy - s * 0.05}" width="${s * 0.14}" height="${s * 1.05}" rx="${s * 0.07}" fill="${color}"/>`
      );
    case 'gift-set':
      return (
        `<rect x="${cx - s * 0.75}" y="${cy - s * 0.4}" width="${s * 1.5}" height="${s * 1.1}" fill="${color}"/>` +
        `<rect x="${cx - s * 0.85}" y="${cy - s * 0.65}" width="${s * 1.7}" height="${s * 0.3}" fill="${color}"/>` +
        `<path d="M${cx},${cy - s * 0.65} C${cx - s * 0.5},${cy - s * 1.2} ${cx - s * 0.6},${cy - s * 0.6} ${cx},${cy - s * 0.65} C${cx + s * 0.6},${cy - s * 0.6} ${cx + s * 0.5},${cy - s * 1.2} ${cx},${cy - s * 0.65}" fill="${color}"/>`
      );
    default:
      return `<polygon points="${star(cx, cy, s * 0.8, 0)}" fill="${color}"/>`;
  }
}

export function renderSvg(entry: MediaEntry): { svg: string; width: number; height: number } {
  const width = 1200;
  const height = entry.folder === 'products' ? 1200 : 800;
  const seed = hash(entry.slug);
  const palette = PALETTES[entry.category] ?? PALETTES.ritual!;
  const [ground, , , accent, line] = palette as [string, string, string, string, string];
  let body =
    `<rect width="${width}" height="${height}" fill="${ground}"/>` +
    tessellation(width, height, seed, palette);
  if (entry.folder === 'articles') {
    body += archFrame(width, height, ground, accent);
  } else {
    const medallion = width * 0.27;
    body += `<circle cx="${width / 2}" cy="${height / 2}" r="${medallion}" fill="${line}" stroke="${accent}" stroke-width="16"/>`;
    body += silhouette(entry.productType, width / 2, height / 2, medallion * 0.62, ground);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return { svg, width, height };
}

export function mediaFiles(entry: MediaEntry): string[] {
  const stem = `${entry.folder}/${entry.slug}`;
  return [`${stem}.webp`, ...MEDIA_WIDTHS.map((w) => `${stem}-${w}.webp`)];
}

async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  renameSync(temp, file);
}

async function writeEntry(entry: MediaEntry, bucketDir: string, sharp: typeof SharpModule): Promise<void> {
  mkdirSync(path.join(bucketDir, entry.folder), { recursive: true });
  // Rasterise the SVG once; every width is resized from the same pixels.
  const { data, info } = await sharp(Buffer.from(renderSvg(entry).svg))
    .raw()
    .toBuffer({ resolveWithObject: true });
  // effort 4 (sharp's default) makes files about a quarter smaller than effort 1 at the same quality,
  // for about the same encoding time on these flat-coloured drawings.
  const encode = (width: number) =>
    sharp(data, { raw: info }).resize({ width }).webp({ quality: 78, effort: 4 }).toBuffer();
  const [small, base, large] = await Promise.all(MEDIA_WIDTHS.map(encode));
  const file = (name: string) => path.join(bucketDir, entry.folder, name);
  // The base file last: its presence plus the widths' is what "already generated" means.
  await writeFileAtomically(file(`${entry.slug}-400.webp`), small!);
  await writeFileAtomically(file(`${entry.slug}-800.webp`), base!);
  await writeFileAtomically(file(`${entry.slug}-1200.webp`), large!);
  await writeFileAtomically(file(`${entry.slug}.webp`), base!);
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
