/**
 * The back-in-stock rules in SQL: the e-mail is queued at commit and only if the size (variant) is
 * still in stock then, once per request however many updates the transaction made, and one address
 * cannot wait for more than 20 products (the 21st request answers the same and is dropped).
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole, createSchemaDb } from './helpers/schema-db';
import { SEED, SEED_SKU } from './helpers/seed-ids';
import { variantId } from './helpers/variants';

let db: PGlite;
let amazighSmall: string;
beforeEach(async () => {
  db = await createSchemaDb();
  amazighSmall = await variantId(db, SEED_SKU.amazighSmall);
});
afterEach(() => db.close());

/** Notify me, for one size (variantId) or, without it, any size of the product. */
const request = (email: string, productId: string = SEED.amazighMotifVessel, variant: string | null = null) =>
  asRole(
    db,
    'anon',
    async (tx) =>
      (
        await tx.query<{ answer: string }>("select request_back_in_stock($1, $2, 'en', $3) as answer", [
          productId,
          email,
          variant,
        ])
      ).rows[0]!.answer,
    { commit: true },
  );

/** The Amazigh vessel's small size (sold out in the seed, like its large) goes through these stocks. */
const stockChanges = (...stocks: number[]) =>
  asRole(
    db,
    'service_role',
    async (tx) => {
      for (const stock of stocks) {
        await tx.query('update product_variants set stock_quantity = $1 where sku = $2', [
          stock,
          SEED_SKU.amazighSmall,
        ]);
      }
    },
    { commit: true },
  );

const outbox = async () =>
  (
    await db.query<{
      recipient: string;
      payload: { slug: string; variant_id: string; size: string; sku: string };
    }>(`select recipient, payload from mail_outbox where kind = 'back_in_stock' order by created_at`)
  ).rows;

describe('back-in-stock e-mail', () => {
  it('is not queued when the stock comes and goes within one transaction', async () => {
    expect(await request('bounce@example.com', SEED.amazighMotifVessel, amazighSmall)).toBe('requested');
    await stockChanges(5, 0);
    expect(await outbox()).toEqual([]);
    const open = await db.query('select 1 from back_in_stock_requests where notified_at is null');
    expect(open.rows).toHaveLength(1);
  });

  it('is queued once per request when one transaction restocks twice', async () => {
    await request('twice@example.com', SEED.amazighMotifVessel, amazighSmall);
    await request('other@example.com'); // any size
    await stockChanges(5, 0, 7);
    const rows = await outbox();
    expect(rows.map((r) => r.recipient).sort()).toEqual(['other@example.com', 'twice@example.com']);
    for (const row of rows) {
      expect(row.payload).toMatchObject({
        slug: 'amazigh-motif-vessel',
        variant_id: amazighSmall,
        size: 'small',
        sku: SEED_SKU.amazighSmall,
      });
    }
    const done = await db.query<{ linked: boolean }>(
      `select r.mail_id = m.id as linked from back_in_stock_requests r join mail_outbox m on m.recipient = r.email`,
    );
    expect(done.rows).toEqual([{ linked: true }, { linked: true }]);
  });

  it('keeps at most 20 open requests per address, answering the same past the limit', async () => {
    const soldOut = await asRole(
      db,
      'service_role',
      async (tx) =>
        (
          await tx.query<{ id: string }>(
            `with sold as (
               update product_variants set stock_quantity = 0 where product_id in (
                 select id from products where in_stock order by id limit 22) returning product_id)
             select distinct product_id as id from sold`,
          )
        ).rows.map((r) => r.id),
      { commit: true },
    );
    expect(soldOut).toHaveLength(22);
    const answers = [];
    for (const id of soldOut) answers.push(await request('collector@example.com', id));
    expect(new Set(answers)).toEqual(new Set(['requested']));
    const stored = await db.query(
      `select 1 from back_in_stock_requests where email = 'collector@example.com'`,
    );
    expect(stored.rows).toHaveLength(20);
  });

  it('is written in the language the shopper last asked in', async () => {
    const ask = (email: string, locale?: string) =>
      asRole(
        db,
        'anon',
        async (tx) =>
          locale === undefined
            ? tx.query('select request_back_in_stock($1, $2)', [SEED.amazighMotifVessel, email])
            : tx.query('select request_back_in_stock($1, $2, $3)', [SEED.amazighMotifVessel, email, locale]),
        { commit: true },
      );
    await ask('english@example.com');
    await ask('changed.mind@example.com', 'fr');
    await ask('changed.mind@example.com', 'ar');
    await expect(ask('klingon@example.com', 'tlh')).rejects.toMatchObject({ code: 'PT422' });
    const stored = await db.query<{ email: string; locale: string }>(
      'select email, locale from back_in_stock_requests order by email',
    );
    expect(stored.rows).toEqual([
      { email: 'changed.mind@example.com', locale: 'ar' },
      { email: 'english@example.com', locale: 'en' },
    ]);
    await stockChanges(3);
    const queued = (await outbox()) as { recipient: string; payload: { locale?: string } }[];
    expect(queued.map((row) => [row.recipient, row.payload.locale]).sort()).toEqual([
      ['changed.mind@example.com', 'ar'],
      ['english@example.com', 'en'],
    ]);
  });
});
