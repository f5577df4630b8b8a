/**
 * Predictive search for the synonyms' beginnings (migration 20261201000400): the header suggests
 * while the shopper types, so the start of a synonym ("taj" of tajine, "طاج" of طاجين, "théi" of
 * théière) finds what the whole synonym finds, in English, French and Arabic, through supabase-js
 * against the embedded backend with the real migrations and seed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, startApi, type RunningBackend } from './helpers/api';

let backend: RunningBackend;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
});
afterAll(() => backend.stop());

const LOCALES = ['en', 'fr', 'ar'] as const;

async function search(q: string, p_locale: string, kinds?: string[]) {
  const { data, error } = await anon.rpc('search_site', { q, p_locale, kinds, lim: 50 });
  if (error) throw error;
  return data as { kind: string; slug: string; corrected: string | null }[];
}
/** The products found for what was typed, as typed: a spelling correction would not be a suggestion. */
async function products(q: string, locale: string) {
  const rows = await search(q, locale, ['product']);
  expect(rows.filter((row) => row.corrected !== null).map((row) => row.corrected)).toEqual([]);
  return rows.map((row) => row.slug);
}

describe('the beginning of tagine’s synonyms', () => {
  it.each(LOCALES)(
    '%s: "taj", "طاج" and "الطاج" find the tagine products, ranked as "tagine" ranks them',
    async (locale) => {
      const tagine = await products('tagine', locale);
      expect(tagine.length).toBeGreaterThan(0);
      expect(await products('taj', locale)).toEqual(tagine);
      expect(await products('tajin', locale)).toEqual(tagine);
      expect(await products('طاج', locale)).toEqual(tagine);
      expect(await products('الطاج', locale)).toEqual(tagine);
    },
  );

  it.each(LOCALES)(
    '%s: "taj" finds the tagine recipe too, and needs no spelling correction',
    async (locale) => {
      const rows = await search('taj', locale);
      expect(rows.map((row) => `${row.kind}:${row.slug}`)).toContain(
        'recipe:chicken-tagine-with-preserved-lemon-and-olives',
      );
      expect(rows.every((row) => row.corrected === null)).toBe(true);
    },
  );
});

// Each synonym's beginning, and a product its group leads to whose English words the typed letters
// do not begin (so only the synonym can find it there).
describe.each(LOCALES)('%s', (locale) => {
  it.each([
    ['théiè', 'hammered-brass-teapot'], // théière
    ['morti', 'brass-spice-mortar'], // mortier
    ['verre à th', 'beldi-tea-glasses'], // verre à thé
    ['brûle-par', 'brass-incense-burner'], // brûle-parfum
    ['bois d’oli', 'olive-wood-spoon-set'], // bois d’olivier
    ['planche de ser', 'thuya-wood-serving-board'], // planche de service
    ['servie', 'berber-linen-napkins'], // serviette de table
    ['confitu', 'fig-and-anise-jam'], // confiture
    ['coffret cad', 'tea-ceremony-gift-set'], // coffret cadeau
  ])('the French synonym beginning "%s" finds %s', async (q, slug) => {
    expect(await products(q, locale)).toContain(slug);
  });

  it.each([
    ['زلا', 'rif-clay-mixing-bowl'], // زلافة
    ['سلطا', 'tamegroute-green-bowl'], // سلطانية
    ['برا', 'hammered-brass-teapot'], // براد
    ['مهر', 'brass-spice-mortar'], // مهراز
    ['فوط', 'indigo-hammam-fouta'], // فوطة
    ['زعف', 'taliouine-saffron-tin'], // زعفران
    ['عرع', 'thuya-wood-serving-board'], // عرعار
    ['مبخ', 'brass-incense-burner'], // مبخرة
    ['أمل', 'argan-amlou-spread'], // أملو
    ['امل', 'argan-amlou-spread'], // أملو written without hamza
    ['مرب', 'fig-and-anise-jam'], // مربى
    ['مندي', 'berber-linen-napkins'], // منديل
    ['كأس الش', 'beldi-tea-glasses'], // كأس الشاي, the article before the word begun
    ['خشب الزي', 'olive-wood-bread-board'], // خشب الزيتون
  ])('the Arabic synonym beginning "%s" finds %s', async (q, slug) => {
    expect(await products(q, locale)).toContain(slug);
  });

  it.each([
    ['isti', 'beldi-tea-glasses'], // istikana
    ['zlaf', 'rif-clay-mixing-bowl'], // zlafa
    ['peshtema', 'indigo-hammam-fouta'], // peshtemal: longer than its English stem, peshtem
    ['zaafr', 'taliouine-saffron-tin'], // zaafran
    ['mabkh', 'brass-incense-burner'], // mabkhara
    ['hamd mar', 'beldi-preserved-lemons'], // hamd markad
  ])('the Moroccan synonym beginning "%s" finds %s', async (q, slug) => {
    expect(await products(q, locale)).toContain(slug);
  });
});

describe('what begins no synonym', () => {
  it('finds what it found before', async () => {
    expect(await products('thuya bo', 'en')).toEqual(['thuya-wood-serving-board']);
    expect(await search('qqqqzzzz', 'en')).toEqual([]);
    expect(await search('zzq', 'ar')).toEqual([]);
  });
});
