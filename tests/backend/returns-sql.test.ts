/**
 * Returns (migration 20261206000200): who may ask to return what and until when, the moves the owner
 * makes and the ones the database refuses, the refund that ends a received return, and who reads what.
 * Runs on PGlite, and on a real PostgreSQL in the postgres suite.
 */
import {
  asRole,
  createUser,
  openSchemaDb,
  pgError,
  refusal,
  type Role,
  type SqlDb,
  type SqlTx,
} from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';
import { as, OWNER_SUB } from './helpers/sql-callers';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
  await createUser(db, CUSTOMER, 'returns-customer@example.com');
  await createUser(db, STRANGER, 'returns-stranger@example.com');
});
afterAll(() => db.close());

const CUSTOMER = '7a1f0000-0000-4000-8000-0000000000d1';
const STRANGER = '7a1f0000-0000-4000-8000-0000000000d2';

interface Return {
  id: string;
  status: string;
  reason: string;
  lines: { order_item_id: string; quantity: number }[];
  return_address: string | null;
}

const JAMS = { product_id: SEED.figJam, quantity: 3 }; // 3 x 75 MAD

/** A cash-on-delivery order taken to the door (the service role stands in for the owner); its id and line. */
async function deliveredOrder(tx: SqlTx, extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: { id: string; items: { id: string }[] } }>(
    'select place_order($1) as o',
    [orderInput([JAMS], extra)],
  );
  const { id, items } = rows[0]!.o;
  for (const move of ['confirmed', 'processing']) {
    await tx.query('update orders set order_status = $2 where id = $1', [id, move]);
  }
  await tx.query(
    `update orders set order_status = 'shipped', carrier = 'Amana', tracking_number = 'AM1' where id = $1`,
    [id],
  );
  await tx.query(`update orders set order_status = 'delivered' where id = $1`, [id]);
  return { id, line: items[0]!.id };
}

const ask = async (tx: SqlTx, input: Record<string, unknown>) =>
  (await tx.query<{ r: Return }>('select request_return($1) as r', [{ reason: 'damaged', ...input }]))
    .rows[0]!.r;

const move = async (tx: SqlTx, id: string, to: string, reason?: string) =>
  (await tx.query<{ r: Return }>('select owner_set_return_status($1, $2, $3) as r', [id, to, reason ?? null]))
    .rows[0]!.r;

describe('the shop’s return window', () => {
  it('is one row everyone reads, never shorter than the law’s 7 days', async () => {
    const read = await asRole(db, 'anon', (tx) =>
      tx.query<{ return_window_days: number }>('select return_window_days from shop_settings'),
    );
    expect(read.rows).toEqual([{ return_window_days: 14 }]);
    const short = await pgError(
      asRole(db, 'service_role', (tx) => tx.query('update shop_settings set return_window_days = 5')),
    );
    expect(short.message).toContain('shop_settings_return_window_lawful');
    const second = await pgError(
      asRole(db, 'service_role', (tx) =>
        tx.query(`insert into shop_settings (id, return_address) values (false, 'x')`),
      ),
    );
    expect(second.message).toContain('shop_settings_one_row');
    const anonWrite = await pgError(
      asRole(db, 'anon', (tx) => tx.query('update shop_settings set return_window_days = 30')),
    );
    expect(anonWrite.code).toBe('42501');
  });
});

describe('request_return', () => {
  it('lets a guest with the order’s e-mail ask for delivered pieces once, and puts it on the timeline', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const order = await deliveredOrder(tx);
      const made = await as(tx, 'anon', null, () =>
        ask(tx, {
          order_id: order.id,
          email: ' AMINA@example.com ',
          lines: [{ order_item_id: order.line, quantity: 2 }],
        }),
      );
      expect([made.status, made.reason, made.lines, made.return_address]).toEqual([
        'requested',
        'damaged',
        [{ order_item_id: order.line, quantity: 2 }],
        null,
      ]);
      const { rows } = await tx.query<{ kind: string; note: string; actor_id: string | null }>(
        `select kind, note, actor_id from order_events where order_id = $1 and kind = 'return'`,
        [order.id],
      );
      expect(rows).toEqual([{ kind: 'return', note: 'return requested: damaged', actor_id: null }]);
      // The same pieces again: only one jar is left to ask for.
      const twice = await refusal(tx, () =>
        as(tx, 'anon', null, () =>
          ask(tx, {
            order_id: order.id,
            email: 'amina@example.com',
            lines: [{ order_item_id: order.line, quantity: 2 }],
          }),
        ),
      );
      expect([twice.code, twice.hint, twice.message]).toEqual([
        'PT409',
        'quantity_exceeds_delivered',
        'quantity_exceeds_delivered: Fig and Anise Jam: at most 1 more can be returned (3 delivered, the others refunded or already asked back)',
      ]);
    });
  });

  it('refuses strangers, undelivered and late orders, and bad lines, and writes nothing', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const guest = await deliveredOrder(tx);
      const account = await deliveredOrder(tx, { user_id: CUSTOMER });
      const { rows } = await tx.query<{ o: { id: string; items: { id: string }[] } }>(
        'select place_order($1) as o',
        [orderInput([JAMS])],
      );
      const waiting = rows[0]!.o;
      const late = await deliveredOrder(tx);
      await tx.query(`update orders set delivered_at = now() - interval '15 days' where id = $1`, [late.id]);
      const line = (id: string, quantity: unknown = 1) => [{ order_item_id: id, quantity }];
      const cases: [Role, string | null, Record<string, unknown>, string, string][] = [
        [
          'anon',
          null,
          { order_id: guest.id, email: 'someone@else.com', lines: line(guest.line) },
          'PT404',
          'unknown_order',
        ],
        [
          'anon',
          null,
          { order_id: account.id, email: 'amina@example.com', lines: line(account.line) },
          'PT404',
          'unknown_order',
        ],
        [
          'authenticated',
          STRANGER,
          { order_id: account.id, lines: line(account.line) },
          'PT404',
          'unknown_order',
        ],
        [
          'anon',
          null,
          { order_id: waiting.id, email: 'amina@example.com', lines: line(waiting.items[0]!.id) },
          'PT409',
          'not_delivered',
        ],
        [
          'anon',
          null,
          { order_id: late.id, email: 'amina@example.com', lines: line(late.line) },
          'PT409',
          'return_window_closed',
        ],
        [
          'anon',
          null,
          { order_id: guest.id, email: 'amina@example.com', lines: line(guest.line, 4) },
          'PT409',
          'quantity_exceeds_delivered',
        ],
        [
          'anon',
          null,
          { order_id: guest.id, email: 'amina@example.com', lines: line(guest.line, 0) },
          'PT422',
          'invalid_quantity',
        ],
        [
          'anon',
          null,
          { order_id: guest.id, email: 'amina@example.com', lines: line(account.line) },
          'PT422',
          'unknown_line',
        ],
        [
          'anon',
          null,
          {
            order_id: guest.id,
            email: 'amina@example.com',
            lines: [...line(guest.line), ...line(guest.line)],
          },
          'PT422',
          'duplicate_line',
        ],
        [
          'anon',
          null,
          { order_id: guest.id, email: 'amina@example.com', lines: [] },
          'PT422',
          'nothing_to_return',
        ],
        [
          'anon',
          null,
          { order_id: guest.id, email: 'amina@example.com', lines: line(guest.line), reason: 'bored' },
          'PT422',
          'invalid_reason',
        ],
        ['anon', null, { order_id: 'ZLJ-1', lines: [] }, 'PT400', 'invalid_return'],
      ];
      for (const [role, sub, input, code, hint] of cases) {
        const error = await refusal(tx, () => as(tx, role, sub, () => ask(tx, input)));
        expect([error.code, error.hint], `${role} ${JSON.stringify(input)}`).toEqual([code, hint]);
      }
      expect(
        (
          await tx.query<{ n: number }>(
            'select count(*)::int as n from return_requests where order_id = any($1)',
            [[guest.id, account.id, waiting.id, late.id]],
          )
        ).rows[0]!.n,
      ).toBe(0);
      // The account itself may, without an e-mail.
      const own = await as(tx, 'authenticated', CUSTOMER, () =>
        ask(tx, { order_id: account.id, lines: line(account.line), reason: 'changed_mind' }),
      );
      expect(own.status).toBe('requested');
    });
  });
});

describe('the owner’s moves', () => {
  it('approves (the address is shown), receives and refunds a return, and refuses any other move', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const order = await deliveredOrder(tx);
      const made = await ask(tx, {
        order_id: order.id,
        email: 'amina@example.com',
        lines: [{ order_item_id: order.line, quantity: 1 }],
      });
      const skip = await refusal(tx, () =>
        as(tx, 'authenticated', OWNER_SUB, () => move(tx, made.id, 'received')),
      );
      expect([skip.hint, skip.message]).toEqual([
        'invalid_return_change',
        'invalid_return_change: this return is requested and cannot become received (next it can only become approved or rejected)',
      ]);
      const notOwner = await refusal(tx, () =>
        as(tx, 'authenticated', CUSTOMER, () => move(tx, made.id, 'approved')),
      );
      expect([notOwner.code, notOwner.hint]).toEqual(['PT403', 'not_shop_owner']);
      const early = await refusal(tx, () =>
        tx.query('select create_refund($1)', [
          { order_id: order.id, amount_mad: 75, reason: 'Returned', return_id: made.id },
        ]),
      );
      expect(early.hint).toBe('return_not_received');

      const approved = await as(tx, 'authenticated', OWNER_SUB, () => move(tx, made.id, 'approved'));
      expect(approved.return_address).toBe('Zellij returns, 12 Derb Sidi Ahmed, Fes 30000, Morocco');
      await as(tx, 'authenticated', OWNER_SUB, () => move(tx, made.id, 'received'));
      await tx.query('select create_refund($1)', [
        {
          order_id: order.id,
          lines: [{ order_item_id: order.line, quantity: 1, restock: true }],
          reason: 'Returned',
          return_id: made.id,
        },
      ]);
      const { rows } = await tx.query<{ status: string; refund_id: string | null }>(
        'select status, refund_id from return_requests where id = $1',
        [made.id],
      );
      expect(rows[0]!.status).toBe('refunded');
      expect(rows[0]!.refund_id).not.toBeNull();
      const events = await tx.query<{ note: string }>(
        `select note from order_events where order_id = $1 and kind in ('return', 'refund') order by at, id`,
        [order.id],
      );
      expect(events.rows.map((e) => e.note)).toEqual([
        'return requested: damaged',
        'return approved',
        'return received',
        // The same moment: the refund's success ends the return as it is recorded.
        'return refunded',
        'Returned',
      ]);
    });
  });

  it('rejects only with a reason, and a rejected return’s pieces can be asked for again', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const order = await deliveredOrder(tx);
      const all = [{ order_item_id: order.line, quantity: 3 }];
      const made = await ask(tx, { order_id: order.id, email: 'amina@example.com', lines: all });
      const bare = await refusal(tx, () =>
        as(tx, 'authenticated', OWNER_SUB, () => move(tx, made.id, 'rejected', ' ')),
      );
      expect(bare.hint).toBe('reject_reason_required');
      await as(tx, 'authenticated', OWNER_SUB, () => move(tx, made.id, 'rejected', 'Used pieces'));
      const again = await ask(tx, { order_id: order.id, email: 'amina@example.com', lines: all });
      expect(again.status).toBe('requested');
    });
  });
});

describe('who reads returns', () => {
  it('shows a customer their own, a guest theirs by the order’s id, and a stranger nothing', async () => {
    const ids = await asRole(
      db,
      'service_role',
      async (tx) => {
        const account = await deliveredOrder(tx, { user_id: CUSTOMER });
        const guest = await deliveredOrder(tx);
        await as(tx, 'authenticated', CUSTOMER, () =>
          ask(tx, { order_id: account.id, lines: [{ order_item_id: account.line, quantity: 1 }] }),
        );
        await ask(tx, {
          order_id: guest.id,
          email: 'amina@example.com',
          lines: [{ order_item_id: guest.line, quantity: 1 }],
        });
        return { account: account.id, guest: guest.id };
      },
      { commit: true },
    );
    const seen = (role: Role, sub: string | undefined, orderId: string) =>
      asRole(
        db,
        role,
        async (tx) => {
          const table = await tx.query<{ n: number }>(
            'select count(*)::int as n from return_requests where order_id = $1',
            [orderId],
          );
          const rpc = await tx.query<{ r: unknown[] }>('select get_order_returns($1) as r', [orderId]);
          return [table.rows[0]!.n, rpc.rows[0]!.r.length];
        },
        { sub },
      );
    expect(await seen('authenticated', CUSTOMER, ids.account)).toEqual([1, 1]);
    expect(await seen('authenticated', STRANGER, ids.account)).toEqual([0, 0]);
    expect(await pgError(seen('anon', undefined, ids.account))).toMatchObject({ code: '42501' }); // no table grant
    const guest = await asRole(db, 'anon', (tx) =>
      tx.query<{ r: unknown[] }>('select get_order_returns($1) as r', [ids.guest]),
    );
    expect(guest.rows[0]!.r).toHaveLength(1);
    for (const sql of [
      `insert into return_requests (order_id, reason) values ('${ids.account}', 'damaged')`,
      `update return_requests set status = 'approved' where order_id = '${ids.account}'`,
    ]) {
      const error = await pgError(asRole(db, 'authenticated', (tx) => tx.query(sql), { sub: CUSTOMER }));
      expect(error.code, sql).toBe('42501');
    }
  });
});

describe('the customer’s mails', () => {
  it('queues one mail per move, with the pieces, and the address once approved', async () => {
    const { orderId, returnId } = await asRole(
      db,
      'service_role',
      async (tx) => {
        const order = await deliveredOrder(tx);
        const made = await ask(tx, {
          order_id: order.id,
          email: 'amina@example.com',
          lines: [{ order_item_id: order.line, quantity: 2 }],
        });
        return { orderId: order.id, returnId: made.id };
      },
      { commit: true },
    );
    // Approved from the dashboard (the service role): the same trigger queues the mail as the owner's move.
    await asRole(
      db,
      'service_role',
      (tx) => tx.query(`update return_requests set status = 'approved' where id = $1`, [returnId]),
      { commit: true },
    );
    const { rows } = await db.query<{
      kind: string;
      payload: { return: { return_address: string | null; pieces: { title: string; quantity: number }[] } };
    }>(
      `select kind, payload from mail_outbox where order_id = $1 and kind like 'return_%' order by created_at, kind`,
      [orderId],
    );
    expect(rows.map((row) => row.kind)).toEqual(['return_requested', 'return_approved']);
    expect(rows[0]!.payload.return.return_address).toBeNull();
    expect(rows[1]!.payload.return.return_address).toBe(
      'Zellij returns, 12 Derb Sidi Ahmed, Fes 30000, Morocco',
    );
    expect(rows[1]!.payload.return.pieces).toEqual([{ title: 'Fig and Anise Jam', size: null, quantity: 2 }]);
  });
});
