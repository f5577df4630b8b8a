/**
 * "How is your bowl?" (migration 20261211000200_review_request_mail.sql): queued in the outbox with the
 * delivery of an account's order, due shop_settings.review_request_days later, once per order; the
 * outbox's claim (a lease per row) then carries it as every other mail, so a sender killed mid-way
 * neither loses it nor sends it twice (tests/backend/mail-crash.test.ts proves the claim itself).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { deliverOrder } from './helpers/deliver';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;
let userId: string;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
  userId = (await signedInClient(backend, 'bowl-mail@example.com')).userId;
}, 120_000);
afterAll(() => backend?.stop());

async function deliver(extra: Record<string, unknown>): Promise<string> {
  const { rows } = await backend.db.query<{ o: { id: string } }>('select place_order($1) as o', [
    orderInput([{ product_id: SEED.figJam, quantity: 1 }], extra),
  ]);
  const id = rows[0]!.o.id;
  await deliverOrder(backend.db, id);
  return id;
}

async function requests(orderId: string) {
  const { rows } = await backend.db.query<{ recipient: string; days: number; payload: { lines: unknown[] } }>(
    `select m.recipient, round(extract(epoch from m.next_attempt_at - o.delivered_at) / 86400)::int as days, m.payload
     from mail_outbox m join orders o on o.id = m.order_id
     where m.order_id = $1 and m.kind = 'review_request'`,
    [orderId],
  );
  return rows;
}

describe('the review request', () => {
  it('is queued with the delivery of an account’s order, due ten days later, with its pieces', async () => {
    const id = await deliver({ user_id: userId });
    const rows = await requests(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'amina@example.com', days: 10 });
    expect(rows[0]!.payload.lines).toHaveLength(1);

    // Not due: a send-mail run now does not take it.
    const claimed = await service.rpc('claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 });
    expect(claimed.error).toBeNull();
    expect(
      (claimed.data as { kind: string; payload: { order_id: string } }[]).map((r) => r.kind),
    ).not.toContain('review_request');
  });

  it('follows the owner’s setting', async () => {
    await backend.db.query('update shop_settings set review_request_days = 3');
    try {
      const id = await deliver({ user_id: userId });
      expect((await requests(id))[0]).toMatchObject({ days: 3 });
      const { error } = await service
        .from('shop_settings')
        .update({ review_request_days: 0 })
        .neq('review_request_days', -1);
      expect(error?.code).toBe('23514');
    } finally {
      await backend.db.query('update shop_settings set review_request_days = 10');
    }
  });

  it('asks no guest (they have no account to review with)', async () => {
    const id = await deliver({});
    expect(await requests(id)).toEqual([]);
  });

  it('is queued once per order, and once due is claimed once until its lease ends', async () => {
    const id = await deliver({ user_id: userId });
    const again = await service.from('mail_outbox').insert({
      kind: 'review_request',
      recipient: 'amina@example.com',
      payload: { order_id: id },
      order_id: id,
    });
    expect(again.error?.code).toBe('23505');
    // Re-running the trigger's insert (as a retried delivery would) leaves one row.
    await backend.db.query(`update orders set order_status = 'delivered' where id = $1`, [id]);
    expect(await requests(id)).toHaveLength(1);

    await backend.db.query(
      `update mail_outbox set next_attempt_at = now() - interval '1 second' where order_id = $1 and kind = 'review_request'`,
      [id],
    );
    const first = await service.rpc('claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 });
    const mine = (rows: unknown) =>
      (rows as { kind: string; payload: { order_id: string } }[]).filter(
        (r) => r.kind === 'review_request' && r.payload.order_id === id,
      );
    expect(mine(first.data)).toHaveLength(1);
    // A second sender (the first one killed before marking it) does not get it within the lease.
    const second = await service.rpc('claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 });
    expect(mine(second.data)).toHaveLength(0);
  });
});
