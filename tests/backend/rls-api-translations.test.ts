/**
 * The translation tables through supabase-js (issue 20): a visitor or a signed-in customer reads a
 * translation exactly when they may read its parent row (published articles and pages, active banners
 * and zones, every product, picture and collection), reads a row in French with its translation
 * embedded, and can add, change or remove no translation. The service role (the dashboard) can.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let visitor: SupabaseClient;
let customer: SupabaseClient;
let draftPage: string;
let closedZone: string;
let galleryPicture: string;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  visitor = anonClient(backend);
  customer = (await signedInClient(backend, 'translations@example.com')).client;
  const page = await service.from('pages').select('id').eq('slug', 'wholesale').single().throwOnError();
  draftPage = page.data.id as string;
  const zone = await service
    .from('shipping_zones')
    .insert({
      name: 'Canary Islands',
      countries: ['ES'],
      cities: ['Las Palmas'],
      price_mad: 300,
      delivery_days_min: 6,
      delivery_days_max: 10,
      active: false,
    })
    .select('id')
    .single()
    .throwOnError();
  closedZone = zone.data.id as string;
  const picture = await service
    .from('product_images')
    .select('id')
    .eq('product_id', SEED.fesBlueTeaBowl)
    .eq('position', 0)
    .single()
    .throwOnError();
  galleryPicture = picture.data.id as string;
  // Editors translate drafts before publishing them: these must stay as hidden as their parents.
  await service
    .from('article_translations')
    .insert([
      { article_id: SEED.draftRitual, locale: 'fr', title: 'Les Gnaoua et la lila', excerpt: 'Brouillon' },
      { article_id: SEED.draftRecipe, locale: 'ar', title: 'بسطيلة الدجاج' },
    ])
    .throwOnError();
  await service
    .from('page_translations')
    .insert({ page_id: draftPage, locale: 'fr', title: 'Vente aux riads' })
    .throwOnError();
  await service
    .from('shipping_zone_translations')
    .insert({ zone_id: closedZone, locale: 'fr', name: 'Îles Canaries' })
    .throwOnError();
});
afterAll(() => backend?.stop());

describe.each([
  ['a visitor', () => visitor],
  ['a signed-in customer', () => customer],
])('%s', (_who, caller) => {
  it('reads a product in French with its translation embedded, filtered by locale', async () => {
    const { data, error } = await caller()
      .from('products')
      .select('slug, title, product_translations(title, description)')
      .eq('product_translations.locale', 'fr')
      .eq('slug', 'fes-blue-tea-bowl')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      title: 'Fes Blue Tea Bowl',
      product_translations: [{ title: 'Bol à thé bleu de Fès' }],
    });
  });

  it('gets no translation for a product nobody translated, so the English row is shown', async () => {
    const { data } = await caller()
      .from('products')
      .select('title, product_translations(title)')
      .eq('product_translations.locale', 'ar')
      .eq('id', SEED.figJam)
      .single()
      .throwOnError();
    expect(data).toEqual({ title: 'Fig and Anise Jam', product_translations: [] });
  });

  it('reads the translations of published articles, pages, active banners and zones, pictures and collections', async () => {
    const ritual = await caller()
      .from('article_translations')
      .select('locale')
      .eq('article_id', SEED.publishedRitual);
    expect(ritual.data?.map((row) => row.locale).sort()).toEqual(['ar', 'fr']);
    const recipe = await caller()
      .from('articles')
      .select('slug, article_translations(title, ingredients, steps)')
      .eq('article_translations.locale', 'ar')
      .eq('id', SEED.publishedRecipe)
      .single()
      .throwOnError();
    expect(recipe.data.article_translations).toHaveLength(1);
    expect(recipe.data.article_translations[0]!.steps).toHaveLength(7);
    const banner = await caller()
      .from('site_banner_translations')
      .select('content')
      .eq('banner_id', SEED.activeBanner);
    expect(banner.data).toHaveLength(2);
    const zones = await caller().from('shipping_zone_translations').select('name').eq('locale', 'ar');
    expect(zones.data?.map((row) => row.name)).toContain('الدار البيضاء والرباط');
    const picture = await caller()
      .from('product_image_translations')
      .select('alt_text')
      .eq('image_id', galleryPicture);
    expect(picture.data).toHaveLength(2);
    const collections = await caller()
      .from('collection_translations')
      .select('collection')
      .eq('locale', 'fr');
    expect(collections.data?.map((row) => row.collection).sort()).toEqual([
      'summer-pantry',
      'tea-rituals',
      'zellij-basics',
      'zellij-essentials',
    ]);
  });

  it('reads no translation of a draft ritual, draft recipe, unpublished page, inactive banner or closed zone', async () => {
    const drafts = await caller()
      .from('article_translations')
      .select('title')
      .in('article_id', [SEED.draftRitual, SEED.draftRecipe]);
    expect(drafts.error).toBeNull();
    expect(drafts.data).toEqual([]);
    expect((await caller().from('page_translations').select('title').eq('page_id', draftPage)).data).toEqual(
      [],
    );
    expect(
      (await caller().from('site_banner_translations').select('content').eq('banner_id', SEED.inactiveBanner))
        .data,
    ).toEqual([]);
    expect(
      (await caller().from('shipping_zone_translations').select('name').eq('zone_id', closedZone)).data,
    ).toEqual([]);
  });

  it('can add, change or remove no translation', async () => {
    const before = await service
      .from('product_translations')
      .select('*')
      .eq('product_id', SEED.fesBlueTeaBowl)
      .order('locale');
    const inserted = await caller()
      .from('product_translations')
      .insert({ product_id: SEED.figJam, locale: 'fr', title: 'Confiture piratée' });
    expect(inserted.error?.code).toBe('42501');
    await caller()
      .from('product_translations')
      .update({ title: 'Bol volé' })
      .eq('product_id', SEED.fesBlueTeaBowl);
    await caller().from('product_translations').delete().eq('product_id', SEED.fesBlueTeaBowl);
    const after = await service
      .from('product_translations')
      .select('*')
      .eq('product_id', SEED.fesBlueTeaBowl)
      .order('locale');
    expect(after.data).toEqual(before.data);
    expect(
      (await service.from('product_translations').select('title').eq('product_id', SEED.figJam)).data,
    ).toEqual([]);
    for (const table of [
      'article_translations',
      'page_translations',
      'site_banner_translations',
      'shipping_zone_translations',
      'product_image_translations',
      'collection_translations',
    ]) {
      const { error } = await caller().from(table).insert({ locale: 'fr' });
      expect(error?.code, table).toBe('42501');
      const deleted = await caller().from(table).delete().eq('locale', 'fr').select();
      expect(deleted.data ?? [], table).toEqual([]);
    }
    const banner = await service
      .from('site_banner_translations')
      .select('content')
      .eq('banner_id', SEED.activeBanner);
    expect(banner.data).toHaveLength(2);
  });
});

describe('the service role (the dashboard)', () => {
  it('writes translations, which readers see at once, and refuses a locale the shop does not speak', async () => {
    await service
      .from('product_translations')
      .upsert({ product_id: SEED.figJam, locale: 'fr', title: 'Confiture de figues à l’anis' })
      .throwOnError();
    const read = await visitor
      .from('product_translations')
      .select('title')
      .eq('product_id', SEED.figJam)
      .single();
    expect(read.data).toEqual({ title: 'Confiture de figues à l’anis' });
    for (const locale of ['en', 'es', 'FR']) {
      const { error } = await service
        .from('product_translations')
        .insert({ product_id: SEED.figJam, locale });
      expect(error?.message, locale).toContain('product_translations_locale_translated');
    }
  });

  it('writes a recipe’s translated lists, whose shapes are checked as the service role', async () => {
    const lists = {
      ingredients: [{ amount: '1 c. à soupe', item: 'thé vert' }],
      steps: [{ instruction: 'Rincez le thé.', time: 1 }],
    };
    await service
      .from('article_translations')
      .update(lists)
      .eq('article_id', SEED.publishedRecipe)
      .eq('locale', 'fr')
      .throwOnError();
    const read = await visitor
      .from('article_translations')
      .select('ingredients, steps')
      .eq('article_id', SEED.publishedRecipe)
      .eq('locale', 'fr')
      .single();
    expect(read.data).toEqual(lists);
    const bad = await service
      .from('article_translations')
      .update({ steps: [{ time: 1 }] })
      .eq('article_id', SEED.publishedRecipe)
      .eq('locale', 'fr');
    expect(bad.error?.message).toContain('article_translations_steps_shape');
  });

  it('removes a product’s translations with the product', async () => {
    const created = await service
      .from('products')
      .insert({
        slug: 'short-lived-bowl',
        title: 'Short-Lived Bowl',
        price: 10,
        category: 'ceramics',
        product_type: 'bowl',
      })
      .select('id')
      .single()
      .throwOnError();
    const id = created.data.id as string;
    await service
      .from('product_translations')
      .insert({ product_id: id, locale: 'ar', title: 'زلافة' })
      .throwOnError();
    await service.from('products').delete().eq('id', id).throwOnError();
    expect((await service.from('product_translations').select('locale').eq('product_id', id)).data).toEqual(
      [],
    );
  });
});
