/**
 * How long a new order holds its stock is the owner's to set on the shop_settings row (migration
 * 20261208000100_shop_settings_holds.sql): place_order reads payment_hold_minutes (PayPal) and
 * cod_confirm_hours (cash on delivery) from it, ignores the inputs create-checkout once passed from its
 * env, the database refuses values out of bounds, and visitors cannot read either column. Runs on PGlite
 * and, in the postgres suite, on a real PostgreSQL. (Through create-checkout: cod-checkout-api.test.ts.)
 */
import { asRole, openSchemaDb, refusal, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

/** The hold a new order got, in minutes after it was placed. */
async function holdOf(tx: SqlTx, extra: Record<string, unknown>): Promise<number> {
  const input = orderInput([{ product_id: SEED.figJam, quantity: 1 }], extra);
  const placed = await tx.query<{ id: string }>(`select place_order($1) ->> 'id' as id`, [input]);
  const { rows } = await tx.query<{ minutes: string }>(
    'select round(extract(epoch from hold_expires_at - created_at) / 60) as minutes from orders where id = $1',
    [placed.rows[0]!.id],
  );
  return Number(rows[0]!.minutes);
}

describe('the hold of a new order', () => {
  it('is 30 minutes for PayPal and 48 hours for cash on delivery by default', async () => {
    const defaults = await db.query('select payment_hold_minutes, cod_confirm_hours from shop_settings');
    expect(defaults.rows).toEqual([{ payment_hold_minutes: 30, cod_confirm_hours: 48 }]);
    await asRole(db, 'service_role', async (tx) => {
      expect(await holdOf(tx, { payment_method: 'paypal' })).toBe(30);
      expect(await holdOf(tx, { payment_method: 'cod' })).toBe(48 * 60);
    });
  });

  it('follows the settings row as the owner changes it, for the orders placed afterwards', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const before = await holdOf(tx, { payment_method: 'paypal' });
      await tx.query('update shop_settings set payment_hold_minutes = 90, cod_confirm_hours = 6');
      expect(await holdOf(tx, { payment_method: 'paypal' })).toBe(90);
      expect(await holdOf(tx, { payment_method: 'cod' })).toBe(6 * 60);
      await tx.query('update shop_settings set payment_hold_minutes = 1440, cod_confirm_hours = 1');
      expect(await holdOf(tx, { payment_method: 'paypal' })).toBe(1440);
      expect(await holdOf(tx, { payment_method: 'cod' })).toBe(60);
      expect(before).toBe(30);
    });
  });

  it('ignores the hold a caller sends, as an older create-checkout passed it from its env', async () => {
    await asRole(db, 'service_role', async (tx) => {
      await tx.query('update shop_settings set payment_hold_minutes = 45, cod_confirm_hours = 12');
      // Neither a value in range, nor one out of it (which place_order used to refuse), counts.
      for (const sent of [1, 5000, 'soon']) {
        const extra = { payment_hold_minutes: sent, cod_confirm_hours: sent };
        expect(await holdOf(tx, { ...extra, payment_method: 'paypal' })).toBe(45);
        expect(await holdOf(tx, { ...extra, payment_method: 'cod' })).toBe(12 * 60);
      }
    });
  });
});

describe('the hold settings', () => {
  it('refuse values out of bounds, whoever saves them, and keep the row as it was', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const bad = [
        ['payment_hold_minutes', 0, 'shop_settings_payment_hold_minutes_range'],
        ['payment_hold_minutes', 1441, 'shop_settings_payment_hold_minutes_range'],
        ['payment_hold_minutes', -30, 'shop_settings_payment_hold_minutes_range'],
        ['cod_confirm_hours', 0, 'shop_settings_cod_confirm_hours_range'],
        ['cod_confirm_hours', 721, 'shop_settings_cod_confirm_hours_range'],
        ['payment_hold_minutes', null, 'payment_hold_minutes'],
        ['cod_confirm_hours', null, 'cod_confirm_hours'],
      ] as const;
      for (const [column, value, named] of bad) {
        const refused = await refusal(tx, () => tx.query(`update shop_settings set ${column} = $1`, [value]));
        expect([column, value, refused.code]).toEqual([column, value, value === null ? '23502' : '23514']);
        expect(refused.message).toContain(named);
      }
      const words = await refusal(tx, () => tx.query(`update shop_settings set cod_confirm_hours = 'two'`));
      expect(words.code).toBe('22P02');
      const kept = await tx.query('select payment_hold_minutes, cod_confirm_hours from shop_settings');
      expect(kept.rows).toEqual([{ payment_hold_minutes: 30, cod_confirm_hours: 48 }]);
    });
  });

  it('are not for visitors to read or write: the return window stays public', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await asRole(db, role, async (tx) => {
        const shown = await tx.query('select return_window_days, return_address from shop_settings');
        expect(shown.rows).toHaveLength(1);
        for (const column of ['payment_hold_minutes', 'cod_confirm_hours', '*']) {
          const denied = await refusal(tx, () => tx.query(`select ${column} from shop_settings`));
          expect([role, column, denied.code]).toEqual([role, column, '42501']);
        }
        const written = await refusal(tx, () =>
          tx.query('update shop_settings set payment_hold_minutes = 1'),
        );
        expect([role, written.code]).toEqual([role, '42501']);
      });
    }
    const kept = await db.query('select payment_hold_minutes from shop_settings');
    expect(kept.rows).toEqual([{ payment_hold_minutes: 30 }]);
  });
});
