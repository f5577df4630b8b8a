/**
 * The site search (rpc search_site) as shoppers type it, through supabase-js against the embedded
 * backend with the real migrations and seed: synonyms, plurals, misspellings, prefixes while typing,
 * ranking, pagination, and only what the caller may read.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let user: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  service = serviceClient(backend);
  user = (await signedInClient(backend, 'searcher@example.com')).client;
});
afterAll(() => backend.stop());

interface Options {
  kinds?: string[];
  lim?: number;
  off?: number;
  as?: SupabaseClient;
}

async function search(q: string, { as = anon, ...args }: Options = {}) {
  const { data, error } = await as.rpc('search_site', { q, ...args });
  if (error) throw error;
  return data as {
    kind: string;
    slug: string;
    total: number;
    total_exact: boolean;
    corrected: string | null;
  }[];
}

const slugs = async (q: string, options?: Options) => (await search(q, options)).map((row) => row.slug);
const keys = async (q: string) =>
  (await search(q, { lim: 50 })).map((row) => `${row.kind}:${row.slug}`).sort();

describe('words shoppers use', () => {
  it('finds the same products and recipes for tagine, tajine and طاجين', async () => {
    const tagine = await keys('tagine');
    expect(tagine).toContain('recipe:chicken-tagine-with-preserved-lemon-and-olives');
    expect(tagine.filter((key) => key.startsWith('product:')).length).toBeGreaterThan(0);
    expect(await keys('tajine')).toEqual(tagine);
    expect(await keys('طاجين')).toEqual(tagine);
    expect(await keys('TAJINE')).toEqual(tagine);
  });

  it('finds every bowl for "bowls", also the vessel whose title does not say bowl', async () => {
    const bowls = await service.from('products').select('slug').eq('product_type', 'bowl');
    const found = await slugs('bowls', { kinds: ['product'], lim: 50 });
    expect(bowls.data!.length).toBe(6);
    for (const { slug } of bowls.data!) expect(found).toContain(slug);
    expect(found).toContain('amazigh-motif-vessel');
  });

  it.each([
    ['mint tea', 'tea-ceremony-gift-set'],
    ['thuya board', 'thuya-wood-serving-board'],
    ['olive-wood', 'olive-wood-bread-board'],
    ['Olive Wood', 'atlas-olive-wood-bowl'],
    ['terracota', 'safi-terracotta-bowl'],
    ['safran', 'taliouine-saffron-tin'],
    ['istikana', 'beldi-tea-glasses'],
    ['fouta', 'indigo-hammam-fouta'],
    ['hammam towel', 'indigo-hammam-fouta'],
    ['berrad', 'hammered-brass-teapot'],
    ['mehraz', 'brass-spice-mortar'],
  ])('"%s" finds %s', async (q, slug) => {
    expect(await slugs(q, { kinds: ['product'], lim: 50 })).toContain(slug);
  });

  it('says what it searched for after correcting a misspelling, and nothing when none was needed', async () => {
    const rows = await search('terracota');
    expect(rows[0]).toMatchObject({ slug: 'safi-terracotta-bowl', corrected: 'terracotta' });
    expect((await search('terracotta'))[0]!.corrected).toBeNull();
    expect(await search('qqqqzzzz')).toEqual([]);
  });

  it('matches the last word as a prefix while the shopper is typing', async () => {
    expect(await slugs('tagi')).toContain('chicken-tagine-with-preserved-lemon-and-olives');
    expect(await slugs('thuya bo')).toEqual(['thuya-wood-serving-board']);
    expect(await slugs('mint te', { kinds: ['recipe'] })).toEqual(['moroccan-mint-tea']);
  });

  it('types each result: products, collections, recipes, rituals and pages', async () => {
    expect(await search('tea rituals', { kinds: ['collection'] })).toMatchObject([
      { kind: 'collection', slug: 'tea-rituals', title: 'Tea Rituals' },
    ]);
    expect((await search('atay', { kinds: ['ritual'] }))[0]).toMatchObject({
      kind: 'ritual',
      slug: 'atay-the-three-glasses',
    });
    expect((await search('delivery', { kinds: ['article'] }))[0]).toMatchObject({
      kind: 'article',
      slug: 'delivery',
    });
    expect(await search('   ')).toEqual([]);
    expect(await search('!!! & | :*')).toEqual([]);
  });
});

describe('ranking and pages of results', () => {
  beforeAll(async () => {
    const { error } = await service.from('products').insert([
      {
        slug: 'quillwork-in-the-details',
        title: 'Cedar Coaster',
        price: 10,
        category: 'accessories',
        product_type: 'utensil',
        details: 'Edged in quillwork, quillwork and more quillwork by the same hands.',
      },
      {
        slug: 'quillwork-tray',
        title: 'Quillwork Tray',
        price: 10,
        category: 'accessories',
        product_type: 'utensil',
      },
    ]);
    if (error) throw error;
  });

  it('puts a title match above a match in the body alone', async () => {
    expect(await slugs('quillwork')).toEqual(['quillwork-tray', 'quillwork-in-the-details']);
  });

  it('pages through the results with a total that does not change', async () => {
    const all = await search('bowl', { lim: 50 });
    const total = all[0]!.total;
    expect(all).toHaveLength(total);
    const first = await search('bowl', { lim: 3 });
    const second = await search('bowl', { lim: 3, off: 3 });
    expect(first.map((r) => r.total)).toEqual([total, total, total]);
    expect(first.every((r) => r.total_exact)).toBe(true);
    expect([...first, ...second].map((r) => r.slug)).toEqual(all.slice(0, 6).map((r) => r.slug));
    expect(await search('bowl', { off: total })).toEqual([]);
    expect(await search('bowl', { lim: 500 })).toHaveLength(Math.min(total, 50));
  });
});

describe('only what the caller may read', () => {
  it.each([
    ['a visitor', () => anon],
    ['a signed-in user', () => user],
    ['the service role (the public search never lists drafts)', () => service],
  ])('%s finds no draft ritual, recipe or page', async (_who, as) => {
    for (const q of ['gnawa lila', 'pastilla', 'wholesale riads']) {
      const found = await slugs(q, { as: as(), lim: 50 });
      expect(found).not.toContain('gnawa-and-the-lila');
      expect(found).not.toContain('chicken-pastilla');
      expect(found).not.toContain('wholesale');
    }
  });
});
