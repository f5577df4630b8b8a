import type { OrderQuote } from './api/get-order-quote';
import { orderSummary, statusOfCode } from './order-summary';

const quote = (overrides: Partial<OrderQuote> = {}): OrderQuote => ({
  subtotal: 480,
  discount: 48,
  shipping: 45,
  shipping_before_promotions: 45,
  total: 477,
  zone_name: 'Rest of Morocco',
  lines: [{ ord: 1, variant_id: 'v1', discount: 48, unit_price: 240, quantity: 2, line_total: 480 }],
  applied: [
    { id: 'p1', code: 'TEN', kind: 'percentage', value: 10, amount: 48, title: 'Ten off', lang: 'en' },
  ],
  code: { code: 'TEN', applied: true },
  ...overrides,
});

describe('orderSummary: what a money summary shows', () => {
  it('is the quote itself once it is this bag’s', () => {
    expect(orderSummary(quote(), true, { subtotal: 480, shipping: 45 })).toEqual({
      subtotal: 480,
      applied: quote().applied,
      discount: 48,
      shipping: 45,
      freeShipping: false,
      total: 477,
      settled: true,
      lines: quote().lines,
    });
  });

  it('is the bag’s own sum before any quote, or where the bag cannot be quoted', () => {
    for (const none of [undefined, null]) {
      expect(orderSummary(none, false, { subtotal: 480, shipping: 45 })).toMatchObject({
        subtotal: 480,
        applied: [],
        discount: 0,
        shipping: 45,
        total: 525,
        settled: false,
        lines: undefined,
      });
    }
    expect(orderSummary(undefined, false, { subtotal: 480 })).toMatchObject({
      shipping: undefined,
      total: 480,
    });
  });

  it('keeps the previous quote’s discount and shipping on the bag’s new subtotal while the next loads', () => {
    expect(orderSummary(quote(), false, { subtotal: 720, shipping: 0 })).toMatchObject({
      subtotal: 720,
      discount: 48,
      shipping: 45,
      total: 720 - 48 + 45,
      settled: false,
      lines: undefined,
    });
    // A bag that shrank below the previous discount is not shown below nothing.
    expect(orderSummary(quote({ discount: 300 }), false, { subtotal: 240 })).toMatchObject({
      discount: 240,
      total: 45,
    });
  });

  it('says when a promotion made shipping free', () => {
    const free = quote({
      shipping: 0,
      total: 432,
      applied: [
        { id: 'p2', code: null, kind: 'free_shipping', value: 0, amount: 45, title: 'Free', lang: 'en' },
      ],
    });
    expect(orderSummary(free, true, { subtotal: 480 })).toMatchObject({ freeShipping: true, shipping: 0 });
  });
});

describe('statusOfCode: what the quote on screen says of the bag’s code', () => {
  it('matches the code without case or spaces, and says nothing of another code', () => {
    expect(statusOfCode(quote(), ' ten ')).toEqual({ code: 'TEN', applied: true });
    expect(statusOfCode(quote(), 'OTHER')).toBeUndefined();
    expect(statusOfCode(quote({ code: null }), 'TEN')).toBeUndefined();
    expect(statusOfCode(quote(), null)).toBeUndefined();
    expect(statusOfCode(null, 'TEN')).toBeUndefined();
  });
});
