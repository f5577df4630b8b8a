/**
 * The mail worker survives `kill -9` of the whole backend (Node, PGlite and the Deno worker) in the
 * middle of a burst: after a restart on the same data folder every queued message reaches the
 * mailbox exactly once. The kill is aimed at the worst moment: the provider has accepted a message
 * whose outbox row does not say "sent" yet, so the restarted worker must send it again and the
 * Idempotency-Key (the row id) must turn that into a replay rather than a second e-mail.
 */
import { backendProcess, serviceClientOf } from './helpers/backend-process';
import { mailbox, resendSandbox, waitFor } from './helpers/mail';
import { orderInput, SEED, uniquePhone } from './helpers/seed-ids';

const backend = backendProcess('mail-crash');
afterAll(() => backend.cleanUp());

const BURST = 12;
const customer = (n: number) => `crash.${n}@example.com`;

it('delivers every message of a burst exactly once across a kill -9 mid-send', async () => {
  const first = await backend.start();
  const url = first.url;
  const service = serviceClientOf(url);
  // A slow provider: each accepted message is answered 300 ms later, the window the kill aims at.
  await resendSandbox(url, { delay_ms: 300 });

  const orders: { id: string; order_number: string }[] = [];
  for (let n = 0; n < BURST; n++) {
    const placed = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
        customer: { name: `Crash ${n}`, email: customer(n), phone: uniquePhone() },
      }),
    });
    if (placed.error) throw placed.error;
    orders.push(placed.data as { id: string; order_number: string });
  }
  const ids = orders.map((o) => o.id);
  const sentCount = async () =>
    (
      await service
        .from('mail_outbox')
        .select('id', { count: 'exact', head: true })
        .in('order_id', ids)
        .eq('status', 'sent')
    ).count ?? 0;
  const burstMail = async () =>
    (await mailbox(url)).filter((m) => orders.some((o) => m.subject.includes(o.order_number)));

  // Kill once some mail went out and the provider holds a message the outbox does not call sent yet.
  await waitFor(
    async () => {
      const [delivered, sent] = await Promise.all([burstMail(), sentCount()]);
      return delivered.length >= 3 && delivered.length > sent;
    },
    60_000,
    20,
  );
  await backend.kill();
  // The killed process's mailbox is gone; the restarted Resend sandbox refills it from the database.
  await backend.start(first.port);
  await waitFor(async () => (await sentCount()) === BURST * 2, 90_000, 250);
  const delivered = await burstMail();
  expect(delivered).toHaveLength(BURST * 2);
  for (const [n, order] of orders.entries()) {
    const toCustomer = delivered.filter((m) => m.to === customer(n));
    expect(toCustomer.map((m) => m.subject)).toEqual([`Your Zellij order ${order.order_number}`]);
    const alerts = delivered.filter(
      (m) => m.to === 'owner@zellij.test' && m.subject.includes(`${order.order_number}:`),
    );
    expect(alerts).toHaveLength(1);
  }
  const stats = await resendSandbox(url);
  // The crash window was really hit: a message the provider had accepted was sent again, and replayed.
  expect(stats.idempotent_replays).toBeGreaterThanOrEqual(1);

  const { data: rows } = await service.from('mail_outbox').select('status, provider_id').in('order_id', ids);
  expect(new Set(rows!.map((r) => r.provider_id)).size).toBe(BURST * 2);
  await backend.kill();
}, 400_000);
