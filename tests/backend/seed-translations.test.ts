/**
 * The demo content in French and Arabic (issue 20): the home page's pieces and stories, rituals, recipes
 * with their ingredients and steps, every collection and zone, the banner and the published pages.
 * If an edit to supabase/seed.sql drops one, this says which.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createSchemaDb } from './helpers/schema-db';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb();
});
afterAll(() => db.close());

const values = async (sql: string) => (await db.query<{ v: unknown }>(sql)).rows.map((r) => r.v);
const LOCALES = ['ar', 'fr'];

it('translates the featured pieces of the home page and at least six products in both languages', async () => {
  for (const locale of LOCALES) {
    expect(
      await values(`select p.slug as v from products p where p.is_featured and not exists (
        select 1 from product_translations t where t.product_id = p.id and t.locale = '${locale}'
          and t.title <> '' and t.description <> '' and t.alt_text <> '')`),
      locale,
    ).toEqual([]);
    const [count] = await values(
      `select count(*)::int as v from product_translations where locale = '${locale}'`,
    );
    expect(count).toBeGreaterThanOrEqual(6);
  }
});

it('translates two rituals and two recipes, each recipe step for step', async () => {
  for (const locale of LOCALES) {
    const rows = (
      await db.query<{ category: string; same_lists: boolean; same_times: boolean }>(`
        select a.category,
               jsonb_array_length(t.ingredients) = jsonb_array_length(a.ingredients)
                 and jsonb_array_length(t.steps) = jsonb_array_length(a.steps) as same_lists,
               jsonb_path_query_array(t.steps, '$[*].time') = jsonb_path_query_array(a.steps, '$[*].time') as same_times
        from article_translations t join articles a on a.id = t.article_id
        where t.locale = '${locale}' and a.published and t.title <> '' and t.excerpt <> ''`)
    ).rows;
    expect(rows.filter((r) => r.category === 'ritual').length, locale).toBeGreaterThanOrEqual(2);
    const recipes = rows.filter((r) => r.category === 'recipe');
    expect(recipes.length, locale).toBeGreaterThanOrEqual(2);
    for (const recipe of recipes) expect(recipe).toMatchObject({ same_lists: true, same_times: true });
  }
});

it('translates the two newest stories, which the home page shows', async () => {
  expect(
    await values(`select a.slug || ' ' || l.locale as v
      from (select * from articles where published order by created_at desc limit 2) a, (values ('fr'), ('ar')) l (locale)
      where not exists (select 1 from article_translations t where t.article_id = a.id and t.locale = l.locale
                          and t.title <> '' and t.excerpt <> '' and t.alt_text <> '')`),
  ).toEqual([]);
});

it('names every collection, zone, banner and published page in both languages', async () => {
  for (const locale of LOCALES) {
    const missing = await values(`
      select 'collection ' || c as v from (select distinct lower(collection) c from products where collection is not null) x
       where not exists (select 1 from collection_translations t where t.collection = c and t.locale = '${locale}' and t.description <> '')
      union all
      select 'zone ' || z.name from shipping_zones z
       where not exists (select 1 from shipping_zone_translations t where t.zone_id = z.id and t.locale = '${locale}')
      union all
      select 'banner ' || b.content from site_banners b
       where not exists (select 1 from site_banner_translations t where t.banner_id = b.id and t.locale = '${locale}')
      union all
      select 'page ' || g.slug from pages g
       where g.published and not exists (
         select 1 from page_translations t where t.page_id = g.id and t.locale = '${locale}' and t.content like '%<h2>%')`);
    expect(missing, locale).toEqual([]);
  }
});

it('writes the Arabic in Arabic script and the French in French, not the English copied', async () => {
  expect(
    await values(`select p.slug as v from product_translations t join products p on p.id = t.product_id
      where t.title = p.title or t.description = p.description or (t.locale = 'ar' and t.title !~ '[\u0621-\u064A]')`),
  ).toEqual([]);
});
