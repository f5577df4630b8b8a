/**
 * Refused at the door (migration 20261207000200): a shipped order the courier brings back becomes
 * `returned`, only from shipped; its pieces go back once (not those a refund restocked, not when the
 * owner keeps them off the shelf); and each customer's cash-on-delivery record, for the owner only.
 * Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { asRole, createUser, openSchemaDb, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';
import { as, OWNER_SUB } from './helpers/sql-callers';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, CUSTOMER, 'door-customer@example.com');
});
afterAll(() => db.close());

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000e1';
const JAMS = { product_id: SEED.figJam, quantity: 3 };

/** An order placed and moved along to `upTo` by the service role (the dashboard); its id and line. */
async function orderAt(tx: SqlTx, upTo: string, extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput([JAMS], extra)],
  );
  const { id, items } = rows[0]!.o;
  if (upTo === 'cancelled') {
    await tx.query(`update orders set order_status = 'cancelled', cancel_reason = 'x' where id = $1`, [id]);
    return { id, line: items[0]!.id };
  }
  // PayPal's payment confirms the order itself.
  const paypal = extra.payment_method === 'paypal';
  if (paypal) await tx.query(`select record_payment($1, 'paid', $2)`, [id, `CAP-${id}`]);
  const path = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
  for (const to of path.slice(paypal ? 2 : 1, path.indexOf(upTo) + 1)) {
    await tx.query(
      `update orders set order_status = $2, carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
      [id, to],
    );
  }
  return { id, line: items[0]!.id };
}

const jamStock = async (tx: SqlTx) =>
  (
    await tx.query<{ n: number }>('select stock_quantity as n from product_variants where sku = $1', [
      SEED_SKU.figJam,
    ])
  ).rows[0]!.n;

const markReturned = (
  tx: SqlTx,
  id: string,
  reason = 'refused',
  restock = true,
  note: string | null = null,
) =>
  as(tx, 'authenticated', OWNER_SUB, () =>
    tx.query('select owner_mark_returned($1, $2, $3, $4)', [id, reason, restock, note]),
  );

const rowOf = async (tx: SqlTx, id: string) =>
  (
    await tx.query<{
      order_status: string;
      payment_status: string;
      returned_reason: string;
      returned: boolean;
    }>(
      `select order_status, payment_status, returned_reason, returned_at is not null as returned from orders where id = $1`,
      [id],
    )
  ).rows[0]!;

describe('the move to returned', () => {
  it('is allowed only from shipped, and only with a reason', async () => {
    await asRole(db, 'service_role', async (tx) => {
      for (const from of ['pending', 'confirmed', 'processing', 'delivered', 'cancelled']) {
        const { id } = await orderAt(tx, from);
        const refused = await refusal(tx, () => markReturned(tx, id));
        expect([from, refused.code, refused.hint]).toEqual([from, 'PT409', 'invalid_status_change']);
        const byHand = await refusal(tx, () =>
          tx.query(`update orders set order_status = 'returned', returned_reason = 'refused' where id = $1`, [
            id,
          ]),
        );
        expect(byHand.hint).toBe('invalid_status_change');
      }
      const { id } = await orderAt(tx, 'shipped');
      const noReason = await refusal(tx, () =>
        tx.query(`update orders set order_status = 'returned' where id = $1`, [id]),
      );
      expect([noReason.code, noReason.hint]).toEqual(['PT422', 'returned_reason_required']);
      const badReason = await refusal(tx, () => markReturned(tx, id, 'lost'));
      expect(badReason.hint).toBe('returned_reason_required');
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from order_events where order_id = $1`,
        [id],
      );
      expect(rows[0]!.n).toBe(4); // placed, confirmed, processing, shipped: nothing more
    });
  });

  it('puts the pieces back once, fails the unpaid cash, writes the timeline and a note, sends no mail', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id } = await orderAt(tx, 'shipped');
      const before = await jamStock(tx);
      const mails = `select count(*)::int as n from mail_outbox where order_id = $1`;
      await tx.exec('set constraints all immediate'); // the mail triggers run now, not at commit
      const mailsBefore = (await tx.query<{ n: number }>(mails, [id])).rows[0]!.n;
      await markReturned(tx, id, 'refused', true, 'Said he never ordered');
      expect(await jamStock(tx)).toBe(before + 3);
      expect(await rowOf(tx, id)).toEqual({
        order_status: 'returned',
        payment_status: 'failed',
        returned_reason: 'refused',
        returned: true,
      });
      const events = await tx.query<{ from_status: string; note: string; actor_id: string }>(
        `select from_status, note, actor_id from order_events where order_id = $1 and to_status = 'returned'`,
        [id],
      );
      expect(events.rows).toEqual([
        { from_status: 'shipped', note: 'refused at delivery', actor_id: OWNER_SUB },
      ]);
      const notes = await tx.query<{ note: string }>(
        'select note from order_owner_notes where order_id = $1',
        [id],
      );
      expect(notes.rows).toEqual([
        { note: 'Refused at delivery; the pieces went back on the shelf — Said he never ordered' },
      ]);
      expect((await tx.query<{ n: number }>(mails, [id])).rows[0]!.n).toBe(mailsBefore);

      // Marked again (a second click, a second owner): refused, and the shelf is not counted twice.
      const twice = await refusal(tx, () => markReturned(tx, id, 'unreachable'));
      expect([twice.code, twice.hint]).toEqual(['PT409', 'invalid_status_change']);
      const byHand = await tx.query(`update orders set order_status = 'returned' where id = $1`, [id]);
      expect(byHand.affectedRows).toBe(1);
      expect(await jamStock(tx)).toBe(before + 3);
      expect((await tx.query('select 1 from order_owner_notes where order_id = $1', [id])).rows).toHaveLength(
        1,
      );
    });
  });

  it('puts them back once when the dashboard marks it, and not at all when the owner keeps them off', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const dashboard = await orderAt(tx, 'shipped');
      const before = await jamStock(tx);
      await tx.query(
        `update orders set order_status = 'returned', returned_reason = 'unreachable' where id = $1`,
        [dashboard.id],
      );
      expect(await jamStock(tx)).toBe(before + 3);
      const note = await tx.query<{ note: string }>(
        `select note from order_events where order_id = $1 and to_status = 'returned'`,
        [dashboard.id],
      );
      expect(note.rows).toEqual([{ note: 'not reachable' }]);

      const damaged = await orderAt(tx, 'shipped');
      const held = await jamStock(tx);
      await markReturned(tx, damaged.id, 'refused', false);
      expect(await jamStock(tx)).toBe(held);
      const notes = await tx.query<{ note: string }>(
        'select note from order_owner_notes where order_id = $1',
        [damaged.id],
      );
      expect(notes.rows).toEqual([{ note: 'Refused at delivery; the pieces were kept off the shelf' }]);
    });
  });

  it('does not put back again the pieces a refund already restocked, and keeps a PayPal payment', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id, line } = await orderAt(tx, 'shipped', { payment_method: 'paypal' });
      const { rows } = await tx.query<{ r: { refund: { id: string } } }>('select create_refund($1) as r', [
        {
          order_id: id,
          reason: 'One jar broke',
          lines: [{ order_item_id: line, quantity: 1, restock: true }],
        },
      ]);
      await tx.query(`select settle_refund($1, 'succeeded')`, [rows[0]!.r.refund.id]);
      const before = await jamStock(tx);
      await markReturned(tx, id, 'refused');
      expect(await jamStock(tx)).toBe(before + 2);
      expect((await rowOf(tx, id)).payment_status).toBe('partially_refunded');
    });
  });

  it('is only the owner’s to make', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id } = await orderAt(tx, 'shipped', { user_id: CUSTOMER });
      const asAnon = await refusal(tx, () =>
        as(tx, 'anon', null, () => tx.query(`select owner_mark_returned($1, 'refused')`, [id])),
      );
      expect(asAnon.code).toBe('42501');
      const asCustomer = await refusal(tx, () =>
        as(tx, 'authenticated', CUSTOMER, () => tx.query(`select owner_mark_returned($1, 'refused')`, [id])),
      );
      expect(asCustomer.hint).toBe('not_shop_owner');
      const byHand = await refusal(tx, () =>
        as(tx, 'authenticated', CUSTOMER, () =>
          tx.query(`update orders set order_status = 'returned', returned_reason = 'refused' where id = $1`, [
            id,
          ]),
        ),
      );
      expect(byHand.code).toBe('42501');
      expect((await rowOf(tx, id)).order_status).toBe('shipped');
    });
  });
});

describe('a customer’s cash-on-delivery record', () => {
  const record = (tx: SqlTx, id: string) =>
    as(tx, 'authenticated', OWNER_SUB, async () => {
      const { rows } = await tx.query<{ r: { delivered: number; returned: number } }>(
        'select owner_cod_record($1) as r',
        [id],
      );
      return rows[0]!.r;
    });

  it('counts delivered and returned cash orders by phone or by e-mail, whatever its case', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const phone = '+212611111111';
      const customer = (email: string, other = phone) => ({
        customer: { name: 'Yassine', email, phone: other },
      });
      await orderAt(tx, 'delivered', customer('yassine@example.com'));
      const refused = await orderAt(tx, 'shipped', customer('yassine@example.com'));
      await markReturned(tx, refused.id);
      // Another phone, the same e-mail written otherwise: the same customer.
      const unreachable = await orderAt(tx, 'shipped', customer('Yassine@Example.COM', '+212622222222'));
      await markReturned(tx, unreachable.id, 'unreachable');
      await orderAt(tx, 'delivered', { ...customer('someone@example.com', '+212633333333') });
      await orderAt(tx, 'delivered', { ...customer('yassine@example.com'), payment_method: 'paypal' });
      // The order itself is counted: the owner reads the record beside any of the customer's orders.
      expect(await record(tx, refused.id)).toEqual({ delivered: 1, returned: 2, returned_since_delivery: 2 });
    });
  });

  it('is read by the owner only', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id } = await orderAt(tx, 'pending', { user_id: CUSTOMER });
      const asAnon = await refusal(tx, () =>
        as(tx, 'anon', null, () => tx.query('select owner_cod_record($1)', [id])),
      );
      expect(asAnon.code).toBe('42501');
      const asCustomer = await refusal(tx, () =>
        as(tx, 'authenticated', CUSTOMER, () => tx.query('select owner_cod_record($1)', [id])),
      );
      expect(asCustomer.hint).toBe('not_shop_owner');
      const notes = await as(tx, 'authenticated', CUSTOMER, () =>
        tx.query('select * from order_owner_notes'),
      );
      expect(notes.rows).toEqual([]);
      const anonNotes = await refusal(tx, () =>
        as(tx, 'anon', null, () => tx.query('select * from order_owner_notes')),
      );
      expect(anonNotes.code).toBe('42501');
    });
  });
});
