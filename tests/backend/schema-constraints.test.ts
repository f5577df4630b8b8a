/**
 * The rules an editor meets in the dashboard: every violation names the constraint that explains it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createSchemaDb, pgError } from './helpers/schema-db';

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDb({ seed: false });
});
afterAll(() => db.close());

function insertRow(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  const values = columns.map((_, i) => `$${i + 1}`).join(', ');
  return db.query(
    `insert into public.${table} (${columns.join(', ')}) values (${values})`,
    Object.values(row),
  );
}

const insertProduct = (overrides: Record<string, unknown>) =>
  insertRow('products', {
    slug: 'test-bowl',
    title: 'Test Bowl',
    price: 100,
    category: 'ceramics',
    product_type: 'bowl',
    ...overrides,
  });

/**
 * A product in several sizes, written as the dashboard does it in one transaction (a product
 * inserted alone gets a one-size {} variant at commit, which sized variants may not join).
 */
async function insertSizedProduct(slug: string, sizes: Record<string, number | null>) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.products (slug, title, price, category, product_type)
       values ($1, 'Sized Bowl', 100, 'ceramics', 'bowl') returning id`,
      [slug],
    );
    let position = 0;
    for (const [size, stock] of Object.entries(sizes)) {
      await tx.query(
        `insert into public.product_variants (product_id, sku, options, price, stock_quantity, position)
         values ($1, $2, jsonb_build_object('size', $3::text), $4, $5, $6)`,
        [rows[0]!.id, `${slug}-${size}`.toUpperCase(), size, 100 + 10 * position, stock, position++],
      );
    }
  });
}

const inStock = async (slug: string) =>
  (await db.query<{ in_stock: boolean }>(`select in_stock from products where slug = $1`, [slug])).rows[0]
    ?.in_stock;
const setSizeStock = (sku: string, stock: number) =>
  db.query(`update product_variants set stock_quantity = $2 where sku = $1`, [sku, stock]);

let articleCount = 0;
const insertArticle = (overrides: Record<string, unknown>) =>
  insertRow('articles', { slug: `article-${++articleCount}`, title: 'T', category: 'recipe', ...overrides });

async function expectViolation(statement: Promise<unknown>, constraint: string, code = '23514') {
  const error = await pgError(statement);
  expect(error.code).toBe(code);
  expect(error.message).toContain(constraint);
}

describe('products', () => {
  it('accepts a valid product', async () => {
    await insertSizedProduct('valid-bowl', { small: 3, large: null });
    const { rows } = await db.query<{ in_stock: boolean; sizes: string[] }>(
      `select p.in_stock, array(select v.options ->> 'size' from product_variants v
                                 where v.product_id = p.id order by v.position) as sizes
         from products p where p.slug = 'valid-bowl'`,
    );
    expect(rows[0]).toEqual({ in_stock: true, sizes: ['small', 'large'] });
  });

  it('names the rule for a negative price', () =>
    expectViolation(insertProduct({ price: -1 }), 'products_price_non_negative'));

  it.each(['Fes Bowl', 'fes--bowl', '-fes', 'fes_bowl', 'fès'])(
    'names the rule for the bad slug %j',
    (slug) => expectViolation(insertProduct({ slug }), 'products_slug_format'),
  );

  it('names the rule for an unknown category or product type', async () => {
    await expectViolation(insertProduct({ category: 'furniture' }), 'products_category_valid');
    await expectViolation(insertProduct({ product_type: 'lamp' }), 'products_product_type_valid');
  });

  it('names the rule for unknown sizes and negative stock', async () => {
    await insertProduct({ slug: 'rules-bowl' }); // its one {} variant is added at commit
    const { rows } = await db.query<{ id: string }>(`select id from products where slug = 'rules-bowl'`);
    const productId = rows[0]!.id;
    await expectViolation(
      insertRow('product_variants', {
        product_id: productId,
        sku: 'RULES-BOWL-H',
        options: JSON.stringify({ size: 'huge' }),
        price: 100,
      }),
      'product_variants_options_valid',
    );
    await expectViolation(
      db.query(`update product_variants set stock_quantity = -1 where product_id = $1`, [productId]),
      'product_variants_stock_quantity_non_negative',
    );
  });

  it('refuses a duplicate slug by name', async () => {
    await insertProduct({ slug: 'unique-bowl' });
    await expectViolation(insertProduct({ slug: 'unique-bowl' }), 'products_slug_unique', '23505');
  });

  it('takes a product out of stock when its stock reaches 0 and back when restocked', async () => {
    await insertSizedProduct('stock-bowl', { small: 1, large: 1 });
    expect(await inStock('stock-bowl')).toBe(true);
    await setSizeStock('STOCK-BOWL-SMALL', 0);
    expect(await inStock('stock-bowl')).toBe(true); // the large one can still be sold
    await setSizeStock('STOCK-BOWL-LARGE', 0);
    expect(await inStock('stock-bowl')).toBe(false);
    await setSizeStock('STOCK-BOWL-SMALL', 5);
    expect(await inStock('stock-bowl')).toBe(true);
  });

  it('stamps updated_at on every edit', async () => {
    await insertProduct({ slug: 'dated-bowl' });
    await db.query(`update products set updated_at = now() - interval '1 day' where slug = 'dated-bowl'`);
    await db.query(`update products set title = 'Renamed' where slug = 'dated-bowl'`);
    const { rows } = await db.query<{ fresh: boolean }>(
      `select updated_at > now() - interval '1 minute' as fresh from products where slug = 'dated-bowl'`,
    );
    expect(rows[0]?.fresh).toBe(true);
  });
});

describe('articles, pages and banners', () => {
  it('names the rule for a bad category, section or difficulty', async () => {
    await expectViolation(insertArticle({ category: 'poem' }), 'articles_category_valid');
    await expectViolation(insertArticle({ sections: '{food,sports}' }), 'articles_sections_valid');
    await expectViolation(insertArticle({ guide_city: 'paris' }), 'articles_guide_city_valid');
    await expectViolation(insertArticle({ difficulty_level: 'extreme' }), 'articles_difficulty_level_valid');
    await expectViolation(insertArticle({ servings: 0 }), 'articles_servings_positive');
  });

  it('checks the shape of ingredients and steps', async () => {
    await insertArticle({
      ingredients: JSON.stringify([{ amount: '1 1/2 tbsp', item: 'tea', notes: 'gunpowder' }]),
      steps: JSON.stringify([
        { instruction: 'Boil', time: 5 },
        { instruction: 'Pour', notes: 'from on high' },
      ]),
    });
    const badIngredients = [[{ amount: '1 tbsp' }], [{ amount: 1, item: 'salt' }], ['salt']];
    for (const ingredients of badIngredients) {
      await expectViolation(
        insertArticle({ ingredients: JSON.stringify(ingredients) }),
        'articles_ingredients_shape',
      );
    }
    const badSteps = [
      [{ instruction: 'Boil', time: '5' }],
      [{ instruction: 'Boil', time: 2.5 }],
      [{ time: 5 }],
      { instruction: 'Boil' },
    ];
    for (const steps of badSteps) {
      await expectViolation(insertArticle({ steps: JSON.stringify(steps) }), 'articles_steps_shape');
    }
  });

  it('names the rule for a bad page slug', () =>
    expectViolation(
      db.query(`insert into pages (slug, title) values ('/privacy', 'Privacy')`),
      'pages_slug_format',
    ));

  it('refuses script links, other hosts dressed as paths and non-hex colours in banners', async () => {
    await expectViolation(
      db.query(`insert into site_banners (content, link_url) values ('Hi', 'javascript:alert(1)')`),
      'site_banners_link_url_safe',
    );
    await expectViolation(
      db.query(`insert into site_banners (content, link_url) values ('Hi', '//evil.example')`),
      'site_banners_link_url_safe',
    );
    // Paths a browser opens on another host: `/\evil.example` and `/<tab>/evil.example` mean `//evil.example`.
    for (const hostTrick of ['/\\evil.example', '/\t/evil.example', 'https:/\\evil.example', '/shop\n']) {
      await expectViolation(
        db.query(`insert into site_banners (content, link_url) values ('Hi', $1)`, [hostTrick]),
        'site_banners_link_url_safe',
      );
    }
    await expectViolation(
      db.query(`insert into site_banners (content, background_color) values ('Hi', 'red;}')`),
      'site_banners_background_color_hex',
    );
    await db.query(`insert into site_banners (content, link_url) values ('Hi', '/shop')`);
    await db.query(`insert into site_banners (content, link_url) values ('Hi', '/')`);
    await db.query(
      `insert into site_banners (content, link_url) values ('Hi', 'https://artisans.example/fes?a=1')`,
    );
  });
});

describe('orders', () => {
  it('names the rules for quantities, statuses and totals', async () => {
    const { rows } = await db.query<{ id: string }>(
      `insert into orders (customer_name, customer_email, customer_phone, shipping_address, payment_method, subtotal, shipping, total)
       values ('A', 'a@example.com', '+212600000000', '{"address":"1 Derb","city":"Fes"}', 'cod', 100, 45, 145) returning id`,
    );
    const orderId = rows[0]!.id;
    await expectViolation(
      db.query(
        `insert into order_items (order_id, product_title, quantity, unit_price, total_price) values ($1, 'x', 0, 10, 0)`,
        [orderId],
      ),
      'order_items_quantity_positive',
    );
    await expectViolation(
      db.query(`update orders set order_status = 'lost' where id = $1`, [orderId]),
      'orders_order_status_valid',
    );
    await expectViolation(
      db.query(`update orders set payment_status = 'maybe' where id = $1`, [orderId]),
      'orders_payment_status_valid',
    );
    await expectViolation(
      db.query(`update orders set total = 1 where id = $1`, [orderId]),
      'orders_total_is_subtotal_less_discount_plus_shipping',
    );
    await expectViolation(
      db.query(`update orders set discount = subtotal + 1 where id = $1`, [orderId]),
      'orders_discount_within_subtotal',
    );
    await expectViolation(
      db.query(
        `insert into order_items (order_id, product_title, quantity, unit_price, total_price, discount)
         values ($1, 'x', 1, 10, 10, 11)`,
        [orderId],
      ),
      'order_items_discount_within_total',
    );
    const number = await db.query<{ order_number: string }>(`select order_number from orders where id = $1`, [
      orderId,
    ]);
    expect(number.rows[0]?.order_number).toMatch(/^ZLJ-\d{6}$/);
  });
});
