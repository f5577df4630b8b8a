/**
 * Cash on delivery confirmed on WhatsApp through real HTTP: create-checkout places the order, the
 * scheduled send-whatsapp function (Deno) sends the template through the sandbox's Graph API, the
 * sandbox's signed status and button webhooks reach whatsapp-webhook, and the database moves the order.
 * A press counts once, only from the order's phone, only while the order waits; an unsigned or forged
 * event is refused before it is read.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WHATSAPP_APP_SECRET, SANDBOX_WHATSAPP_VERIFY_TOKEN } from '../src/sandbox/credentials';
import {
  invoke,
  onlyVariant,
  products,
  setVariantStock,
  shippingAddress,
  startTestBackend,
  type Backend,
  type SeedProduct,
} from './functions-harness';

let backend: Backend;
let product: SeedProduct;

beforeAll(async () => {
  backend = await startTestBackend();
  product = (await products(backend.db)).find((p) => p.sizes.length === 0 && p.price > 0 && p.price < 400)!;
  await setVariantStock(backend.db, onlyVariant(product).id, 50);
}, 120_000);
afterAll(() => backend?.stop());

interface InboxMessage {
  id: string;
  language: string;
  text: string;
  buttons: { index: number; text: string; payload: string }[];
  statuses: { status: string }[];
}

async function placeCod(phone: string, locale = 'ar') {
  const { status, body } = await invoke(backend, 'create-checkout', {
    items: [{ id: product.id, quantity: 1, price: product.price, title: product.title, variant: {} }],
    currency: 'MAD',
    shipping_address: { ...shippingAddress, phone },
    payment_method: 'cod',
    locale,
  });
  expect(status).toBe(200);
  return body.order_id as string;
}

/** The messages the inbox shows for a phone, once the worker has sent at least `count`. */
async function inbox(phone: string, count = 1): Promise<InboxMessage[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetch(`${backend.url}/__whatsapp/api/messages?to=${encodeURIComponent(phone)}`);
    const { messages } = (await res.json()) as { messages: InboxMessage[] };
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`no WhatsApp message to ${phone}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const press = async (messageId: string, button: 'confirm' | 'cancel', from?: string) => {
  const res = await fetch(`${backend.url}/__whatsapp/api/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message_id: messageId, button, ...(from ? { from } : {}) }),
  });
  return (await res.json()) as { status: number; reply_id: string };
};

async function order(id: string) {
  const { rows } = await backend.db.query<{ order_status: string; cancel_reason: string | null }>(
    'select order_status, cancel_reason from orders where id = $1',
    [id],
  );
  return rows[0]!;
}

async function outboxOf(id: string) {
  const { rows } = await backend.db.query<{
    status: string;
    delivery_status: string | null;
    attempts: number;
  }>('select status, delivery_status, attempts from whatsapp_outbox where order_id = $1', [id]);
  return rows;
}

const signed = (body: string, secret = SANDBOX_WHATSAPP_APP_SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const postEvent = (body: string, signature: string | null) =>
  fetch(`${backend.url}/functions/v1/whatsapp-webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    body,
  });

describe('the confirmation', () => {
  it('reaches the customer in Arabic, once, and Confirm confirms the order', async () => {
    const phone = '+212611000001';
    const id = await placeCod(phone);
    const [message] = await inbox(phone);
    expect(message!.language).toBe('ar');
    expect(message!.buttons.map((b) => b.text)).toEqual(['تأكيد', 'إلغاء']);
    expect(message!.buttons.map((b) => b.payload)).toEqual([`confirm:${id}`, `cancel:${id}`]);
    await expect
      .poll(async () => (await outboxOf(id))[0]?.delivery_status, { timeout: 10_000 })
      .toBe('delivered');
    expect(await outboxOf(id)).toMatchObject([{ status: 'sent', attempts: 1 }]);

    expect((await press(message!.id, 'confirm')).status).toBe(200);
    expect(await order(id)).toMatchObject({ order_status: 'confirmed' });
    // Pressed again later (or Cancel after Confirm): the order has moved on and stays confirmed.
    expect((await press(message!.id, 'cancel')).status).toBe(200);
    expect(await order(id)).toMatchObject({ order_status: 'confirmed' });
    expect(await inbox(phone)).toHaveLength(1);
  });

  it('Cancel cancels the order with the customer’s reason and gives the stock back', async () => {
    const phone = '+212611000002';
    const stockBefore = await stockOf();
    const id = await placeCod(phone, 'fr');
    const [message] = await inbox(phone);
    expect(message!.buttons.map((b) => b.text)).toEqual(['Confirmer', 'Annuler']);
    expect(await stockOf()).toBe(stockBefore - 1);
    expect((await press(message!.id, 'cancel')).status).toBe(200);
    expect(await order(id)).toEqual({
      order_status: 'cancelled',
      cancel_reason: 'cancelled by the customer on WhatsApp',
    });
    expect(await stockOf()).toBe(stockBefore);
  });
});

describe('attacks', () => {
  it('changes nothing for a press from another phone', async () => {
    const phone = '+212611000003';
    const id = await placeCod(phone);
    const [message] = await inbox(phone);
    expect((await press(message!.id, 'cancel', '+212699999999')).status).toBe(200);
    expect(await order(id)).toMatchObject({ order_status: 'pending' });
  });

  it('refuses an unsigned or wrongly signed event before reading it, and answers Meta’s verification only with the token', async () => {
    const phone = '+212611000004';
    const id = await placeCod(phone);
    const [message] = await inbox(phone);
    const event = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  {
                    from: phone.slice(1),
                    id: 'wamid.forged-press',
                    type: 'button',
                    context: { id: message!.id },
                    button: { payload: `cancel:${id}`, text: 'Cancel' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect((await postEvent(event, null)).status).toBe(401);
    expect((await postEvent(event, signed(event, 'not-the-app-secret'))).status).toBe(401);
    expect((await postEvent(event, signed(`${event} `))).status).toBe(401);
    expect(await order(id)).toMatchObject({ order_status: 'pending' });
    // The same event, signed: it counts once, however often Meta delivers it.
    for (let i = 0; i < 2; i++) expect((await postEvent(event, signed(event))).status).toBe(200);
    expect(await order(id)).toMatchObject({ order_status: 'cancelled' });
    const { rows } = await backend.db.query('select 1 from whatsapp_replies where message_id = $1', [
      'wamid.forged-press',
    ]);
    expect(rows).toHaveLength(1);

    const verify = (token: string) =>
      fetch(
        `${backend.url}/functions/v1/whatsapp-webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await verify(SANDBOX_WHATSAPP_VERIFY_TOKEN);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    expect((await verify('guess')).status).toBe(403);
  });
});

async function stockOf(): Promise<number> {
  const { rows } = await backend.db.query<{ stock: number }>(
    'select stock_quantity as stock from product_variants where id = $1',
    [onlyVariant(product).id],
  );
  return rows[0]!.stock;
}
