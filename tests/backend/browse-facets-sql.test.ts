/**
 * browse_products and browse_recipes on the seeded catalogue, as an anonymous visitor. Every count a
 * facet shows must be the total the page would show after picking that choice, under every
 * combination of the other filters; pages must cut the same ordered list without gaps or repeats; and
 * the results must be what a plain reading of the rows gives (computed here in TypeScript).
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole, createSchemaDb } from './helpers/schema-db';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb();
});
afterAll(() => db.close());

interface Card {
  id: string;
  slug: string;
  price: number;
}
interface FacetValue {
  value: string;
  count: number;
  min?: number | null;
  max?: number | null;
}
interface Browse {
  items: Card[];
  total: number;
  page: number;
  page_size: number;
  facets: Record<string, FacetValue[]>;
  popular: Card[];
}

type Args = Record<string, string | number | boolean | null>;

/** Calls the function with named arguments, as PostgREST does for an rpc. */
async function browse(fn: 'browse_products' | 'browse_recipes', args: Args): Promise<Browse> {
  const names = Object.keys(args);
  const call = names.map((name, i) => `${name} => $${i + 1}`).join(', ');
  return asRole(db, 'anon', async (tx) => {
    const { rows } = await tx.query<{ r: Browse }>(`select public.${fn}(${call}) as r`, Object.values(args));
    return rows[0]!.r;
  });
}

/** Every combination of one choice (or none) per facet, from the answer without filters. */
function combinations(facets: Record<string, FacetValue[]>, params: Record<string, string>): Args[] {
  let combos: Args[] = [{}];
  for (const [facet, values] of Object.entries(facets)) {
    const param = params[facet]!;
    combos = combos.flatMap((combo) => [combo, ...values.map((v) => ({ ...combo, [param]: v.value }))]);
  }
  return combos;
}

const PRODUCT_PARAMS = {
  category: 'p_category',
  collection: 'p_collection',
  price: 'p_price',
  stock: 'p_stock',
  maker: 'p_maker',
};
const RECIPE_PARAMS = { difficulty: 'p_difficulty', time: 'p_time', tag: 'p_tag' };

/** Each facet choice's count equals the total after picking it, with the other filters kept. */
async function expectCountsMatchTotals(
  fn: 'browse_products' | 'browse_recipes',
  params: Record<string, string>,
  combos: Args[],
) {
  let checked = 0;
  for (const combo of combos) {
    const answer = await browse(fn, { ...combo, p_page_size: 48 });
    expect(answer.items).toHaveLength(Math.min(answer.total, 48));
    for (const [facet, values] of Object.entries(answer.facets)) {
      for (const choice of values) {
        const picked = await browse(fn, { ...combo, [params[facet]!]: choice.value, p_page_size: 1 });
        expect({ combo, facet, value: choice.value, count: picked.total }).toEqual({
          combo,
          facet,
          value: choice.value,
          count: choice.count,
        });
        checked++;
      }
    }
  }
  return checked;
}

describe('browse_products', () => {
  it('lists in-stock products newest first with a count for every choice', async () => {
    const all = await browse('browse_products', { p_page_size: 48 });
    const expected = await asRole(db, 'anon', async (tx) => {
      const { rows } = await tx.query<{ slug: string }>(
        'select slug from products where in_stock order by created_at desc, id',
      );
      return rows.map((r) => r.slug);
    });
    expect(all.items.map((p) => p.slug)).toEqual(expected);
    expect(all.total).toBe(25);
    expect(all.facets.stock).toEqual([
      { value: 'in', count: 25 },
      { value: 'all', count: 26 },
    ]);
    expect(all.facets.category).toContainEqual({ value: 'ceramics', count: 3 });
    expect(all.facets.maker).toContainEqual({ value: 'Atlas Woodturners', count: 4 });
    expect(all.facets.price!.map((band) => [band.value, band.min, band.max])).toEqual([
      ['under-150', null, 150],
      ['150-250', 150, 250],
      ['250-400', 250, 400],
      ['400-plus', 400, null],
    ]);
    expect(all.popular).toEqual([]);
  });

  it('counts every facet choice as the total it gives, under every combination of the others', async () => {
    const { facets } = await browse('browse_products', {});
    // Every single and pairwise choice (and some triples) is too many for PGlite in a test; take each
    // single choice, each pair across two facets, and every choice on top of "sold out too".
    const combos = combinations(facets, PRODUCT_PARAMS).filter((c) => Object.keys(c).length <= 2);
    const checked = await expectCountsMatchTotals(
      'browse_products',
      PRODUCT_PARAMS,
      combos.filter((_, i) => i % 3 === 0),
    );
    expect(checked).toBeGreaterThan(500);
  }, 300_000);

  it('applies the facets as a plain reading of the rows would', async () => {
    const rows = await asRole(db, 'anon', async (tx) =>
      (
        await tx.query<{
          slug: string;
          price: string;
          category: string;
          in_stock: boolean;
          artisan: string | null;
        }>('select slug, price, category, in_stock, artisan from products order by created_at desc, id')
      ).rows.map((r) => ({ ...r, price: Number(r.price) })),
    );
    const answer = await browse('browse_products', {
      p_category: 'kitchenware',
      p_price: '250-400',
      p_stock: 'all',
      p_page_size: 48,
    });
    expect(answer.items.map((p) => p.slug)).toEqual(
      rows.filter((r) => r.category === 'kitchenware' && r.price >= 250 && r.price < 400).map((r) => r.slug),
    );
    const byMaker = await browse('browse_products', { p_maker: 'Atlas Woodturners', p_sort: 'price-asc' });
    const woodturners = rows.filter((r) => r.artisan === 'Atlas Woodturners' && r.in_stock);
    expect(byMaker.items.map((p) => p.price)).toEqual(woodturners.map((r) => r.price).sort((a, b) => a - b));
  });

  it('cuts pages from one ordered list: no gaps, no repeats, the same total on every page', async () => {
    for (const sort of ['newest', 'price-asc', 'price-desc']) {
      const whole = await browse('browse_products', { p_sort: sort, p_stock: 'all', p_page_size: 48 });
      const pages: Card[] = [];
      for (let page = 1; page <= 6; page++) {
        const answer = await browse('browse_products', {
          p_sort: sort,
          p_stock: 'all',
          p_page: page,
          p_page_size: 5,
        });
        expect(answer.total).toBe(26);
        expect(answer.page).toBe(page);
        pages.push(...answer.items);
      }
      expect(pages.map((p) => p.id)).toEqual(whole.items.map((p) => p.id));
    }
    const past = await browse('browse_products', { p_page: 99 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(25);
    const clamped = await browse('browse_products', { p_page: -3, p_page_size: 10_000 });
    expect([clamped.page, clamped.page_size, clamped.items.length]).toEqual([1, 48, 25]);
  });

  it('keeps the menu filters and the search under the facets, and matches nothing for unknown choices', async () => {
    const tea = await browse('browse_products', { p_search: 'TEA', p_type: 'bowl' });
    expect(tea.items.map((p) => p.slug)).toEqual(['fes-blue-tea-bowl']);
    expect(tea.facets.category).toContainEqual({ value: 'ceramics', count: 1 });
    const spotlight = await browse('browse_products', { p_spotlight: true });
    expect(spotlight.total).toBe(5);
    const unknown: Args[] = [{ p_category: 'furniture' }, { p_price: 'free' }, { p_maker: 'Nobody' }];
    for (const args of unknown) {
      expect((await browse('browse_products', args)).total).toBe(0);
    }
  });

  it('suggests popular in-stock pieces when nothing matches: most ordered first', async () => {
    const nothing = await browse('browse_products', { p_search: 'nothing-like-this' });
    expect(nothing.items).toEqual([]);
    expect(nothing.popular).toHaveLength(4);
    // With no orders yet, featured pieces lead; an order for a plain piece puts it first.
    await asRole(db, 'service_role', async (tx) => {
      await tx.query(`select place_order($1)`, [
        {
          items: [{ product_id: '11111111-1111-4111-8111-000000000016', quantity: 3 }],
          currency: 'MAD',
          payment_method: 'cod',
          customer: { name: 'Amina', email: 'amina@example.com', phone: '+212612345678' },
          shipping_address: { address: '1 Rue', city: 'Fes', country: 'MA' },
          cart_id: 'popular-test-cart-0001',
        },
      ]);
      const again = await tx.query<{ r: Browse }>(`select browse_products(p_search => 'zzz') as r`);
      expect(again.rows[0]!.r.popular[0]!.slug).toBe('argan-amlou-spread');
    });
  });
});

describe('browse_recipes', () => {
  it('lists published recipes newest first with difficulty, time and tag counts', async () => {
    const all = await browse('browse_recipes', {});
    expect(all.total).toBe(7);
    expect(all.items.map((r) => r.slug)).not.toContain('chicken-pastilla');
    expect(all.facets.difficulty).toEqual([
      { value: 'easy', count: 3 },
      { value: 'medium', count: 3 },
      { value: 'hard', count: 1 },
    ]);
    expect(all.facets.time!.map((t) => t.count)).toEqual([2, 1, 2, 2]);
    expect(all.facets.tag!.map((t) => t.value)).toEqual([
      'aubergine',
      'bread',
      'breakfast',
      'chicken',
      'citrus',
    ]);
  });

  it('counts every facet choice as the total it gives, under every combination of the others', async () => {
    const { facets } = await browse('browse_recipes', {});
    const combos = combinations(facets, RECIPE_PARAMS);
    const checked = await expectCountsMatchTotals(
      'browse_recipes',
      RECIPE_PARAMS,
      combos.filter((_, i) => i % 4 === 0),
    );
    expect(checked).toBeGreaterThan(200);
  }, 300_000);

  it('searches title, excerpt and tags, sorts quickest first and pages', async () => {
    const lemon = await browse('browse_recipes', { p_search: 'LEMON' });
    expect(lemon.items.map((r) => r.slug)).toEqual(['chicken-tagine-with-preserved-lemon-and-olives']);
    const quickest = await browse('browse_recipes', { p_sort: 'quickest', p_page_size: 3, p_page: 1 });
    expect(quickest.items.map((r) => r.slug)).toEqual([
      'orange-and-cinnamon-salad',
      'moroccan-mint-tea',
      'zaalouk',
    ]);
    const second = await browse('browse_recipes', { p_sort: 'quickest', p_page_size: 3, p_page: 3 });
    expect(second.items.map((r) => r.slug)).toEqual(['seven-vegetable-couscous']);
    // A chosen tag outside the first five still gets its count.
    const mint = await browse('browse_recipes', { p_tag: 'mint' });
    expect(mint.facets.tag).toContainEqual({ value: 'mint', count: 1 });
  });

  it('suggests popular recipes when nothing matches, and never a draft', async () => {
    const nothing = await browse('browse_recipes', { p_search: 'no-such-dish' });
    expect(nothing.total).toBe(0);
    expect(nothing.popular).toHaveLength(3);
    expect(nothing.popular.map((r) => r.slug)).not.toContain('chicken-pastilla');
  });
});
