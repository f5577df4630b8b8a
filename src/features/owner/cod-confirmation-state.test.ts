import { codConfirmationState } from './cod-confirmation-state';

type Order = Parameters<typeof codConfirmationState>[0];
type Message = Order['whatsapp_outbox'][number];
type Reply = Order['whatsapp_replies'][number];
const message = (status: Message['status'], delivery_status: Message['delivery_status']) => [
  { status, delivery_status, sent_at: null },
];
const cod = (overrides: Partial<Order>): Order => ({
  payment_method: 'cod',
  order_status: 'pending',
  whatsapp_outbox: message('sent', 'delivered'),
  whatsapp_replies: [],
  ...overrides,
});

describe('codConfirmationState', () => {
  it('follows the message while the customer has not answered', () => {
    expect(codConfirmationState(cod({ whatsapp_outbox: message('pending', null) }))).toBe('queued');
    expect(codConfirmationState(cod({ whatsapp_outbox: message('sent', null) }))).toBe('sent');
    expect(codConfirmationState(cod({}))).toBe('delivered');
    expect(codConfirmationState(cod({ whatsapp_outbox: message('sent', 'read') }))).toBe('read');
    expect(codConfirmationState(cod({ whatsapp_outbox: message('failed', null) }))).toBe('failed');
    expect(codConfirmationState(cod({ whatsapp_outbox: message('sent', 'failed') }))).toBe('failed');
  });

  it('says what the customer answered, and "no reply" once the order moved on without an answer', () => {
    const answered = (outcome: Reply['outcome']) => [{ outcome, received_at: '2026-12-06T10:00:00Z' }];
    expect(
      codConfirmationState(cod({ whatsapp_replies: answered('confirmed'), order_status: 'confirmed' })),
    ).toBe('confirmed');
    expect(
      codConfirmationState(cod({ whatsapp_replies: answered('cancelled'), order_status: 'cancelled' })),
    ).toBe('cancelled');
    // A press from a stranger is no answer.
    expect(
      codConfirmationState(cod({ whatsapp_replies: answered('refused'), order_status: 'cancelled' })),
    ).toBe('no_reply');
  });

  it('is nothing for PayPal orders or orders placed before WhatsApp was set up', () => {
    expect(codConfirmationState(cod({ payment_method: 'paypal' }))).toBeNull();
    expect(codConfirmationState(cod({ whatsapp_outbox: [] }))).toBeNull();
  });
});
