/**
 * scripts/generate-media.ts: reads every seeded product and article, draws each one its own picture
 * (and each product a gallery of views), writes each width once, and the seed's alt texts name what
 * the drawings show.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  generateMedia,
  mediaFiles,
  readMediaEntries,
  renderPictures,
  type MediaEntry,
} from '../../scripts/generate-media';
import { PRODUCT_ART } from '../../scripts/media/catalog';
import { DISH_ART } from '../../scripts/media/dishes';

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

it('writes 400, 800 and 1200 px WebP files plus the full-size base and the gallery views, then skips them', async () => {
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
    'products/fes-blue-tea-bowl-detail.webp',
    'products/fes-blue-tea-bowl-setting.webp',
  ]);
  expect(await widths('products/fes-blue-tea-bowl-detail.webp')).toMatchObject({ width: 1200, height: 1200 });
  expect(await widths('products/fes-blue-tea-bowl.webp')).toMatchObject({
    format: 'webp',
    width: 1200,
    height: 1200,
  });
  expect(await widths('products/fes-blue-tea-bowl-800.webp')).toMatchObject({ width: 800, height: 800 });
  expect(await widths('products/fes-blue-tea-bowl-400.webp')).toMatchObject({ width: 400, height: 400 });
  expect(await widths('products/fes-blue-tea-bowl-1200.webp')).toMatchObject({ width: 1200, height: 1200 });
  expect(await widths('articles/harira-1200.webp')).toMatchObject({ width: 1200, height: 800 });

  const before = statSync(path.join(outDir, 'articles/harira.webp')).mtimeMs;
  expect(await generateMedia(outDir, { entries })).toEqual({ generated: 0, skipped: 2 });
  expect(statSync(path.join(outDir, 'articles/harira.webp')).mtimeMs).toBe(before);
});

describe('a picture of its own for every product and recipe', () => {
  const entries = readMediaEntries(seed);
  const products = entries.filter((e) => e.folder === 'products');
  const recipes = entries.filter((e) => e.category === 'recipe');

  it('draws every seeded product and recipe from its own description, not a shared motif', () => {
    expect(products.every((e) => e.slug in PRODUCT_ART)).toBe(true);
    expect(recipes.every((e) => e.slug in DISH_ART)).toBe(true);
    const mains = [...products, ...recipes].map((e) => renderPictures(e)[0]!.svg);
    expect(new Set(mains).size).toBe(mains.length);
    for (const product of products) {
      const views = renderPictures(product).map((p) => p.svg);
      expect(new Set(views).size).toBe(3);
    }
  });

  it('renders different pixels for two bowls of different colours', async () => {
    const pixels = async (slug: string) => {
      const entry = products.find((e) => e.slug === slug)!;
      const { data } = await sharp(Buffer.from(renderPictures(entry)[0]!.svg))
        .resize(32, 32)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return data;
    };
    const blue = await pixels('fes-blue-tea-bowl');
    const green = await pixels('tamegroute-green-bowl');
    expect(Buffer.compare(blue, green)).not.toBe(0);
  });

  it("has alt texts in the seed that name each drawing's object and colours", () => {
    // A row starts with its id and slug (the first mention of a slug may be a link from another row).
    const altOf = (slug: string, marker: RegExp) => {
      const start = seed.search(new RegExp(`'[0-9a-f-]{36}', '${slug}'`));
      return marker.exec(seed.slice(start))?.[1] ?? '';
    };
    for (const [slug, art] of Object.entries(PRODUCT_ART)) {
      const main = altOf(slug, /\n '(Drawing of [^']*)'/);
      for (const word of art.words) expect(main, slug).toContain(word);
      for (const view of ['detail', 'setting']) {
        const row = new RegExp(`\\('${slug}', \\d, '-${view}', '([^']*)'\\)`).exec(seed);
        expect(row?.[1], `${slug} ${view}`).toContain(art.words[0]!.split(' ').at(-1)!);
      }
    }
    for (const [slug, dish] of Object.entries(DISH_ART)) {
      const alt = altOf(slug, /\n '(Drawing of [^']*)', (?:true|false)/);
      for (const word of dish.words) expect(alt, slug).toContain(word);
    }
    // The alt text of a photograph the drawing is not.
    expect(seed).not.toContain('A cobalt-blue hand-painted ceramic bowl');
  });
});
