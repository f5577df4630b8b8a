import { IntlMessageFormat } from 'intl-messageformat';

import english from '../../../src/features/checkout/i18n/en.json' with { type: 'json' };
import promotionEnglish from '../../../src/features/cart/i18n/promotion/en.json' with { type: 'json' };
import { PlaceOrderError } from '../_shared/orders.ts';
import { REFUSAL_MESSAGES, isPromotionRefusal, isRefusalCode } from '../_shared/rules/refusals.ts';
import { assert, assertEquals } from '../_test/assert.ts';
import { toHttpError } from './order-errors.ts';

/** place_order's refusals as the database raises them (private.order_error in supabase/migrations). */
const RAISED = [
  new PlaceOrderError('out_of_stock', 'only 2 left of "Fes Blue Tea Bowl"'),
  new PlaceOrderError('out_of_stock', 'only 1 left of "Fes Blue Tea Bowl"'),
  new PlaceOrderError('out_of_stock', 'only 0 left of "Fes Blue Tea Bowl"'),
  new PlaceOrderError('idempotency_conflict', 'key used for another cart'),
  new PlaceOrderError('quantity_limit', 'at most 10 of "Fes Blue Tea Bowl" per order'),
  new PlaceOrderError('cod_not_available', 'cash on delivery is not offered for this address'),
  new PlaceOrderError('cod_limit', 'cash on delivery is available for orders up to 8000 MAD', {
    max: 8000,
    total: 8045,
  }),
  new PlaceOrderError('no_shipping_zone', 'no zone'),
  new PlaceOrderError('unknown_product', 'no such product'),
  new PlaceOrderError('unknown_variant', 'line 1: this size is no longer sold'),
  new PlaceOrderError('out_of_stock', 'only 0 left of "Fes Blue Tea Bowl (large)"'),
  ...(
    [
      'promotion_not_found',
      'promotion_not_started',
      'promotion_expired',
      'promotion_not_applicable',
      'promotion_used_up',
      'promotion_already_used',
    ] as const
  ).map((code) => new PlaceOrderError(code, 'the code RAMADAN10 ...', { code: 'RAMADAN10' })),
  new PlaceOrderError('too_many_codes', 'too many promotion codes were tried; try again in a minute'),
  new PlaceOrderError('cod_blocked', 'cash on delivery is not available for this phone number or e-mail'),
  new PlaceOrderError('cod_too_many_open', 'this phone number already has 2 ...', { max: 2 }),
  new PlaceOrderError('cod_refusals', 'cash on delivery is not available after parcels were refused', {
    max: 2,
  }),
  new PlaceOrderError('cod_rate_limited', 'too many cash-on-delivery orders were started from here', {
    max: 10,
  }),
  new PlaceOrderError('promotion_min_subtotal', 'the code RAMADAN10 needs 160.5 MAD more', {
    code: 'RAMADAN10',
    min: 700,
    missing: 160.5,
  }),
];

Deno.test(
  'every refusal the shopper can act on has a code, and the checkout words it as the function does',
  () => {
    const messages: Record<string, string> = english;
    // A code's refusals read as the bag words them (its promotion catalogue, `refused.<code>`).
    const promotionMessages: Record<string, string> = promotionEnglish;
    for (const raised of RAISED) {
      const answer = toHttpError(raised);
      const code = answer.refusal?.code ?? '';
      assert(isRefusalCode(code), `${raised.code}: no refusal code the checkout knows`);
      const sentence = isPromotionRefusal(code)
        ? promotionMessages[`refused.${code}`]!
        : messages[REFUSAL_MESSAGES[code]]!;
      const worded = new IntlMessageFormat(sentence, 'en').format(answer.refusal?.values);
      assertEquals(worded, answer.message, raised.message);
    }
  },
);

Deno.test('the cash-on-delivery maximum is the one place_order read from the zone, not a constant', () => {
  const raised = toHttpError(
    new PlaceOrderError('cod_limit', 'cash on delivery is available for orders up to 7500.5 MAD', {
      max: 7500.5,
      total: 7600,
    }),
  );
  assertEquals(raised.status, 400);
  assertEquals(
    raised.message,
    'Cash on delivery is available for orders up to 7,500.5 MAD. Please choose PayPal.',
  );
  assertEquals(raised.refusal, { code: 'cod_limit', values: { max: 7500.5 } });
  // Without the figure there is nothing to word it with: the database's own sentence, no code.
  const bare = toHttpError(
    new PlaceOrderError('cod_limit', 'cash on delivery is available for orders up to 9000 MAD'),
  );
  assertEquals(bare.refusal, undefined);
  assertEquals(bare.message, 'Cash on delivery is available for orders up to 9000 MAD.');
});

Deno.test(
  'a cash order refused to this customer is a 4xx naming its code, and PayPal as the way to pay',
  () => {
    const answers = (['cod_blocked', 'cod_too_many_open', 'cod_refusals', 'cod_rate_limited'] as const).map(
      (code) => toHttpError(new PlaceOrderError(code, 'as the database says it')),
    );
    assertEquals(
      answers.map((a) => [a.status, a.refusal?.code]),
      [
        [403, 'cod_blocked'],
        [409, 'cod_too_many_open'],
        [403, 'cod_refusals'],
        [429, 'cod_rate_limited'],
      ],
    );
    for (const answer of answers) assert(answer.message.includes('PayPal'), answer.message);
  },
);
