/**
 * Cash on delivery confirmed on WhatsApp (migration 20261207000300): a COD order owes one confirmation
 * at commit, sent once even when the sender dies after Meta took it (the status webhook carries the row
 * id); a customer's press confirms or cancels only their own waiting order, once; everything else is
 * refused and changes nothing; only the service role writes and only the shop owner reads. Runs on
 * PGlite, and on a real PostgreSQL in the postgres suite.
 */
import { asRole, openSchemaDb, pgError, type SqlDb, type SqlTx } from './helpers/schema-db';
import { orderInput, SEED } from './helpers/seed-ids';

let db: SqlDb;
beforeAll(async () => {
  db = await openSchemaDb();
});
afterAll(() => db.close());

const PHONE = '+212612345678';

interface OutboxRow {
  id: string;
  order_id: string;
  recipient: string;
  locale: string;
  status: string;
  provider_message_id: string | null;
  delivery_status: string | null;
  payload: { order_number: string; lines: unknown[] };
}

/** A COD order placed and committed as place_order's caller would see it: its id and its confirmation row. */
async function codOrder(tx: SqlTx, extra: Record<string, unknown> = {}) {
  const { rows } = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
    orderInput([{ product_id: SEED.figJam, quantity: 1 }], {
      customer: { name: 'Amina Tazi', email: 'amina@example.com', phone: PHONE },
      locale: 'ar',
      ...extra,
    }),
  ]);
  // The row is written at commit (a deferred trigger): fire it now, inside the test's transaction.
  await tx.exec('set constraints all immediate');
  const id = rows[0]!.o.id;
  const outbox = await tx.query<OutboxRow>('select * from whatsapp_outbox where order_id = $1', [id]);
  return { id, row: outbox.rows[0] };
}

const claim = async (tx: SqlTx) =>
  (await tx.query<OutboxRow>('select * from claim_whatsapp_outbox(10, 300)')).rows;

const reply = async (tx: SqlTx, input: Record<string, unknown>) =>
  (
    await tx.query<{ r: { outcome: string; order_id: string | null; replayed: boolean } }>(
      'select record_whatsapp_reply($1) as r',
      [{ from: PHONE.slice(1), message_id: `wamid.reply-${crypto.randomUUID()}`, ...input }],
    )
  ).rows[0]!.r;

const status = (tx: SqlTx, input: Record<string, unknown>) =>
  tx.query('select record_whatsapp_status($1)', [input]);

async function orderState(tx: SqlTx, id: string) {
  const { rows } = await tx.query<{ order_status: string; cancel_reason: string | null; released: boolean }>(
    'select order_status, cancel_reason, stock_released_at is not null as released from orders where id = $1',
    [id],
  );
  return rows[0]!;
}

/** Sends the row as send-whatsapp does: claim, then Meta's message id. */
async function sent(tx: SqlTx, rowId: string) {
  await claim(tx);
  const messageId = `wamid.${crypto.randomUUID()}`;
  await tx.query('select mark_whatsapp_sent($1, $2)', [rowId, messageId]);
  return messageId;
}

describe('the confirmation a cash-on-delivery order owes', () => {
  it('is one row per COD order, in the order’s language and to its phone; none for PayPal', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id, row } = await codOrder(tx);
      expect(row).toMatchObject({ order_id: id, recipient: PHONE, locale: 'ar', status: 'pending' });
      expect(row!.payload.lines).toHaveLength(1);
      const paypal = await tx.query<{ o: { id: string } }>('select place_order($1) as o', [
        orderInput([{ product_id: SEED.figJam, quantity: 1 }], { payment_method: 'paypal', currency: 'EUR' }),
      ]);
      await tx.exec('set constraints all immediate');
      const none = await tx.query('select 1 from whatsapp_outbox where order_id = $1', [
        paypal.rows[0]!.o.id,
      ]);
      expect(none.rows).toEqual([]);
    });
  });

  it('is claimed once, recorded sent once, and its statuses only move forward', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { row } = await codOrder(tx);
      const first = await claim(tx);
      expect(first.map((r) => r.id)).toContain(row!.id);
      expect((await claim(tx)).map((r) => r.id)).not.toContain(row!.id);
      const messageId = `wamid.${crypto.randomUUID()}`;
      await tx.query('select mark_whatsapp_sent($1, $2)', [row!.id, messageId]);
      await status(tx, { message_id: messageId, status: 'read' });
      await status(tx, { message_id: messageId, status: 'delivered' });
      const { rows } = await tx.query<OutboxRow>('select * from whatsapp_outbox where id = $1', [row!.id]);
      expect(rows[0]).toMatchObject({
        status: 'sent',
        provider_message_id: messageId,
        delivery_status: 'read',
      });
    });
  });

  it('is recorded sent by Meta’s status when the sender died before it could, and not sent again', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { row } = await codOrder(tx);
      await claim(tx);
      // Meta took it; the sender died. The lease ends; Meta's "sent" carries the row id.
      await tx.query(
        `update whatsapp_outbox set next_attempt_at = now() - interval '1 second' where id = $1`,
        [row!.id],
      );
      await status(tx, { message_id: 'wamid.after-crash', status: 'sent', callback_data: row!.id });
      expect((await claim(tx)).map((r) => r.id)).not.toContain(row!.id);
      // The late answer of the dead sender (or a retry's) changes nothing.
      await tx.query('select mark_whatsapp_sent($1, $2)', [row!.id, 'wamid.other']);
      const { rows } = await tx.query<OutboxRow>('select * from whatsapp_outbox where id = $1', [row!.id]);
      expect(rows[0]).toMatchObject({ status: 'sent', provider_message_id: 'wamid.after-crash' });
      // A status for a message that is not ours is ignored.
      const stranger = await tx.query<{ r: unknown }>('select record_whatsapp_status($1) as r', [
        { message_id: 'wamid.unknown', status: 'delivered', callback_data: crypto.randomUUID() },
      ]);
      expect(stranger.rows[0]!.r).toBeNull();
    });
  });
});

describe('a press of Confirm or Cancel', () => {
  it('confirms the customer’s waiting order once, on its timeline', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id, row } = await codOrder(tx);
      const messageId = await sent(tx, row!.id);
      const press = { context_id: messageId, payload: `confirm:${id}`, message_id: 'wamid.press-1' };
      expect(await reply(tx, press)).toEqual({ outcome: 'confirmed', order_id: id, replayed: false });
      expect((await orderState(tx, id)).order_status).toBe('confirmed');
      const { rows } = await tx.query<{ note: string }>(
        `select note from order_events where order_id = $1 and to_status = 'confirmed'`,
        [id],
      );
      expect(rows).toEqual([{ note: 'confirmed by the customer on WhatsApp' }]);
      // Meta delivers the same press again: recognised, nothing moves.
      expect(await reply(tx, press)).toEqual({ outcome: 'confirmed', order_id: id, replayed: true });
      const events = await tx.query('select 1 from order_events where order_id = $1', [id]);
      expect(events.rows).toHaveLength(2);
    });
  });

  it('cancels with the reason, gives the stock back and mails the customer', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id, row } = await codOrder(tx);
      const messageId = await sent(tx, row!.id);
      expect(await reply(tx, { context_id: messageId, payload: `cancel:${id}` })).toMatchObject({
        outcome: 'cancelled',
      });
      expect(await orderState(tx, id)).toEqual({
        order_status: 'cancelled',
        cancel_reason: 'cancelled by the customer on WhatsApp',
        released: true,
      });
      await tx.exec('set constraints all immediate');
      const mail = await tx.query(
        `select 1 from mail_outbox where order_id = $1 and kind = 'order_cancelled'`,
        [id],
      );
      expect(mail.rows).toHaveLength(1);
    });
  });

  it('changes nothing when it is not the order’s phone, names another order, answers no message of ours, or comes too late', async () => {
    await asRole(db, 'service_role', async (tx) => {
      const { id, row } = await codOrder(tx);
      const other = await codOrder(tx);
      const messageId = await sent(tx, row!.id);
      const refusals = [
        { context_id: messageId, payload: `confirm:${id}`, from: '212600000001' },
        { context_id: messageId, payload: `confirm:${other.id}` },
        { context_id: messageId, payload: `confirm:${id}x` },
        { context_id: messageId, payload: 'confirm' },
        { context_id: 'wamid.never-sent', payload: `confirm:${id}` },
        { context_id: null, payload: `cancel:${id}` },
      ];
      for (const attempt of refusals) {
        expect(await reply(tx, attempt), JSON.stringify(attempt)).toMatchObject({ outcome: 'refused' });
      }
      expect((await orderState(tx, id)).order_status).toBe('pending');
      expect((await orderState(tx, other.id)).order_status).toBe('pending');

      await tx.query(
        `update orders set order_status = 'cancelled', cancel_reason = 'expired' where id = $1`,
        [id],
      );
      expect(await reply(tx, { context_id: messageId, payload: `confirm:${id}` })).toMatchObject({
        outcome: 'too_late',
      });
      expect(await orderState(tx, id)).toMatchObject({ order_status: 'cancelled', cancel_reason: 'expired' });
    });
  });
});

describe('who may touch it', () => {
  it('lets no visitor or customer call the functions or read the tables, and the shop owner read them', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      for (const call of [
        'select claim_whatsapp_outbox(10, 300)',
        `select record_whatsapp_reply('{"message_id":"x","from":"1","payload":"confirm:x"}')`,
        `select record_whatsapp_status('{"message_id":"x","status":"sent"}')`,
        `select mark_whatsapp_sent('${crypto.randomUUID()}', 'x')`,
      ]) {
        const error = await asRole(db, role, (tx) => pgError(tx.query(call)));
        expect(error.code, `${role}: ${call}`).toBe('42501');
      }
      const read = await asRole(db, role, (tx) =>
        tx.query('select * from whatsapp_outbox').catch((e: { code: string }) => e),
      );
      expect('code' in read ? read.code : read.rows).toEqual(role === 'anon' ? '42501' : []);
    }
  });
});
