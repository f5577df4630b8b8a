/**
 * The abandoned-bag reminder (issue 35) in SQL: one mail per bag left for abandoned_bag_hours by a
 * customer who said yes, never twice for the same bag, never after an order, in the customer's
 * language; two runs at once write one reminder; the opt-in is the customer's own and one click of the
 * mail's token takes it back.
 */
import { asRole, createUser, openSchemaDb, pgError, type SqlDb } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { variantId } from './helpers/variants';

let db: SqlDb;
let jam: string;
let n = 0;
beforeAll(async () => {
  db = await openSchemaDb();
  jam = await variantId(db, SEED_SKU.figJam);
});
afterAll(() => db.close());

/** A customer with a bag of fig jam, opted in (or not), the bag last changed `hoursAgo`. */
async function customerWithBag({ optIn = true, hoursAgo = 11, locale = 'fr' } = {}) {
  const id = crypto.randomUUID();
  const email = `bag.reminder.${++n}@example.com`;
  await createUser(db, id, email);
  await asRole(
    db,
    'authenticated',
    (tx) => tx.query(`select save_cart($1::jsonb)`, [JSON.stringify([{ variant_id: jam, quantity: 2 }])]),
    {
      sub: id,
      commit: true,
    },
  );
  if (optIn) {
    await asRole(db, 'authenticated', (tx) => tx.query('select set_marketing_opt_in(true, $1)', [locale]), {
      sub: id,
      commit: true,
    });
  }
  await db.query(`update carts set updated_at = now() - make_interval(hours => $2) where user_id = $1`, [
    id,
    hoursAgo,
  ]);
  return { id, email };
}

const run = async () => (await db.query<{ n: number }>('select queue_bag_reminders() as n')).rows[0]!.n;
const reminders = async (email: string) =>
  (
    await db.query<{
      payload: { locale: string; lines: { title: string; quantity: number }[]; unsubscribe_token: string };
      status: string;
    }>(`select payload, status from mail_outbox where kind = 'bag_reminder' and recipient = $1`, [email])
  ).rows;

describe('the abandoned-bag reminder', () => {
  it('goes once to an opted-in customer whose bag waited abandoned_bag_hours, with its lines, in their language', async () => {
    const due = await customerWithBag();
    const fresh = await customerWithBag({ hoursAgo: 9 });
    const notAsked = await customerWithBag({ optIn: false });
    await run();
    await run();
    const sent = await reminders(due.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      locale: 'fr',
      lines: [{ title: 'Fig and Anise Jam', quantity: 2 }],
    });
    expect(await reminders(fresh.email)).toEqual([]);
    expect(await reminders(notAsked.email)).toEqual([]);
  });

  it('follows the owner setting', async () => {
    const bag = await customerWithBag({ hoursAgo: 3 });
    await db.query('update shop_settings set abandoned_bag_hours = 2');
    await run();
    await db.query('update shop_settings set abandoned_bag_hours = 10');
    expect(await reminders(bag.email)).toHaveLength(1);
    expect((await pgError(db.query('update shop_settings set abandoned_bag_hours = 0'))).code).toBe('23514');
  });

  it('reminds a changed bag again, but never a bag an order followed, and an order cancels a waiting one', async () => {
    const bag = await customerWithBag();
    await run();
    // The customer changes the bag, and leaves it again: a new bag, a new reminder.
    await asRole(
      db,
      'authenticated',
      (tx) => tx.query(`select save_cart($1::jsonb)`, [JSON.stringify([{ variant_id: jam, quantity: 3 }])]),
      {
        sub: bag.id,
        commit: true,
      },
    );
    await db.query(`update carts set updated_at = now() - interval '11 hours' where user_id = $1`, [bag.id]);
    await run();
    expect((await reminders(bag.email)).map((r) => r.status)).toEqual(['pending', 'pending']);
    // An order: the waiting reminders are cancelled, and the bag left after it is not reminded.
    await asRole(
      db,
      'service_role',
      (tx) =>
        tx.query('select place_order($1::jsonb)', [
          JSON.stringify(
            orderInput([{ product_id: SEED.figJam, variant_id: jam, quantity: 1 }], { user_id: bag.id }),
          ),
        ]),
      { commit: true },
    );
    expect((await reminders(bag.email)).map((r) => r.status)).toEqual(['failed', 'failed']);
    await db.query(`update carts set updated_at = now() - interval '11 hours' where user_id = $1`, [bag.id]);
    await db.query(`update orders set created_at = now() where user_id = $1`, [bag.id]);
    await run();
    expect(await reminders(bag.email)).toHaveLength(2);
  });

  it('writes one reminder when two runs meet', async () => {
    const bag = await customerWithBag();
    await Promise.all([run(), run(), run()]);
    expect(await reminders(bag.email)).toHaveLength(1);
  });

  it('stops with one click of the token, which tells nothing about who it was', async () => {
    const bag = await customerWithBag();
    await run();
    const { payload } = (await reminders(bag.email))[0]!;
    const click = (token: string) =>
      asRole(
        db,
        'anon',
        async (tx) =>
          (await tx.query<{ ok: boolean }>('select unsubscribe_marketing($1) as ok', [token])).rows[0]!.ok,
        {
          commit: true,
        },
      );
    expect(await click(payload.unsubscribe_token)).toBe(true);
    expect(await click(crypto.randomUUID())).toBe(true);
    const pref = await db.query('select opted_in_at from marketing_preferences where user_id = $1', [bag.id]);
    expect(pref.rows).toEqual([{ opted_in_at: null }]);
    await asRole(db, 'authenticated', (tx) => tx.query(`select save_cart('[]'::jsonb)`), {
      sub: bag.id,
      commit: true,
    });
  });
});

describe('the opt-in', () => {
  it('is the customer’s own: stored with its date, readable by them only, never by a visitor', async () => {
    const a = await customerWithBag({ optIn: false });
    const b = await customerWithBag({ optIn: false });
    const at = await asRole(
      db,
      'authenticated',
      async (tx) =>
        (await tx.query<{ at: Date }>('select set_marketing_opt_in(true, $1) as at', ['ar'])).rows[0]!.at,
      { sub: a.id, commit: true },
    );
    expect(at).toBeInstanceOf(Date);
    const seenByB = await asRole(
      db,
      'authenticated',
      async (tx) => (await tx.query('select user_id, opted_in_at from marketing_preferences')).rows,
      {
        sub: b.id,
      },
    );
    expect(seenByB).toEqual([]);
    expect(
      (await pgError(asRole(db, 'anon', (tx) => tx.query('select * from marketing_preferences')))).code,
    ).toBe('42501');
    expect(
      (await pgError(asRole(db, 'anon', (tx) => tx.query('select set_marketing_opt_in(true)')))).code,
    ).toBe('42501');
    expect(
      (
        await pgError(
          asRole(
            db,
            'authenticated',
            (tx) => tx.query('select unsubscribe_token from marketing_preferences'),
            { sub: a.id },
          ),
        )
      ).code,
    ).toBe('42501');
    for (const sql of [
      `insert into marketing_preferences (user_id, opted_in_at) values ('${b.id}', now())`,
      `update marketing_preferences set opted_in_at = now()`,
      `delete from marketing_preferences`,
    ]) {
      expect((await pgError(asRole(db, 'authenticated', (tx) => tx.query(sql), { sub: b.id }))).code).toBe(
        '42501',
      );
    }
    expect(
      (
        await pgError(
          asRole(db, 'authenticated', (tx) => tx.query(`select set_marketing_opt_in(true, 'de')`), {
            sub: b.id,
          }),
        )
      ).hint,
    ).toBe('invalid_locale');
  });

  it('is taken from the sign-up box, dated by the server', async () => {
    const id = crypto.randomUUID();
    await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)`, [
      id,
      `signup.${id}@example.com`,
      JSON.stringify({ marketing_opt_in: true, locale: 'ar' }),
    ]);
    const rows = await db.query<{ yes: boolean; locale: string }>(
      'select opted_in_at is not null as yes, locale from marketing_preferences where user_id = $1',
      [id],
    );
    expect(rows.rows).toEqual([{ yes: true, locale: 'ar' }]);
  });
});
