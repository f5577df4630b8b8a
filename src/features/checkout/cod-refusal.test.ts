import type { ShippingQuote } from '@/features/cart';

import { codRefusal } from './cod-refusal';

const zone = (cod_max_mad: number | null, shipping = 45): ShippingQuote => ({
  zone_name: 'Rest of Morocco',
  shipping,
  free_from_mad: 500,
  delivery_days_min: 2,
  delivery_days_max: 4,
  cod_max_mad,
  lang: { zone_name: 'en' },
});

describe('codRefusal: cash on delivery as the zone allows it', () => {
  it('follows a zone whose owner raised the maximum above the old 5000 MAD', () => {
    expect(codRefusal(zone(8000), 6000)).toBeNull();
    expect(codRefusal(zone(8000, 0), 8000)).toBeNull();
    expect(codRefusal(zone(8000, 0), 8000.01)).toEqual({ reason: 'limit', max: 8000 });
  });

  it('compares the order’s total (subtotal - discount + shipping), not the subtotal plus the zone’s shipping', () => {
    // 5100 MAD of pieces, 145 MAD off, 45 MAD shipping: 5000 MAD, within the maximum.
    expect(codRefusal(zone(5000, 45), 5100 - 145 + 45)).toBeNull();
    expect(codRefusal(zone(5000, 45), 5000.01)).toEqual({ reason: 'limit', max: 5000 });
  });

  it('follows a lowered maximum, down to 0', () => {
    expect(codRefusal(zone(200), 180 + 45)).toEqual({ reason: 'limit', max: 200 });
    expect(codRefusal(zone(0, 0), 1)).toEqual({ reason: 'limit', max: 0 });
  });

  it('is not offered in a zone without a maximum, nor where no zone ships', () => {
    expect(codRefusal(zone(null), 10)).toEqual({ reason: 'not_offered' });
    expect(codRefusal(null, 10)).toEqual({ reason: 'not_offered' });
  });

  it('refuses nothing before the first quote arrives (place_order still decides)', () => {
    expect(codRefusal(undefined, 100000)).toBeNull();
  });
});
