import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';

import { testLine as line } from '@/testing/cart-lines';

import { lineLimits } from './line-limits';

describe('lineLimits', () => {
  it('stops a line at the stock left, and says how few are left', () => {
    const limits = lineLimits([line('bowl', 1)], { bowl: 2 });
    expect(limits.get('bowl')).toEqual({
      max: 2,
      maxByStock: true,
      quantity: 1,
      clampedBy: null,
      fewLeft: 2,
    });
  });

  it(`stops at ${MAX_QUANTITY_PER_ITEM} per order whatever the stock, made to order included`, () => {
    const limits = lineLimits([line('jam', 12), line('board', 3)], { jam: 40, board: null });
    expect(limits.get('jam')).toEqual({
      max: MAX_QUANTITY_PER_ITEM,
      maxByStock: false,
      quantity: MAX_QUANTITY_PER_ITEM,
      clampedBy: 'limit',
      fewLeft: null,
    });
    expect(limits.get('board')).toMatchObject({ max: MAX_QUANTITY_PER_ITEM, clampedBy: null });
  });

  it('gives each size of one product its own stock and its own per-order limit', () => {
    const limits = lineLimits(
      [line('bowl', 2, 'small'), line('bowl', 3, 'large'), line('jar', 10, 'small'), line('jar', 9, 'large')],
      { 'bowl?size=small': 4, 'bowl?size=large': 2, 'jar?size=small': null, 'jar?size=large': null },
    );
    expect(limits.get('bowl?size=small')).toMatchObject({ quantity: 2, max: 4, clampedBy: null });
    expect(limits.get('bowl?size=large')).toMatchObject({ quantity: 2, max: 2, clampedBy: 'stock' });
    expect(limits.get('jar?size=small')).toMatchObject({ quantity: 10, max: MAX_QUANTITY_PER_ITEM });
    expect(limits.get('jar?size=large')).toMatchObject({ quantity: 9, max: MAX_QUANTITY_PER_ITEM });
  });

  it('sets no limit before the stock is known', () => {
    expect(lineLimits([line('bowl', 4, 'small')], {}).get('bowl?size=small')).toMatchObject({
      quantity: 4,
      max: MAX_QUANTITY_PER_ITEM,
      clampedBy: null,
      fewLeft: null,
    });
  });

  it('leaves a sold-out line for the shopper to remove', () => {
    expect(lineLimits([line('vessel', 1)], { vessel: 0 }).get('vessel')).toEqual({
      max: 1,
      maxByStock: true,
      quantity: 1,
      clampedBy: null,
      fewLeft: 0,
    });
  });
});
