import { offerCovers, priceLessPercent, productOffer, type RunningOffer } from './offers';

const NOW = Date.parse('2026-12-05T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const offer = (fields: Partial<RunningOffer>): RunningOffer => ({
  id: 'offer',
  title: 'Tea week',
  lang: 'en',
  kind: 'percentage',
  value: 15,
  applies_to: 'order',
  product_ids: [],
  collections: [],
  categories: [],
  min_subtotal_mad: null,
  starts_at: null,
  ends_at: null,
  ...fields,
});

const bowl = { id: 'bowl', category: 'ceramics', collection: 'Tea Rituals', price: 180 };

describe('priceLessPercent', () => {
  it('takes the cut in whole centimes, half up, as place_order does', () => {
    expect(priceLessPercent(180, 15)).toBe(153);
    // 19.99 x 12.5 % = 2.49875 -> 2.50 off.
    expect(priceLessPercent(19.99, 12.5)).toBe(17.49);
    // 0.10 x 5 % = 0.005 -> half a centime, rounded up.
    expect(priceLessPercent(0.1, 5)).toBe(0.09);
    expect(priceLessPercent(42, 100)).toBe(0);
  });
});

describe('offerCovers', () => {
  it('covers every piece for an order-wide offer, else by id, category or collection without case', () => {
    expect(offerCovers(offer({}), bowl)).toBe(true);
    const items = { applies_to: 'items' } as const;
    expect(offerCovers(offer({ ...items, product_ids: ['bowl'] }), bowl)).toBe(true);
    expect(offerCovers(offer({ ...items, categories: ['ceramics'] }), bowl)).toBe(true);
    expect(offerCovers(offer({ ...items, collections: ['tea rituals'] }), bowl)).toBe(true);
    expect(offerCovers(offer({ ...items, categories: ['spices'], product_ids: ['other'] }), bowl)).toBe(
      false,
    );
    // A card that did not read the collection is not claimed to be in it.
    expect(offerCovers(offer({ ...items, collections: ['Tea Rituals'] }), { price: 180 })).toBe(false);
  });
});

describe('productOffer', () => {
  it('shows nothing before an offer starts or once it has ended', () => {
    expect(productOffer([offer({ starts_at: '2026-12-06T00:00:00Z' })], bowl, NOW)).toBeNull();
    expect(productOffer([offer({ ends_at: '2026-12-05T12:00:00Z' })], bowl, NOW)).toBeNull();
    expect(productOffer([offer({ starts_at: '2026-12-05T11:00:00Z' })], bowl, NOW)).not.toBeNull();
  });

  it('prices one piece under a percentage and says when the offer ends within a week', () => {
    const endsAt = new Date(NOW + 2 * DAY).toISOString();
    expect(productOffer([offer({ ends_at: endsAt })], bowl, NOW)).toMatchObject({
      salePrice: 153,
      endsWithinWeek: 2 * DAY,
    });
    const later = new Date(NOW + 8 * DAY).toISOString();
    expect(productOffer([offer({ ends_at: later })], bowl, NOW)?.endsWithinWeek).toBeNull();
  });

  it('strikes no price for an amount off the bag, free delivery, or a minimum one piece does not reach', () => {
    expect(productOffer([offer({ kind: 'fixed', value: 50 })], bowl, NOW)?.salePrice).toBeNull();
    expect(productOffer([offer({ kind: 'free_shipping', value: 0 })], bowl, NOW)?.salePrice).toBeNull();
    expect(productOffer([offer({ min_subtotal_mad: 500 })], bowl, NOW)?.salePrice).toBeNull();
    expect(productOffer([offer({ min_subtotal_mad: 180 })], bowl, NOW)?.salePrice).toBe(153);
  });

  it('picks the offer that saves most on one piece, the sooner-ending on a tie', () => {
    const ten = offer({ id: 'ten', value: 10 });
    const fixed = offer({ id: 'fixed', kind: 'fixed', value: 40 });
    const delivery = offer({ id: 'delivery', kind: 'free_shipping', value: 0 });
    expect(productOffer([delivery, ten, fixed], bowl, NOW)?.offer.id).toBe('fixed');
    expect(productOffer([delivery, ten], bowl, NOW)?.offer.id).toBe('ten');
    const soon = offer({ id: 'soon', kind: 'free_shipping', value: 0, ends_at: '2026-12-07T00:00:00Z' });
    expect(productOffer([delivery, soon], bowl, NOW)?.offer.id).toBe('soon');
  });
});
