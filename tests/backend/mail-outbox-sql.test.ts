/**
 * The mail outbox as the database keeps it: rows written in the same transaction as the order or the
 * status change that causes them, the worker's claim/mark functions, and that no visitor, signed-in
 * customer (even the order's owner) or forged caller can read, write or drive it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anonClient, serviceClient, signedInClient, startApi, type RunningBackend } from './helpers/api';
import { orderInput, SEED, SEED_SKU } from './helpers/seed-ids';

let backend: RunningBackend;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startApi();
  service = serviceClient(backend);
});
afterAll(() => backend.stop());

async function placeOrder(extra: Record<string, unknown> = {}): Promise<string> {
  const placed = await service.rpc('place_order', {
    p_order: orderInput(
      [
        // A made-to-order size (the Safi bowl's medium, 290 MAD: not its small's 240), so the orders of
        // this file never run out of it.
        { product_id: SEED.safiTerracottaBowl, quantity: 1, variant: { size: 'medium' } },
        { product_id: SEED.figJam, quantity: 2 },
      ],
      extra,
    ),
  });
  if (placed.error) throw placed.error;
  return (placed.data as { id: string }).id;
}

async function outboxOf(orderId: string) {
  const { data, error } = await service
    .from('mail_outbox')
    .select('kind, recipient, payload, status, attempts')
    .eq('order_id', orderId)
    .order('created_at')
    .order('kind');
  if (error) throw error;
  return data;
}

describe('writing the outbox with the order', () => {
  it('queues "order received" for the customer and the alert for the owner, with the lines', async () => {
    const id = await placeOrder({ currency: 'EUR' });
    const rows = await outboxOf(id);
    expect(rows.map((r) => [r.kind, r.recipient, r.status, r.attempts])).toEqual([
      ['new_order_alert', null, 'pending', 0],
      ['order_received', 'amina@example.com', 'pending', 0],
    ]);
    const payload = rows[1]!.payload;
    expect(payload).toMatchObject({
      order_id: id,
      currency: 'EUR',
      payment_method: 'cod',
      subtotal: 440,
      shipping: 45,
      total: 485,
      shipping_address: {
        address: '12 Derb Sidi Ahmed',
        city: 'Fes',
        postalCode: '30000',
        country: 'MA',
      },
    });
    expect(payload.lines).toEqual([
      {
        title: 'Safi Terracotta Bowl',
        size: 'medium',
        sku: SEED_SKU.safiMedium,
        quantity: 1,
        unit_price: 290,
        total_price: 290,
        discount: 0,
        tva_rate: 20,
      },
      {
        title: 'Fig and Anise Jam',
        size: null,
        sku: SEED_SKU.figJam,
        quantity: 2,
        unit_price: 75,
        total_price: 150,
        discount: 0,
        tva_rate: 20,
      },
    ]);
  });

  it('carries the language the order was placed in; English when the checkout names none', async () => {
    const french = await placeOrder({ locale: 'fr' });
    expect((await outboxOf(french)).map((r) => [r.kind, r.payload.locale])).toEqual([
      ['new_order_alert', 'fr'],
      ['order_received', 'fr'],
    ]);
    const stored = await service.from('orders').select('locale').eq('id', french).single();
    expect(stored.data).toEqual({ locale: 'fr' });
    const english = await placeOrder({ locale: null });
    expect((await outboxOf(english)).map((r) => r.payload.locale)).toEqual(['en', 'en']);
  });

  it('refuses a language the shop does not speak, writing no order and no mail', async () => {
    const orders = await service.from('orders').select('id', { count: 'exact', head: true });
    const mail = await service.from('mail_outbox').select('id', { count: 'exact', head: true });
    for (const locale of ['de', 'EN', 7]) {
      const refused = await service.rpc('place_order', {
        p_order: orderInput([{ product_id: SEED.figJam, quantity: 1 }], { locale }),
      });
      expect(refused.error, String(locale)).toMatchObject({ hint: 'invalid_order' });
      expect(refused.error?.message).toContain('locale must be en, fr or ar');
    }
    expect((await service.from('orders').select('id', { count: 'exact', head: true })).count).toBe(
      orders.count,
    );
    expect((await service.from('mail_outbox').select('id', { count: 'exact', head: true })).count).toBe(
      mail.count,
    );
  });

  it('queues nothing when the order is refused', async () => {
    const before = await service.from('mail_outbox').select('id', { count: 'exact', head: true });
    const refused = await service.rpc('place_order', {
      p_order: orderInput([{ product_id: SEED.amazighMotifVessel, quantity: 1, variant: { size: 'small' } }]),
    });
    expect(refused.error).toMatchObject({ hint: 'out_of_stock' });
    const after = await service.from('mail_outbox').select('id', { count: 'exact', head: true });
    expect(after.count).toBe(before.count);
  });
});

describe('status messages', () => {
  const update = async (id: string, patch: Record<string, unknown>) => {
    const { error } = await service.from('orders').update(patch).eq('id', id);
    if (error) throw error;
  };
  const kindsAfterPlacing = async (id: string) =>
    (await outboxOf(id)).map((r) => r.kind).filter((k) => k !== 'order_received' && k !== 'new_order_alert');

  it('sends one message per change the customer cares about, with the shipping details', async () => {
    const id = await placeOrder({ payment_method: 'paypal' });
    await update(id, { payment_status: 'paid', order_status: 'confirmed' });
    await update(id, { order_status: 'processing' }); // the workshop's step: the customer already knows
    await update(id, { customer_phone: '+212611111111' }); // nothing the customer is told about
    await update(id, {
      order_status: 'shipped',
      carrier: 'Amana',
      tracking_number: 'AM123<b>',
      tracking_url: 'https://tracking.example/AM123',
    });
    await update(id, { order_status: 'delivered' });
    expect(await kindsAfterPlacing(id)).toEqual(['order_confirmed', 'order_shipped', 'order_delivered']);
    const shipped = (await outboxOf(id)).find((r) => r.kind === 'order_shipped')!;
    expect(shipped.payload).toMatchObject({
      carrier: 'Amana',
      tracking_number: 'AM123<b>',
      tracking_url: 'https://tracking.example/AM123',
    });
  });

  it('confirms a cash-on-delivery order once, when the owner confirms it', async () => {
    const cod = await placeOrder();
    expect(await kindsAfterPlacing(cod)).toEqual([]);
    await update(cod, { order_status: 'confirmed' });
    await update(cod, { order_status: 'processing' });
    expect(await kindsAfterPlacing(cod)).toEqual(['order_confirmed']);
  });

  it('tells of a cancellation with its reason, and of a failed payment once (not also "cancelled")', async () => {
    const cancelled = await placeOrder();
    await update(cancelled, { order_status: 'cancelled', cancel_reason: 'The kiln cracked the bowl.' });
    const rows = await outboxOf(cancelled);
    expect(rows.find((r) => r.kind === 'order_cancelled')!.payload.cancel_reason).toBe(
      'The kiln cracked the bowl.',
    );

    const failed = await placeOrder({ payment_method: 'paypal' });
    const recorded = await service.rpc('record_payment', { p_order_id: failed, p_outcome: 'failed' });
    expect(recorded.error).toBeNull();
    expect(await kindsAfterPlacing(failed)).toEqual(['payment_failed']);
  });
});

describe('the TVA and the invoice in the messages', () => {
  // The Safi bowl (290 MAD) and two jars of jam (150) shipped to Fes (45), all at the shop's 20 %:
  // 48.33 + 25.00 + 7.50 of TVA, as the lines and the shipping split it.
  const AT_20 = { rate: 20, ht: 404.17, tva: 80.83, ttc: 485 };
  const invoiceOf = async (id: string) =>
    (await service.from('invoices').select('number').eq('order_id', id).eq('kind', 'invoice').single()).data
      ?.number as string | undefined;
  const payloadOf = async (id: string, kind: string) =>
    (await outboxOf(id)).find((r) => r.kind === kind)!.payload as Record<string, unknown>;

  it('tells a guest paying by PayPal the TVA per rate and the invoice issued with the payment', async () => {
    const id = await placeOrder({ payment_method: 'paypal' });
    expect(await payloadOf(id, 'order_received')).toMatchObject({
      shipping_tva_rate: 20,
      tva_rates: [AT_20],
      invoice_number: null,
      guest: true,
    });
    const paid = await service.rpc('record_payment', { p_order_id: id, p_outcome: 'paid' });
    expect(paid.error).toBeNull();
    const number = await invoiceOf(id);
    expect(number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(await payloadOf(id, 'order_confirmed')).toMatchObject({
      tva_rates: [AT_20],
      invoice_number: number,
      guest: true,
    });
  });

  it("gives an account's cash order its invoice number when it is delivered, not when confirmed", async () => {
    const account = await service.auth.admin.createUser({
      email: 'tva.mail@example.com',
      email_confirm: true,
    });
    if (account.error) throw account.error;
    const id = await placeOrder({ user_id: account.data.user.id });
    const update = async (patch: Record<string, unknown>) => {
      const { error } = await service.from('orders').update(patch).eq('id', id);
      if (error) throw error;
    };
    await update({ order_status: 'confirmed' });
    expect(await payloadOf(id, 'order_confirmed')).toMatchObject({ invoice_number: null, guest: false });
    await update({ order_status: 'processing' });
    await update({ order_status: 'shipped', carrier: 'Amana', tracking_number: 'AM9' });
    await update({ order_status: 'delivered' });
    expect(await payloadOf(id, 'order_delivered')).toMatchObject({
      payment_status: 'paid',
      tva_rates: [AT_20],
      invoice_number: await invoiceOf(id),
      guest: false,
    });
    expect(await invoiceOf(id)).toBeTruthy();
  });
});

describe('the worker functions', () => {
  it('hand a due row to one claimer for the lease, count the attempt, and record the outcome', async () => {
    const id = await placeOrder();
    await service.from('mail_outbox').update({ next_attempt_at: '2000-01-01T00:00:00Z' }).eq('order_id', id);
    const first = await service.rpc('claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 });
    expect(first.error).toBeNull();
    const mine = (first.data as { id: string; order_id: string; attempts: number }[]).filter(
      (r) => r.order_id === id,
    );
    expect(mine.map((r) => r.attempts)).toEqual([1, 1]);
    const second = await service.rpc('claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 });
    expect((second.data as { order_id: string }[]).some((r) => r.order_id === id)).toBe(false);

    const [sent, failing] = mine;
    await service.rpc('mark_mail_sent', { p_id: sent!.id, p_provider_id: 'em_1', p_subject: 'Hello' });
    await service.rpc('mark_mail_failed', {
      p_id: failing!.id,
      p_error: 'provider down',
      p_retry_in_seconds: null,
    });
    const { data } = await service
      .from('mail_outbox')
      .select('id, status, provider_id, last_error')
      .eq('order_id', id);
    expect(data!.find((r) => r.id === sent!.id)).toMatchObject({ status: 'sent', provider_id: 'em_1' });
    expect(data!.find((r) => r.id === failing!.id)).toMatchObject({
      status: 'failed',
      last_error: 'provider down',
    });
  });
});

describe('nobody but the service role reaches the outbox', () => {
  it('refuses anon and signed-in customers, the order owner included, to read, write or claim', async () => {
    const alice = await signedInClient(backend, 'alice.mail@example.com');
    const ownOrder = await placeOrder({ user_id: alice.userId });
    const callers: [string, SupabaseClient][] = [
      ['anon', anonClient(backend)],
      ['owner', alice.client],
    ];
    const before = await outboxOf(ownOrder);
    for (const [who, caller] of callers) {
      const read = await caller.from('mail_outbox').select('*');
      expect(read.error?.code, who).toBe('42501');
      const insert = await caller
        .from('mail_outbox')
        .insert({ kind: 'order_received', recipient: 'victim@example.com', payload: {} });
      expect(insert.error?.code, who).toBe('42501');
      const change = await caller
        .from('mail_outbox')
        .update({ recipient: 'attacker@example.com' })
        .eq('order_id', ownOrder);
      expect(change.error?.code, who).toBe('42501');
      const remove = await caller.from('mail_outbox').delete().eq('order_id', ownOrder);
      expect(remove.error?.code, who).toBe('42501');
      for (const [fn, args] of [
        ['claim_mail_outbox', { p_limit: 100, p_lease_seconds: 60 }],
        ['mark_mail_sent', { p_id: before[0]!.payload.order_id, p_provider_id: 'x', p_subject: 'x' }],
        ['mark_mail_failed', { p_id: before[0]!.payload.order_id, p_error: 'x', p_retry_in_seconds: null }],
      ] as const) {
        const called = await caller.rpc(fn, args);
        expect(called.error?.code, `${who} ${fn}`).toBe('42501');
      }
    }
    expect(await outboxOf(ownOrder)).toEqual(before);
  });
});
