/**
 * Fake and repeated cash orders (migration 20261207000200): the owner's blocklist, however the phone or
 * e-mail is written; the limits of open orders per phone and of refusals since the last delivery
 * (shop_settings); the burst limit per client address; and who may read or write any of it.
 * Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { asRole, createUser, openSchemaDb, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';
import { as, OWNER_SUB } from './helpers/sql-callers';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, CUSTOMER, 'guard-customer@example.com');
});
afterAll(() => db.close());

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000e2';
const PHONE = '+212600000000';

const place = async (tx: SqlTx, customer: { email?: string; phone?: string } = {}, method = 'cod') => {
  const input = orderInput([{ product_id: SEED.figJam, quantity: 1 }], {
    payment_method: method,
    customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: PHONE, ...customer },
  });
  return (await tx.query<{ o: { id: string } }>('select place_order($1) as o', [input])).rows[0]!.o.id;
};

const block = (tx: SqlTx, entry: { phone?: string; email?: string }) =>
  as(tx, 'authenticated', OWNER_SUB, () =>
    tx.query<{ phone: string | null; email: string | null }>(
      `insert into cod_blocklist (phone, email, reason) values ($1, $2, 'Ten fake orders') returning phone, email`,
      [entry.phone ?? null, entry.email ?? null],
    ),
  );

/** Moves an order along as the dashboard would, to delivered or returned (refused at the door). */
async function takeToDoor(tx: SqlTx, id: string, end: 'delivered' | 'returned') {
  for (const to of ['confirmed', 'processing', 'shipped']) {
    await tx.query(
      `update orders set order_status = $2, carrier = 'Amana', tracking_number = 'A1' where id = $1`,
      [id, to],
    );
  }
  await tx.query(`update orders set order_status = $2, returned_reason = 'refused' where id = $1`, [id, end]);
}

describe('the blocklist', () => {
  it('refuses a listed phone however it was written, and the e-mail whatever its case', async () => {
    for (const written of ['+212 6 00 00 00 00', '0600000000', '00212600000000', '+212-600.000.000']) {
      await asRole(db, 'service_role', async (tx) => {
        const { rows } = await block(tx, { phone: written });
        expect(rows).toEqual([{ phone: PHONE, email: null }]);
        const refused = await refusal(tx, () => place(tx));
        expect([refused.code, refused.hint]).toEqual(['PT403', 'cod_blocked']);
        expect(refused.message).toContain('PayPal');
        await place(tx, {}, 'paypal'); // PayPal stays open to them
        await place(tx, { phone: '+212611111111' });
      });
    }
    await asRole(db, 'service_role', async (tx) => {
      const { rows } = await block(tx, { email: '  Amina+Shop@Example.COM ' });
      expect(rows).toEqual([{ phone: null, email: 'amina@example.com' }]);
      for (const email of ['amina@example.com', 'AMINA@EXAMPLE.COM', 'amina+other@example.com']) {
        const refused = await refusal(tx, () => place(tx, { email, phone: '+212622222222' }));
        expect([email, refused.hint]).toEqual([email, 'cod_blocked']);
      }
      const twice = await refusal(tx, () => block(tx, { email: 'AMINA@example.com' }));
      expect(twice.code).toBe('23505');
    });
  });

  it('is the owner’s only: visitors, customers and the stranger can neither read nor write it', async () => {
    await asRole(db, 'service_role', async (tx) => {
      await block(tx, { phone: PHONE });
      const anonRead = await refusal(tx, () =>
        as(tx, 'anon', null, () => tx.query('select * from cod_blocklist')),
      );
      expect(anonRead.code).toBe('42501');
      const anonWrite = await refusal(tx, () =>
        as(tx, 'anon', null, () =>
          tx.query(`insert into cod_blocklist (phone, reason) values ('+212655555555', 'x')`),
        ),
      );
      expect(anonWrite.code).toBe('42501');
      const read = await as(tx, 'authenticated', CUSTOMER, () => tx.query('select * from cod_blocklist'));
      expect(read.rows).toEqual([]);
      const write = await refusal(tx, () =>
        as(tx, 'authenticated', CUSTOMER, () =>
          tx.query(`insert into cod_blocklist (phone, reason) values ('+212655555555', 'x')`),
        ),
      );
      expect(write.code).toBe('42501');
      const unlist = await as(tx, 'authenticated', CUSTOMER, () => tx.query('delete from cod_blocklist'));
      expect(unlist.affectedRows).toBe(0);
      const owner = await as(tx, 'authenticated', OWNER_SUB, () =>
        tx.query('select phone from cod_blocklist'),
      );
      expect(owner.rows).toEqual([{ phone: PHONE }]);
    });
  });
});

describe('the limits', () => {
  it('refuses a third pending cash order for one phone, until one is confirmed or the owner allows more', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const first = await place(tx);
      await place(tx, { email: 'other@example.com' });
      const third = await refusal(tx, () => place(tx, { email: 'third@example.com' }));
      expect([third.code, third.hint, JSON.parse(third.detail!)]).toEqual([
        'PT409',
        'cod_too_many_open',
        { max: 2 },
      ]);
      await place(tx, { phone: '+212633333333' });
      await tx.query(`update orders set order_status = 'confirmed' where id = $1`, [first]);
      await place(tx);
      await refusal(tx, () => place(tx));
      await tx.query('update shop_settings set cod_max_open_per_phone = 3');
      await place(tx);
    });
  });

  it('refuses a customer with two refusals since their last delivery, by phone or by e-mail', async () => {
    await asRole(db, 'service_role', async (tx) => {
      for (const phone of ['+212644444444', '+212644444445']) {
        await takeToDoor(tx, await place(tx, { email: 'karim@example.com', phone }), 'returned');
      }
      for (const customer of [
        { phone: '+212644444444' },
        { email: 'Karim@Example.com', phone: '+212699999999' },
      ]) {
        const refused = await refusal(tx, () => place(tx, { email: 'karim@example.com', ...customer }));
        expect([refused.code, refused.hint]).toEqual(['PT403', 'cod_refusals']);
      }
      // A parcel paid with PayPal and delivered counts for nothing; one paid at the door clears the record.
      await place(tx, { email: 'karim@example.com', phone: '+212644444444' }, 'paypal');
      await refusal(tx, () => place(tx, { email: 'karim@example.com', phone: '+212644444444' }));
      await tx.query('update shop_settings set cod_max_refusals = 3');
      const paid = await place(tx, { email: 'karim@example.com', phone: '+212644444444' });
      await takeToDoor(tx, paid, 'delivered');
      await tx.query('update shop_settings set cod_max_refusals = 1');
      await place(tx, { email: 'karim@example.com', phone: '+212644444444' });
    });
  });

  it('refuses the eleventh cash checkout from one address within ten minutes', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const attempt = (client: string) => tx.query('select note_cod_attempt($1)', [client]);
      for (let i = 0; i < 10; i += 1) await attempt('203.0.113.7');
      const refused = await refusal(tx, () => attempt('203.0.113.7'));
      expect([refused.code, refused.hint]).toEqual(['PT429', 'cod_rate_limited']);
      await attempt('198.51.100.1');
      for (let i = 0; i < 12; i += 1) await attempt('unknown'); // no address: not counted
      await tx.exec('reset role'); // only the database's owner reaches private tables
      await tx.query(`update private.cod_attempts set at = at - interval '11 minutes'`);
      await attempt('203.0.113.7');
      const stored = await tx.query<{ client_hash: string }>(
        'select distinct client_hash from private.cod_attempts',
      );
      expect(stored.rows.map((r) => r.client_hash)).not.toContain('203.0.113.7');
      for (const role of ['anon', 'authenticated'] as const) {
        const denied = await refusal(tx, () => as(tx, role, CUSTOMER, () => attempt('203.0.113.9')));
        expect(denied.code).toBe('42501');
      }
    });
  });

  it('are not for visitors to read: the return window stays public, the limits do not', async () => {
    await asRole(db, 'anon', async (tx) => {
      const window = await tx.query('select return_window_days, return_address from shop_settings');
      expect(window.rows).toHaveLength(1);
      for (const column of ['cod_max_open_per_phone', 'cod_max_refusals', '*']) {
        const denied = await refusal(tx, () => tx.query(`select ${column} from shop_settings`));
        expect([column, denied.code]).toEqual([column, '42501']);
      }
    });
    const defaults = await db.query(
      'select cod_max_open_per_phone, cod_max_refusals, cod_max_attempts_per_10_minutes from shop_settings',
    );
    expect(defaults.rows).toEqual([
      { cod_max_open_per_phone: 2, cod_max_refusals: 2, cod_max_attempts_per_10_minutes: 10 },
    ]);
  });
});
