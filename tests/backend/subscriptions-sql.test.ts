/**
 * record_stripe_subscription, the only way stripe-webhook writes `subscriptions`: Stripe retries and
 * reorders its events, so an older event never overwrites a newer one, a subscription never changes
 * owner, and a row always belongs to the user the Stripe customer was recorded for.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createSchemaDb, createUser, pgError } from './helpers/schema-db';

const ALICE = 'aaaaaaaa-0000-4000-8000-000000000001';
const BOB = 'bbbbbbbb-0000-4000-8000-000000000002';
let db: PGlite;

beforeAll(async () => {
  db = await createSchemaDb();
  await createUser(db, ALICE, 'alice@example.com');
  await createUser(db, BOB, 'bob@example.com');
  await db.query(
    `insert into stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_alice'), ($2, 'cus_bob')`,
    [ALICE, BOB],
  );
});
afterAll(() => db.close());

const record = async (user: string, customer: string, status: string, eventAt: string) =>
  (
    await db.query<{ written: boolean }>(
      `select record_stripe_subscription($1, 'sub_1', $2, $3, 'price_1', null, false, $4) as written`,
      [user, customer, status, eventAt],
    )
  ).rows[0]!.written;

const row = async () =>
  (await db.query<{ user_id: string; status: string }>(`select user_id, status from subscriptions`)).rows;

describe('record_stripe_subscription', () => {
  it('applies events in the order Stripe created them, whatever order they arrive in', async () => {
    expect(await record(ALICE, 'cus_alice', 'active', '2026-11-25T10:00:00Z')).toBe(true);
    expect(await record(ALICE, 'cus_alice', 'canceled', '2026-11-25T10:05:00Z')).toBe(true);
    expect(await record(ALICE, 'cus_alice', 'active', '2026-11-25T10:01:00Z')).toBe(false);
    expect(await row()).toEqual([{ user_id: ALICE, status: 'canceled' }]);
  });

  it('never hands a subscription to another user', async () => {
    expect(await record(BOB, 'cus_bob', 'active', '2026-11-25T11:00:00Z')).toBe(false);
    expect(await row()).toEqual([{ user_id: ALICE, status: 'canceled' }]);
  });

  it('refuses a customer that is not the user’s own', async () => {
    const refused = await pgError(
      db.query(
        `select record_stripe_subscription($1, 'sub_2', 'cus_alice', 'active', null, null, false, now())`,
        [BOB],
      ),
    );
    expect(refused.code).toBe('23503');
  });
});
