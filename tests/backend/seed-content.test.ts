/**
 * The demo content makes every screen and state real (issue 3): if an edit to supabase/seed.sql
 * empties a page or breaks a reference, this says which.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createSchemaDb } from './helpers/schema-db';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb();
});
afterAll(() => db.close());

const rows = async <T>(sql: string) => (await db.query<T>(sql)).rows;
const values = async (sql: string) => (await rows<{ v: unknown }>(sql)).map((r) => r.v);

describe('products', () => {
  it('cover every category and product type, with at least 24 pieces', async () => {
    expect(await values('select count(*)::int as v from products')).toEqual([26]);
    expect(await values('select distinct category as v from products order by 1')).toEqual([
      'accessories',
      'ceramics',
      'kitchenware',
      'spices',
      'textiles',
    ]);
    expect(await values('select distinct product_type as v from products order by 1')).toEqual([
      'bowl',
      'gift-set',
      'jam',
      'napkin',
      'serving-board',
      'utensil',
    ]);
  });

  it('fill the four collections and the special filters', async () => {
    expect(
      await values('select distinct collection as v from products where collection is not null order by 1'),
    ).toEqual(['summer-pantry', 'tea-rituals', 'zellij-basics', 'zellij-essentials']);
    const [flags] = await rows<Record<string, number>>(`select
      count(*) filter (where is_featured and in_stock)::int as featured, count(*) filter (where is_new)::int as new,
      count(*) filter (where is_artisan_spotlight and artisan is not null)::int as artisan,
      count(*) filter (where not in_stock)::int as out_of_stock,
      count(*) filter (where exists (select 1 from product_variants v
        where v.product_id = p.id and v.active and v.stock_quantity between 1 and 2))::int as low,
      count(*) filter (where product_type = 'bowl' and exists (select 1 from product_variants v
        where v.product_id = p.id and v.active and v.options ? 'size'))::int as sized_bowls,
      count(*) filter (where in_stock and exists (select 1 from product_variants v
        where v.product_id = p.id and v.active and v.stock_quantity = 0))::int as size_sold_out,
      count(*) filter (where cardinality(related_products) > 0)::int as with_related
      from products p`);
    expect(flags!.featured).toBeGreaterThanOrEqual(3);
    expect(flags!.new).toBeGreaterThanOrEqual(3);
    expect(flags!.artisan).toBeGreaterThanOrEqual(3);
    expect(flags!.out_of_stock).toBeGreaterThanOrEqual(1);
    expect(flags!.low).toBeGreaterThanOrEqual(1);
    expect(flags!.sized_bowls).toBe(6);
    expect(flags!.size_sold_out).toBeGreaterThanOrEqual(1); // one size sold out, another still on sale
    expect(flags!.with_related).toBe(26);
  });

  it('all have an image path, alt text, description and SKU', async () => {
    expect(
      await values(`select slug as v from products where image_url is distinct from 'products/' || slug || '.webp'
      or coalesce(alt_text, '') = '' or coalesce(description, '') = '' or sku_id is null`),
    ).toEqual([]);
  });

  it('only reference products that exist', async () => {
    expect(
      await values(
        `select r as v from products, unnest(related_products) r where r not in (select id from products)`,
      ),
    ).toEqual([]);
    expect(
      await values(
        `select r as v from articles, unnest(linked_products) r where r not in (select id from products)`,
      ),
    ).toEqual([]);
    expect(
      await values(
        `select r as v from articles, unnest(related_articles) r where r not in (select id from articles)`,
      ),
    ).toEqual([]);
  });
});

describe('articles', () => {
  it('have at least six published rituals with long, sectioned essays', async () => {
    const rituals = await rows<{ slug: string; words: number; sections: number }>(`select slug,
      array_length(regexp_split_to_array(regexp_replace(body, '<[^>]+>', ' ', 'g'), '\\s+'), 1) as words,
      (select count(*) from regexp_matches(body, '<h2>', 'g'))::int as sections
      from articles where category = 'ritual' and published`);
    expect(rituals.length).toBeGreaterThanOrEqual(6);
    for (const ritual of rituals) {
      expect(ritual.words, ritual.slug).toBeGreaterThan(350);
      expect(ritual.sections, ritual.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('have at least six published recipes with amounts, timed steps and cooking mode on several', async () => {
    const recipes = await rows<{
      slug: string;
      ingredients: { amount: string; item: string }[];
      steps: { time?: number }[];
      enable_cooking_mode: boolean;
      linked: number;
    }>(
      `select slug, ingredients, steps, enable_cooking_mode, cardinality(linked_products) as linked
       from articles where category = 'recipe' and published`,
    );
    expect(recipes.length).toBeGreaterThanOrEqual(6);
    expect(recipes.filter((r) => r.enable_cooking_mode).length).toBeGreaterThanOrEqual(3);
    for (const recipe of recipes) {
      expect(recipe.steps.length, recipe.slug).toBeGreaterThanOrEqual(3);
      expect(
        recipe.steps.some((s) => typeof s.time === 'number'),
        recipe.slug,
      ).toBe(true);
      expect(
        recipe.ingredients.every((i) => i.amount && i.item),
        recipe.slug,
      ).toBe(true);
      expect(recipe.linked, recipe.slug).toBeGreaterThan(0);
    }
    expect(recipes.flatMap((r) => r.ingredients.map((i) => i.amount))).toContain('1 1/2 tbsp');
  });

  it('keep a draft of each kind and fill every editorial section and guide city used by the menus', async () => {
    expect(await values(`select category as v from articles where not published order by 1`)).toEqual([
      'recipe',
      'ritual',
    ]);
    expect(
      await values(`select distinct unnest(sections) as v from articles where published order by 1`),
    ).toEqual(['culture', 'design', 'explore', 'food', 'guides', 'health', 'journeys']);
    expect(
      await values(
        `select distinct guide_city as v from articles where published and guide_city is not null order by 1`,
      ),
    ).toEqual(['fes', 'marrakech']);
    expect(
      await values(
        `select slug as v from articles where image_url is distinct from 'articles/' || slug || '.webp' or coalesce(alt_text, '') = ''`,
      ),
    ).toEqual([]);
  });
});

describe('pages and banners', () => {
  it('publish the content pages with real bodies and keep one draft', async () => {
    const pages = await rows<{ slug: string; published: boolean; length: number }>(
      `select slug, published, length(content) as length from pages order by slug`,
    );
    const published = pages.filter((p) => p.published);
    expect(published.map((p) => p.slug)).toEqual([
      'booking-conditions',
      'cookie',
      'delivery',
      'faq',
      'privacy',
      'terms',
    ]);
    for (const page of published) expect(page.length, page.slug).toBeGreaterThan(500);
    expect(pages.some((p) => !p.published)).toBe(true);
  });

  it('have exactly one active banner', async () => {
    expect(await values('select is_active as v from site_banners order by position')).toEqual([true, false]);
  });
});

describe("the shop's legal identity", () => {
  it('is complete, so a local order that becomes paid gets its invoice, and says it is made up', async () => {
    const [settings] = await rows<{
      missing: string[];
      legal_name: string;
      legal_address: string;
      ice: string;
      invoice_footer: string;
    }>(
      `select private.invoice_settings_missing(s) as missing, legal_name, legal_address, ice, invoice_footer
         from shop_settings s`,
    );
    expect(settings!.missing).toEqual([]);
    expect(settings!.ice).toMatch(/^[0-9]{15}$/);
    expect(settings!.legal_name).toBe('Zellij SARL');
    expect(settings!.legal_address).toContain('Marrakech');
    // Printed at the foot of every local invoice: nobody mistakes the demo identifiers for a real company's.
    expect(settings!.invoice_footer).toMatch(/démonstration/);
  });
});
