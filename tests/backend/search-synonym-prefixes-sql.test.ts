/**
 * The synonyms' beginnings in SQL (migration 20261201000400): every term of every seeded group, cut
 * while it is being typed, finds at least what the whole term finds, in English, French and Arabic;
 * queries that begin no synonym ask for exactly what they asked for before; and the terms' beginnings
 * are kept in a small table of their own, current as editors change the groups.
 */
import { asRole, openSchemaDb, type SqlDb } from './helpers/schema-db';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

const LOCALES = ['en', 'fr', 'ar'] as const;

/** What a visitor's search finds (all kinds, first 50), as kind:slug, with the total and any correction. */
async function found(q: string, locale: string) {
  const { rows } = await db.query<{ key: string; total: number; corrected: string | null }>(
    `select kind || ':' || slug as key, total, corrected from public.search_site($1, null, 50, 0, $2)`,
    [q, locale],
  );
  return rows;
}

/**
 * Beginnings of a term as a shopper types it: its last word cut to half its letters (at least three
 * letters when it is the term's only word), and cut by one letter, where either is shorter than the word.
 */
function beginnings(term: string): string[] {
  const words = term.split(' ');
  const last = [...words.pop()!];
  const head = words.length ? `${words.join(' ')} ` : '';
  const least = words.length ? 1 : 3;
  const cuts = [Math.max(Math.ceil(last.length / 2), least), last.length - 1];
  return [...new Set(cuts.filter((n) => n >= least && n < last.length))].map(
    (n) => head + last.slice(0, n).join(''),
  );
}

describe('every synonym’s beginning', () => {
  it('cuts terms as a shopper types them', () => {
    expect(beginnings('tajine')).toEqual(['taj', 'tajin']);
    expect(beginnings('طاجين')).toEqual(['طاج', 'طاجي']);
    expect(beginnings('tea glass')).toEqual(['tea gla', 'tea glas']);
    expect(beginnings('jam')).toEqual([]);
  });

  it.each(LOCALES)(
    '%s: finds at least what the whole term finds, for each term of each group',
    async (locale) => {
      const { rows: terms } = await db.query<{ term: string }>(
        'select distinct t as term from public.search_synonyms s, unnest(s.terms) as t order by 1',
      );
      expect(terms.length).toBeGreaterThan(100);
      const missed: string[] = [];
      let compared = 0;
      for (const { term } of terms) {
        const whole = await found(term, locale);
        // A term the catalogue does not hold, or only through a spelling correction, leads nowhere.
        if (whole.length === 0 || whole[0]!.corrected !== null) continue;
        expect(whole[0]!.total, term).toBeLessThanOrEqual(50); // so the first page is everything
        for (const typed of beginnings(term)) {
          const keys = new Set((await found(typed, locale)).map((row) => row.key));
          compared += 1;
          for (const { key } of whole)
            if (!keys.has(key)) missed.push(`"${typed}" (of ${term}) misses ${key}`);
        }
      }
      expect(compared).toBeGreaterThan(100);
      expect(missed).toEqual([]);
    },
    240_000,
  );
});

describe('a query that begins no synonym', () => {
  // The alternatives each query ORs (site_search.queries), as they were before the synonyms' beginnings
  // were read: a complete word, even one a synonym begins with ("tea" of teapot, "olive" of olivewood),
  // asks for what it asked for.
  const alternatives = (query: string | null) => (query === null ? null : query.split(' | ').sort());
  const BEFORE: [string, string, string, string | null][] = [
    ['en', 'tagine', "'tajin':* | 'tagin':* | 'طاجين':*", null],
    ['ar', 'tagine', "'tagin':* | 'tajin':* | 'طاجين':*", "'طاجين':* | 'tagine':* | 'tajine':*"],
    ['en', 'bowls', "'bowl':* | 'bol':* | 'سلطانية':* | 'زلافة':* | 'zlafa':*", null],
    [
      'fr',
      'bols',
      "'bol':* | 'bowl':* | 'zlaf':* | 'zlafa':* | 'زلافة':* | 'سلطانية':*",
      "'bowl':* | 'bol':* | 'سلطانية':* | 'زلافة':* | 'zlaf':*",
    ],
    [
      'en',
      'mint tea',
      "'شاي' & 'بالنعناع':* | 'la' & 'menth':* | 'attay':* | 'atay':* | 'أتاي':* | 'mint' & 'tea':*",
      null,
    ],
    ['en', 'thuya bo', "'thuya' & 'bo':* | 'thuja' & 'bo':* | 'arar' & 'bo':* | 'عرعار' & 'bo':*", null],
    ['en', 'indigo cush', "'indigo' & 'cush':*", null],
    ['ar', 'indigo cush', "'indigo' & 'cush':*", "'indigo' & 'cush':*"],
    [
      'en',
      'olive-wood board',
      "'oliv' & 'wood' & 'board':* | 'boi' & 'd' & 'olivi' & 'board':* | 'olivewood' & 'board':* | 'خشب' & 'الزيتون' & 'board':*",
      null,
    ],
    ['en', 'tea', "'tea':*", null],
    ['fr', 'tea', "'te':* | 'tea':*", "'te':*"],
    ['en', 'teas', "'tea':*", null],
    ['en', 'olive', "'oliv':*", null],
  ];

  it.each(BEFORE)('%s "%s"', async (locale, q, english, translated) => {
    const { rows } = await db.query<{ english: string | null; translated: string | null }>(
      'select english::text, translated::text from site_search.queries($1, $2)',
      [q, locale],
    );
    expect(alternatives(rows[0]!.english)).toEqual(alternatives(english));
    expect(alternatives(rows[0]!.translated)).toEqual(alternatives(translated));
  });
});

describe('the synonym terms’ beginnings', () => {
  const rowsOf = (id: string) =>
    db.query<{ locale: string; beginning: string; whole: boolean }>(
      `select locale, beginning, whole from site_search.synonym_beginnings where synonym_id = $1
        order by locale, term_no, position, length(beginning)`,
      [id],
    );
  const words = async (id: string, locale: string) =>
    (await rowsOf(id)).rows.filter((row) => row.locale === locale && row.whole).map((row) => row.beginning);
  const beginningsIn = async (id: string, locale: string) =>
    (await rowsOf(id)).rows.filter((row) => row.locale === locale && !row.whole).map((row) => row.beginning);

  it('follow a group as an editor adds, changes and removes it, and a visitor reads them', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.search_synonyms (terms) values ('{Ghorraf,tea glass}') returning id`,
    );
    const id = rows[0]!.id;
    expect(await words(id, 'en')).toEqual(['ghorraf', 'tea', 'glass']);
    // Three letters begin a term, one more after its first word.
    expect(await beginningsIn(id, 'en')).toEqual([
      'gho',
      'ghor',
      'ghorr',
      'ghorra',
      'g',
      'gl',
      'gla',
      'glas',
    ]);
    expect(await words(id, 'ar')).toEqual(['ghorraf', 'tea', 'glass']);
    await db.query(`update public.search_synonyms set terms = '{kas,كأس الشاي}' where id = $1`, [id]);
    // Arabic words in the spelling an Arabic search compares: hamza and the article set aside.
    expect(await words(id, 'fr')).toEqual(['kas', 'كاس', 'شاي']);
    expect(await beginningsIn(id, 'fr')).toEqual(['ش', 'شا']);
    const visitor = await asRole(
      db,
      'anon',
      async (tx) =>
        (await tx.query<{ n: number }>('select count(*)::int as n from site_search.synonym_beginnings'))
          .rows[0]!.n,
    );
    expect(visitor).toBeGreaterThan(1000);
    await db.query('delete from public.search_synonyms where id = $1', [id]);
    expect((await rowsOf(id)).rows).toEqual([]);
  });

  it('are looked up by primary key, as alternatives_in asks for them at each keystroke', async () => {
    const plan = await asRole(db, 'anon', async (tx) => {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select 1 from site_search.synonym_beginnings b
          where b.beginning in ('taj', 'taj') and b.locale = 'en' and not b.whole`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('synonym_beginnings_pkey');
  });

  it('are not written by visitors', async () => {
    const error = await asRole(db, 'anon', (tx) =>
      tx
        .query(`delete from site_search.synonym_beginnings`)
        .then(() => null)
        .catch((e: { code: string }) => e.code),
    );
    expect(error).toBe('42501');
  });
});
