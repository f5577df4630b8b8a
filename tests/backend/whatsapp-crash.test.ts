/**
 * The WhatsApp worker survives `kill -9` of the whole backend (Node, PGlite and the Deno worker) in the
 * middle of a burst of cash-on-delivery orders: after a restart on the same data folder every customer
 * has exactly one confirmation. The kill is aimed at the worst moment: Meta (the sandbox) has accepted a
 * message whose outbox row does not say "sent" yet. Meta takes no idempotency key, so what stops a second
 * message is its "sent" status, delivered after the restart with the row id the message carried, within
 * the claim's lease.
 */
import { SANDBOX_WHATSAPP_TOKEN } from '../../embedded-backend/src/sandbox/credentials';
import { backendProcess, serviceClientOf } from './helpers/backend-process';
import { waitFor } from './helpers/mail';
import { orderInput, SEED } from './helpers/seed-ids';

const backend = backendProcess('whatsapp-crash');
afterAll(() => backend.cleanUp());

const BURST = 8;
const phone = (n: number) => `+2126120000${String(n).padStart(2, '0')}`;

interface InboxMessage {
  id: string;
  biz_opaque_callback_data: string | null;
}

async function messagesTo(url: string, to: string): Promise<InboxMessage[]> {
  const res = await fetch(`${url}/__whatsapp/api/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

const everyInbox = (url: string) =>
  Promise.all(Array.from({ length: BURST }, (_, n) => messagesTo(url, phone(n))));

it('sends every confirmation of a burst exactly once across a kill -9 mid-send', async () => {
  const first = await backend.start();
  const service = serviceClientOf(first.url);
  // A slow Meta: each accepted message is answered 800 ms later, the window the kill aims at.
  const slowed = await fetch(`${first.url}/__sandbox/whatsapp/__slow`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_WHATSAPP_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answer_delay_ms: 800 }),
  });
  expect(slowed.status).toBe(200);

  const ids: string[] = [];
  for (let n = 0; n < BURST; n++) {
    const placed = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.oliveWoodBreadBoard, quantity: 1 }], {
        customer: { name: `Crash ${n}`, email: `wa.crash.${n}@example.com`, phone: phone(n) },
      }),
    });
    if (placed.error) throw placed.error;
    ids.push((placed.data as { id: string }).id);
  }
  const rows = async () =>
    (
      await service
        .from('whatsapp_outbox')
        .select('id, order_id, status, provider_message_id')
        .in('order_id', ids)
        .throwOnError()
    ).data!;

  // Kill once Meta holds a message whose row does not say "sent" yet.
  await waitFor(
    async () => {
      const [inboxes, outbox] = await Promise.all([everyInbox(first.url), rows()]);
      const accepted = inboxes.flat().length;
      return accepted >= 2 && accepted > outbox.filter((row) => row.status === 'sent').length;
    },
    60_000,
    20,
  );
  await backend.kill();
  const again = await backend.start(first.port);

  await waitFor(async () => (await rows()).every((row) => row.status === 'sent'), 120_000, 250);
  const outbox = await rows();
  const inboxes = await everyInbox(again.url);
  for (const [n, messages] of inboxes.entries()) {
    const row = outbox.find((r) => r.order_id === ids[n])!;
    // One message per customer, and it is the one the row records.
    expect(
      messages.map((m) => [m.id, m.biz_opaque_callback_data]),
      phone(n),
    ).toEqual([[row.provider_message_id, row.id]]);
  }
  await backend.kill();
}, 400_000);
