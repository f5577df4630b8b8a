/**
 * The French and Arabic search in SQL (issue 20): how Arabic is normalised, how French is stemmed,
 * and that the translations' search documents are found through their GIN indexes, as the English
 * ones are, so the search stays fast as the catalogue grows (scripts/bench-search.ts).
 */
import { openSchemaDb, type SqlDb } from './helpers/schema-db';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

const literal = (text: unknown) => `'${String(text).replaceAll("'", "''")}'`;
const value = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ v: unknown }>(sql, params)).rows[0]!.v;

describe('Arabic as it is written', () => {
  it.each([
    ['alef with hamza above and below, madda and wasla', 'أحمد إبريق آنية ٱسم', 'احمد ابريق انيه اسم'],
    ['taa marbuta', 'مدرسة', 'مدرسه'],
    ['alef maqsura', 'مصطفى', 'مصطفي'],
    ['hamza on waw and ya', 'مؤونة بئر', 'موونه بير'],
    ['diacritics (tashkeel) and the dagger alef', 'بَرَّادٌ هٰذا', 'براد هذا'],
    ['tatweel', 'طـــاجين', 'طاجين'],
    ['the article, alone or after wa', 'الطاجين والزيتون', 'طاجين زيتون'],
    ['short words that only look like the article', 'الم ال', 'الم ال'],
    ['Latin words beside it', 'Tajine الطاجين!', 'tajine طاجين'],
  ])('%s', async (_what, text, normalised) => {
    expect(await value('select site_search.norm_ar($1) as v', [text])).toBe(normalised);
  });
});

describe('French as it is read', () => {
  it('stems plurals and reads accents alike', async () => {
    expect(await value(`select site_search.stems_in('Bols en bois d''olivier', 'fr') as v`)).toBe(
      'bol bois olivi',
    );
    expect(
      await value(
        `select site_search.stems_in('théière', 'fr') = site_search.stems_in('THEIERE', 'fr') as v`,
      ),
    ).toBe(true);
  });
});

describe('indexes', () => {
  // A catalogue large enough that reading every row would cost more than the index (the demo one is
  // read whole, rightly): generated in a transaction that is rolled back, with fresh statistics.
  const FRENCH = [
    'Bol',
    'Théière',
    'Plateau',
    'Verre',
    'Tapis',
    'Lanterne',
    'Coussin',
    'Panier',
    'Vase',
    'Mortier',
  ];
  const ARABIC = ['زلافة', 'برّاد', 'صينية', 'كأس', 'زربية', 'فانوس', 'وسادة', 'سلة', 'مزهرية', 'مهراز'];
  const GENERATE = `
    insert into public.products (id, slug, title, price, category, product_type)
    select md5('p' || i)::uuid, 'scale-' || i, 'Piece No. ' || i, 100, 'textiles',
           (array['napkin', 'jam', 'utensil'])[1 + i % 3] from generate_series(1, 4000) i;
    insert into public.product_translations (product_id, locale, title, description)
    select md5('p' || i)::uuid, l.locale,
           case l.locale when 'fr' then ($1::text[])[1 + i % 10] else ($2::text[])[1 + i % 10] end || ' n° ' || i,
           'Fait main, pièce ' || i
    from generate_series(1, 4000) i, (values ('fr'), ('ar')) l (locale);
    insert into public.articles (id, slug, title, category, published)
    select md5('a' || i)::uuid, 'scale-' || i, 'Essay ' || i, 'ritual', true from generate_series(1, 2000) i;
    insert into public.article_translations (article_id, locale, title, body)
    select md5('a' || i)::uuid, l.locale,
           case l.locale when 'fr' then ($1::text[])[1 + i % 10] else ($2::text[])[1 + i % 10] end || ' ' || i,
           '<p>Texte ' || i || '</p>'
    from generate_series(1, 2000) i, (values ('fr'), ('ar')) l (locale);
    insert into public.pages (id, slug, title, published)
    select md5('g' || i)::uuid, 'scale-' || i, 'Page ' || i, true from generate_series(1, 2000) i;
    insert into public.page_translations (page_id, locale, title)
    select md5('g' || i)::uuid, l.locale,
           case l.locale when 'fr' then ($1::text[])[1 + i % 10] else ($2::text[])[1 + i % 10] end || ' ' || i
    from generate_series(1, 2000) i, (values ('fr'), ('ar')) l (locale)`;

  const plans = async (queries: string[]) => {
    let result: string[] = [];
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        for (const statement of GENERATE.split(';')) {
          await tx.query(statement, statement.includes('$1') ? [FRENCH, ARABIC] : []);
        }
        await tx.exec(
          'analyze public.products, public.product_translations, public.articles, ' +
            'public.article_translations, public.pages, public.page_translations',
        );
        await tx.exec('set local role anon');
        await tx.query(`select set_config('request.jwt.claims', '{"role":"anon"}', true)`);
        for (const sql of queries) {
          const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
          result = [...result, rows.map((row) => row['QUERY PLAN']).join('\n')];
        }
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return result;
  };

  it('finds product translations through their search document index, as search_site asks for them', async () => {
    const queries = [];
    for (const [locale, q] of [
      ['fr', 'bols'],
      ['ar', 'زلافه'],
    ]) {
      // As search_site runs it: the query is computed first and reaches the scan as a value.
      const query = await value('select site_search.query_in($1, $2)::text as v', [q, locale]);
      queries.push(
        `select 1 from public.product_translations t
          where t.search_document @@ ${literal(query)}::tsquery and t.locale = ${literal(locale!)}`,
      );
    }
    const english = await value(`select (site_search.queries('bols', 'fr')).english::text as v`);
    queries.push(`select 1 from public.products p where p.search_document @@ ${literal(english)}::tsquery`);
    // Articles and pages are read through their policy (published), as the English tables are: a
    // visitor's search filters them instead of using the index, which the text match, not being
    // leakproof, may not run before the policy. Editorial content stays in the hundreds, not 100,000.
    queries.push(
      `select 1 from public.article_translations t where t.search_document @@ 'براد'::tsquery and t.locale = 'ar'`,
    );
    const [french, arabic, products, articles] = await plans(queries);
    expect(french).toContain('Bitmap Index Scan on product_translations_search_document_idx');
    expect(arabic).toContain('Bitmap Index Scan on product_translations_search_document_idx');
    expect(products).toContain('Bitmap Index Scan on products_search_document_idx');
    expect(articles).toMatch(/Filter: .*SubPlan/); // the policy, asking articles, runs first
    expect(articles).not.toContain('article_translations_search_document_idx');
  });

  // product_translations' policy is the constant true so the index above can serve visitors; that
  // is only "readable with its product" while every product is readable by everyone.
  it('lets everyone read product translations only because everyone reads every product', async () => {
    const { rows } = await db.query<{ tablename: string; qual: string }>(
      `select tablename, qual from pg_policies
        where schemaname = 'public' and tablename in ('products', 'product_translations') and cmd = 'SELECT'
        order by tablename`,
    );
    expect(rows).toEqual([
      { tablename: 'product_translations', qual: 'true' },
      { tablename: 'products', qual: 'true' },
    ]);
  });
});

describe('a word that matches more products than a search ranks', () => {
  // site_search.product_candidates bounds the products ranked per search. The title matches come
  // first in every language, so the piece named after the word is not cut by the bound, however many
  // descriptions mention it; the total then says it is a lower bound.
  const search = async (locale: string) => {
    let rows: { slug: string; total_exact: boolean }[] = [];
    const rollback = new Error('rollback');
    await db
      .transaction(async (tx) => {
        await tx.exec(`
          insert into public.products (slug, title, description, price, category, product_type, created_at)
          select 'zellige-mention-' || i, 'Piece No. ' || i, 'Set with zellige offcuts.', 100, 'ceramics', 'bowl',
                 now() - interval '1 day'
          from generate_series(1, 400) i;
          insert into public.products (slug, title, price, category, product_type)
          values ('zellige-fountain', 'Zellige fountain', 900, 'ceramics', 'bowl');
          set local role anon;
          select set_config('request.jwt.claims', '{"role":"anon"}', true);`);
        ({ rows } = await tx.query<{ slug: string; total_exact: boolean }>(
          `select slug, total_exact from public.search_site('zellige', array['product'], 5, 0, $1)`,
          [locale],
        ));
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return rows;
  };

  it.each(['en', 'fr', 'ar'])('%s: the titled piece first, the total a lower bound', async (locale) => {
    const rows = await search(locale);
    expect(rows[0]?.slug).toBe('zellige-fountain');
    expect(rows[0]?.total_exact).toBe(false);
  });
});
