/**
 * search_site in French and Arabic (issue 20), through supabase-js against the embedded backend with
 * the real migrations and seed: French stemming and accents, Arabic however it is written, the
 * shop's Moroccan words alike in every language, which fields fell back to English, and drafts'
 * translations found by nobody.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let user: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  service = serviceClient(backend);
  user = (await signedInClient(backend, 'chercheur@example.com')).client;
});
afterAll(() => backend.stop());

interface Row {
  kind: string;
  slug: string;
  title: string;
  excerpt: string | null;
  lang: { title: string; excerpt: string };
  corrected: string | null;
}

async function search(q: string, p_locale: string, options: { kinds?: string[]; as?: SupabaseClient } = {}) {
  const { as = anon, kinds } = options;
  const { data, error } = await as.rpc('search_site', { q, p_locale, kinds, lim: 50 });
  if (error) throw error;
  return data as Row[];
}
const keys = async (q: string, locale: string) =>
  (await search(q, locale)).map((row) => `${row.kind}:${row.slug}`).sort();
const products = async (q: string, locale: string) =>
  (await search(q, locale, { kinds: ['product'] })).map((row) => row.slug).sort();

describe('the shop’s words in every language', () => {
  it('finds the same results for tagine, tajine and طاجين, in English, French and Arabic', async () => {
    const english = await keys('tagine', 'en');
    expect(english.filter((key) => key.startsWith('product:')).length).toBeGreaterThan(0);
    for (const locale of ['en', 'fr', 'ar']) {
      for (const q of ['tagine', 'tajine', 'طاجين'])
        expect(await keys(q, locale), `${q} (${locale})`).toEqual(english);
    }
  });

  it('keeps the English search as it was when no locale is named', async () => {
    const { data } = await anon.rpc('search_site', { q: 'bowl', lim: 3 }).throwOnError();
    expect(data!.map((row: Row) => row.lang)).toEqual([
      { title: 'en', excerpt: 'en' },
      { title: 'en', excerpt: 'en' },
      { title: 'en', excerpt: 'en' },
    ]);
    expect(data![0]!.title).not.toMatch(/Bol/);
  });
});

describe('French', () => {
  it('stems French words: "bols" finds the bowls, with their French titles where written', async () => {
    const rows = await search('bols', 'fr', { kinds: ['product'] });
    const bowls = await service.from('products').select('slug').eq('product_type', 'bowl').throwOnError();
    for (const { slug } of bowls.data!) expect(rows.map((row) => row.slug)).toContain(slug);
    expect(rows.find((row) => row.slug === 'fes-blue-tea-bowl')).toMatchObject({
      title: 'Bol à thé bleu de Fès',
      lang: { title: 'fr', excerpt: 'fr' },
    });
    expect(rows.find((row) => row.slug === 'rif-clay-mixing-bowl')).toMatchObject({
      title: 'Rif Clay Mixing Bowl',
      lang: { title: 'en', excerpt: 'en' },
    });
  });

  it('reads "théière", "theiere" and "THÉIÈRE" alike, and finds the teapot through its synonyms', async () => {
    const teapot = await products('théière', 'fr');
    expect(teapot).toContain('hammered-brass-teapot');
    expect(await products('theiere', 'fr')).toEqual(teapot);
    expect(await products('THÉIÈRE', 'fr')).toEqual(teapot);
    expect(await products('berrad', 'fr')).toEqual(expect.arrayContaining(teapot));
  });

  it('finds a French word of a translated body, and the last word as a prefix', async () => {
    expect((await search('tayaba', 'fr')).map((row) => row.slug)).toEqual([
      'the-hammam-heat-water-and-the-kessa',
    ]);
    expect((await search('marmelade d’oran', 'fr', { kinds: ['product'] })).map((row) => row.slug)).toContain(
      'bitter-orange-marmalade',
    );
  });

  it('names collections in French', async () => {
    expect(await search('rituels du thé', 'fr', { kinds: ['collection'] })).toMatchObject([
      { kind: 'collection', slug: 'tea-rituals', title: 'Rituels du thé', lang: { title: 'fr' } },
    ]);
  });
});

describe('Arabic', () => {
  it.each([
    ['with hamza', 'أتاي'],
    ['without hamza', 'اتاي'],
    ['with diacritics', 'أَتَاي'],
    ['with tatweel', 'أتـــاي'],
  ])('finds the atay ritual written %s', async (_how, q) => {
    const rows = await search(q, 'ar', { kinds: ['ritual'] });
    expect(rows[0]).toMatchObject({
      slug: 'atay-the-three-glasses',
      title: 'أتاي: الكؤوس الثلاث',
      lang: { title: 'ar', excerpt: 'ar' },
    });
  });

  it('reads taa marbuta, alef maqsura, hamza on ya and the article alike', async () => {
    const bowls = await products('زلافة', 'ar');
    expect(bowls).toContain('fes-blue-tea-bowl');
    expect(await products('زلافه', 'ar')).toEqual(bowls);
    expect(await products('الزلافة', 'ar')).toEqual(bowls);
    const jam = await products('مربى', 'ar');
    expect(jam).toContain('bitter-orange-marmalade');
    expect(await products('مربي', 'ar')).toEqual(jam);
    expect(await products('برّاد', 'ar')).toContain('hammered-brass-teapot');
    expect(await products('براد', 'ar')).toContain('hammered-brass-teapot');
  });

  it('shows English, marked as such, where nothing was translated', async () => {
    const rows = await search('زلافة', 'ar', { kinds: ['product'] });
    expect(rows.find((row) => row.slug === 'atlas-olive-wood-bowl')).toMatchObject({
      title: 'Atlas Olive Wood Bowl',
      lang: { title: 'en', excerpt: 'en' },
    });
  });
});

describe('spelling', () => {
  it('corrects a misspelt word to the nearest word of a translated title', async () => {
    expect((await search('marmelde', 'fr'))[0]).toMatchObject({
      slug: 'bitter-orange-marmalade',
      corrected: 'marmelade',
    });
    const arabic = await search('مطروك', 'ar');
    expect(arabic.map((row) => row.slug)).toContain('hammered-brass-teapot');
    expect(arabic[0]!.corrected).toBe('مطروق');
  });
});

describe('what the caller may read', () => {
  beforeAll(async () => {
    await service
      .from('article_translations')
      .insert({
        article_id: SEED.draftRitual,
        locale: 'fr',
        title: 'Les Gnaoua et la lila',
        body: 'quintessencegnaoua',
      })
      .throwOnError();
  });

  it.each([
    ['a visitor', () => anon],
    ['a signed-in user', () => user],
    ['the service role', () => service],
  ])('%s finds no draft through its translation', async (_who, as) => {
    expect(await search('quintessencegnaoua', 'fr', { as: as() })).toEqual([]);
  });

  it('refuses a locale the shop does not speak with a 400', async () => {
    const { error, status } = await anon.rpc('search_site', { q: 'bowl', p_locale: 'es' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'unknown locale: es' });
  });
});
