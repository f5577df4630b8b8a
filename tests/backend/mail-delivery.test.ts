/**
 * E-mail end to end on the whole local stack: checkout -> outbox row in the order's transaction ->
 * the scheduled send-mail function in Deno -> Resend sandbox -> /__mailbox. Also: only the service
 * role may run the worker, and an outage of the provider delays mail without losing or doubling any.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startBackend } from '../../embedded-backend/src/server';
import { LIFT_COD_LIMITS } from '../setup/shared-backend-limits';
import { anonClient, postCheckout, serviceClient, signedInClient, type RunningBackend } from './helpers/api';
import { mailbox, resendSandbox, waitFor } from './helpers/mail';
import { orderInput, SEED } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend({ dataDir: null, fresh: true, port: 0, pgPort: 0, mailWorkerIntervalMs: 250 });
  await backend.db.query(LIFT_COD_LIMITS); // its orders, from one phone, wait unconfirmed
  service = serviceClient(backend);
}, 120_000);
afterAll(() => backend?.stop());

const OWNER = 'owner@zellij.test';

async function placeOrder(email: string, name = 'Amina Tazi'): Promise<{ id: string; order_number: string }> {
  const placed = await service.rpc('place_order', {
    p_order: orderInput([{ product_id: SEED.figJam, quantity: 2 }], {
      currency: 'EUR',
      customer: { name, email, phone: '+212600000000' },
    }),
  });
  if (placed.error) throw placed.error;
  return placed.data as { id: string; order_number: string };
}

const outboxOf = async (orderId: string) =>
  (
    await service
      .from('mail_outbox')
      .select('kind, status, attempts, provider_id, last_error')
      .eq('order_id', orderId)
  ).data ?? [];

describe('order e-mail', () => {
  it('tells the customer and the owner about a checkout, escaping what the customer typed', async () => {
    const res = await postCheckout(backend, {
      items: [{ id: SEED.figJam, quantity: 1 }],
      currency: 'USD',
      payment_method: 'cod',
      shipping_address: {
        name: 'Amina <img src=x onerror=alert(1)>',
        email: 'checkout.mail@example.com',
        phone: '+212600000000',
        address: '12 Derb Sidi Ahmed',
        city: 'Fes',
      },
    });
    expect(res.status).toBe(200);
    const { order_id, order_number } = (await res.json()) as { order_id: string; order_number: string };

    const [received] = await waitFor(async () => {
      const found = await mailbox(backend.url, 'checkout.mail@example.com');
      return found.length ? found : null;
    });
    expect(received!.subject).toBe(`Your Zellij order ${order_number}`);
    expect(received!.from).toBe('Zellij <orders@zellij.test>');
    expect(received!.html).not.toContain('<img src=x');
    expect(received!.html).toContain('Amina &#60;img src=x onerror=alert(1)&#62;');
    expect(received!.text).toContain('Amina <img src=x onerror=alert(1)>'); // plain text needs no escaping
    expect(received!.text).toContain('Fig and Anise Jam (ZLJ-SPI-001) × 1: $7.50');
    expect(received!.text).toContain('Total: $12.00 (≈ 120 MAD)');
    expect(received!.text).toContain('Payment: Cash on delivery');
    expect(received!.links).toContain(`${backend.config.siteUrl}/order-confirmation/${order_id}`);

    const alert = await waitFor(async () =>
      (await mailbox(backend.url, OWNER)).find((m) => m.subject.startsWith(`New order ${order_number}`)),
    );
    expect(alert.text).toContain('checkout.mail@example.com');
    // create-checkout moved the cod order to processing: no second "confirmed" message for that.
    await waitFor(async () => (await outboxOf(order_id)).every((r) => r.status === 'sent'));
    expect(await outboxOf(order_id)).toHaveLength(2);
    expect(await mailbox(backend.url, 'checkout.mail@example.com')).toHaveLength(1);
  });

  it("writes to a shopper who ordered in French in French, and to the owner in the owner's language", async () => {
    const checkout = (locale: unknown, email: string) =>
      postCheckout(backend, {
        items: [{ id: SEED.figJam, quantity: 2 }],
        currency: 'EUR',
        payment_method: 'cod',
        locale,
        shipping_address: {
          name: 'Claire Benali',
          email,
          phone: '+212600000000',
          address: '4 Rue de la Liberté',
          city: 'Casablanca',
        },
      });

    const ordersBefore = await service.from('orders').select('id', { count: 'exact', head: true });
    const refused = await checkout('de', 'klingon@example.com');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'locale must be one of en, fr, ar.' });
    const ordersAfter = await service.from('orders').select('id', { count: 'exact', head: true });
    expect(ordersAfter.count).toBe(ordersBefore.count);

    const res = await checkout('fr', 'claire@example.com');
    expect(res.status).toBe(200);
    const { order_id, order_number, url } = (await res.json()) as Record<string, string>;
    expect(url).toBe(`${backend.config.siteUrl}/fr/order-confirmation/${order_id}`);

    const [received] = await waitFor(async () => {
      const found = await mailbox(backend.url, 'claire@example.com');
      return found.length ? found : null;
    });
    expect(received!.subject).toBe(`Votre commande Zellij ${order_number}`);
    expect(received!.html).toContain('<html lang="fr" dir="ltr">');
    expect(received!.text).toContain('Bonjour Claire Benali, nous avons bien reçu votre commande');
    expect(received!.text).toContain('Fig and Anise Jam (ZLJ-SPI-001) × 2: 13,64\u00a0€');
    expect(received!.text).toContain('Paiement: Paiement à la livraison');
    expect(received!.text).toContain('Livrer à: Claire Benali, 4 Rue de la Liberté, Casablanca, Maroc');
    expect(received!.links).toContain(`${backend.config.siteUrl}/fr/order-confirmation/${order_id}`);

    const alert = await waitFor(async () =>
      (await mailbox(backend.url, OWNER)).find((m) => m.subject.startsWith(`New order ${order_number}`)),
    );
    expect(alert.html).toContain('<html lang="en" dir="ltr">');
    expect(alert.text).toContain('Claire Benali (claire@example.com, +212600000000) placed an order.');
    expect(alert.text).toContain("Customer's language: Français");
    expect(alert.links).toContain(`${backend.config.siteUrl}/order-confirmation/${order_id}`);
  });

  it('sends the shipping message with the carrier and a tracking link', async () => {
    const order = await placeOrder('shipped.mail@example.com');
    for (const order_status of ['confirmed', 'processing'] as const) {
      const moved = await service.from('orders').update({ order_status }).eq('id', order.id);
      expect(moved.error).toBeNull();
    }
    const { error } = await service
      .from('orders')
      .update({
        order_status: 'shipped',
        carrier: 'Amana',
        tracking_number: 'AM-778',
        tracking_url: 'https://tracking.example/AM-778',
      })
      .eq('id', order.id);
    expect(error).toBeNull();
    const shipped = await waitFor(async () =>
      (await mailbox(backend.url, 'shipped.mail@example.com')).find((m) => m.subject.includes('on its way')),
    );
    expect(shipped.text).toContain('Carrier: Amana');
    expect(shipped.text).toContain('Tracking number: AM-778');
    expect(shipped.links).toContain('https://tracking.example/AM-778');
  });
});

describe('the TVA and the invoice', () => {
  const move = async (id: string, ...patches: Record<string, unknown>[]) => {
    for (const patch of patches) {
      const { error } = await service.from('orders').update(patch).eq('id', id);
      expect(error).toBeNull();
    }
  };
  const invoiceOf = async (id: string) =>
    (await service.from('invoices').select('number').eq('order_id', id).single().throwOnError()).data
      .number as string;

  it("a guest's cash order, delivered: the TVA inside the total, and the invoice's own link", async () => {
    const email = 'tva+guest@example.com';
    const order = await placeOrder(email);
    await move(
      order.id,
      { order_status: 'confirmed' },
      { order_status: 'processing' },
      { order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM-1' },
      { order_status: 'delivered' },
    );
    const delivered = await waitFor(async () =>
      (await mailbox(backend.url, email)).find((m) => m.subject.includes('has been delivered')),
    );
    // Two jars of jam (150 MAD) and the shipping to Fes (45), at 20 %: 25.00 + 7.50 of TVA, in dirhams.
    expect(delivered.text).toContain('Total: €17.73 (≈ 195 MAD)');
    expect(delivered.text).toContain('incl. TVA 20\u00a0%: 32.5 MAD');
    const number = await invoiceOf(order.id);
    const link =
      `${backend.url}/functions/v1/invoice?number=${number}` +
      `&order=${order.id}&email=${encodeURIComponent(email)}`;
    expect(delivered.links).toContain(link);
    expect(delivered.text).toContain(`Download your invoice ${number}: ${link}`);
  });

  it("an account's PayPal order, paid: the invoice is downloaded from the order page", async () => {
    const account = await service.auth.admin.createUser({
      email: 'tva.account@example.com',
      email_confirm: true,
    });
    if (account.error) throw account.error;
    const placed = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }], {
        payment_method: 'paypal',
        locale: 'fr',
        user_id: account.data.user.id,
        customer: { name: 'Yasmine Alaoui', email: 'tva.account@example.com', phone: '+212600000000' },
      }),
    });
    if (placed.error) throw placed.error;
    const { id } = placed.data as { id: string };
    const paid = await service.rpc('record_payment', { p_order_id: id, p_outcome: 'paid' });
    expect(paid.error).toBeNull();
    const confirmed = await waitFor(async () =>
      (await mailbox(backend.url, 'tva.account@example.com')).find((m) =>
        m.subject.includes('est confirmée'),
      ),
    );
    const page = `${backend.config.siteUrl}/fr/order-confirmation/${id}`;
    expect(confirmed.text).toContain(
      `Votre facture ${await invoiceOf(id)} est sur la page de votre commande: ${page}`,
    );
    expect(confirmed.text).toMatch(/dont TVA 20\u00a0%: 20(,00)?\u00a0MAD/);
    expect(confirmed.links.filter((l) => l.includes('/functions/v1/invoice'))).toEqual([]);
  });
});

describe('the send-mail worker', () => {
  it('refuses every caller but the service role', async () => {
    const user = await signedInClient(backend, 'worker.caller@example.com');
    for (const token of [backend.config.anonKey, user.accessToken, 'not-a-token']) {
      const res = await fetch(`${backend.url}/functions/v1/send-mail`, {
        method: 'POST',
        headers: { apikey: backend.config.anonKey, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      await res.body?.cancel();
    }
    const viaClient = await anonClient(backend).functions.invoke('send-mail');
    expect(viaClient.error).not.toBeNull();
  });

  it('holds mail through a provider outage and delivers each message once afterwards', async () => {
    await resendSandbox(backend.url, { outage: 'down' });
    try {
      const orders = await Promise.all(
        ['outage.1', 'outage.2', 'outage.3'].map((n) => placeOrder(`${n}@example.com`)),
      );
      // Tried and failed at least twice each, still pending, and nothing in the mailbox.
      await waitFor(async () => {
        const rows = (await Promise.all(orders.map((o) => outboxOf(o.id)))).flat();
        return rows.length === 6 && rows.every((r) => r.status === 'pending' && r.attempts >= 2);
      });
      const rows = (await Promise.all(orders.map((o) => outboxOf(o.id)))).flat();
      expect(rows.every((r) => r.last_error?.startsWith('500 application_error'))).toBe(true);
      expect(await mailbox(backend.url, 'outage.1@example.com')).toEqual([]);
    } finally {
      await resendSandbox(backend.url, { outage: 'none' });
    }
    const orders = await Promise.all(
      [1, 2, 3].map(
        async (n) =>
          (
            await service
              .from('orders')
              .select('id, order_number')
              .eq('customer_email', `outage.${n}@example.com`)
              .single()
          ).data!,
      ),
    );
    await waitFor(async () => {
      const rows = (await Promise.all(orders.map((o) => outboxOf(o.id)))).flat();
      return rows.every((r) => r.status === 'sent' && r.provider_id);
    }, 60_000);
    for (const [n, order] of orders.entries()) {
      const customer = await mailbox(backend.url, `outage.${n + 1}@example.com`);
      expect(customer.map((m) => m.subject)).toEqual([`Your Zellij order ${order.order_number}`]);
      const alerts = (await mailbox(backend.url, OWNER)).filter((m) =>
        m.subject.startsWith(`New order ${order.order_number}:`),
      );
      expect(alerts).toHaveLength(1);
    }
  });
});
