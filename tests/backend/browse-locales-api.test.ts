/**
 * The list RPCs in a locale (issue 20), as the app calls them through supabase-js: /shop and
 * /recipes cards and the checkout's shipping quote in French and Arabic where an editor translated
 * them, in English marked lang "en" where not, English unchanged without a locale, and an unknown
 * locale refused with a 400.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, startApi, type RunningBackend } from './helpers/api';
import { SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  anon = anonClient(backend);
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

interface Card {
  slug: string;
  title: string;
  alt_text: string | null;
  excerpt?: string | null;
  lang: Record<string, string>;
}
interface Page {
  items: Card[];
  total: number;
}

async function browse(fn: 'browse_products' | 'browse_recipes', args: Record<string, unknown>) {
  const { data, error } = await anon.rpc(fn, { p_page_size: 48, ...args });
  if (error) throw error;
  return data as Page;
}
const card = (page: Page, slug: string) => page.items.find((item) => item.slug === slug);

describe('browse_products', () => {
  it('shows the French title and alt text of a translated piece and English for the others', async () => {
    const page = await browse('browse_products', { p_locale: 'fr', p_stock: 'all' });
    expect(card(page, 'fes-blue-tea-bowl')).toMatchObject({
      title: 'Bol à thé bleu de Fès',
      alt_text: expect.stringMatching(/^Dessin d'un bol bleu cobalt/),
      lang: { title: 'fr', alt_text: 'fr' },
    });
    expect(card(page, 'fig-and-anise-jam')).toMatchObject({
      title: 'Fig and Anise Jam',
      lang: { title: 'en', alt_text: 'en' },
    });
    const english = await browse('browse_products', { p_stock: 'all' });
    expect(page.total).toBe(english.total);
    expect(page.items.map((item) => item.slug)).toEqual(english.items.map((item) => item.slug));
  });

  it('falls back field by field: a translated title beside an English alt text', async () => {
    // A blank field counts as untranslated, as an empty one does.
    await service
      .from('product_translations')
      .update({ alt_text: '  ' })
      .eq('product_id', SEED.thuyaServingBoard)
      .eq('locale', 'ar')
      .throwOnError();
    const page = await browse('browse_products', { p_locale: 'ar' });
    expect(card(page, 'thuya-wood-serving-board')).toMatchObject({
      title: 'لوح تقديم من جذر العرعار',
      alt_text: expect.stringMatching(/^Drawing of/),
      lang: { title: 'ar', alt_text: 'en' },
    });
  });

  it('matches the box’s words in the translated title too', async () => {
    const page = await browse('browse_products', { p_locale: 'ar', p_search: 'برّاد' });
    expect(page.items.map((item) => item.slug)).toEqual(['hammered-brass-teapot']);
    expect((await browse('browse_products', { p_search: 'برّاد' })).total).toBe(0);
  });

  it('keeps English cards marked "en" without a locale', async () => {
    const page = await browse('browse_products', {});
    expect(card(page, 'fes-blue-tea-bowl')).toMatchObject({
      title: 'Fes Blue Tea Bowl',
      lang: { title: 'en', alt_text: 'en' },
    });
  });
});

describe('browse_recipes', () => {
  it('shows the Arabic title and excerpt of a translated recipe, English for the others', async () => {
    const page = await browse('browse_recipes', { p_locale: 'ar' });
    expect(card(page, 'moroccan-mint-tea')).toMatchObject({
      title: 'الشاي المغربي بالنعناع',
      lang: { title: 'ar', excerpt: 'ar', alt_text: 'ar' },
    });
    expect(card(page, 'harira')).toMatchObject({ lang: { title: 'en', excerpt: 'en', alt_text: 'en' } });
    expect(page.items.map((item) => item.slug)).not.toContain('chicken-pastilla');
  });

  it('never shows a draft recipe through its translation', async () => {
    await service
      .from('article_translations')
      .insert({ article_id: SEED.draftRecipe, locale: 'fr', title: 'Pastilla au poulet' })
      .throwOnError();
    const page = await browse('browse_recipes', { p_locale: 'fr', p_search: 'pastilla' });
    expect(page.items).toEqual([]);
  });
});

describe('shipping_quote', () => {
  it('names the zone in the shopper’s language', async () => {
    const args = { p_country: 'MA', p_city: 'Rabat', p_subtotal: 499 };
    const arabic = await anon.rpc('shipping_quote', { ...args, p_locale: 'ar' }).throwOnError();
    expect(arabic.data).toMatchObject([
      { zone_name: 'الدار البيضاء والرباط', shipping: 25, lang: { zone_name: 'ar' } },
    ]);
    const english = await anon.rpc('shipping_quote', args).throwOnError();
    expect(english.data).toMatchObject([{ zone_name: 'Casablanca and Rabat', lang: { zone_name: 'en' } }]);
  });
});

describe('an unknown locale', () => {
  it.each([
    ['browse_products', {}],
    ['browse_recipes', {}],
    ['shipping_quote', { p_country: 'MA', p_city: 'Fes', p_subtotal: 100 }],
  ])('is refused by %s with a 400 that names it', async (fn, args) => {
    const { error, status } = await anon.rpc(fn, { ...args, p_locale: 'de' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'unknown locale: de' });
  });
});
