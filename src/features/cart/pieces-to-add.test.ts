import { MAX_QUANTITY_PER_ITEM } from '@rules/limits';

import { testLine as line } from '@/testing/cart-lines';

import { piecesToAdd } from './pieces-to-add';

describe('piecesToAdd', () => {
  it('adds one of each piece in stock to an empty bag, made to order included', () => {
    const plan = piecesToAdd(
      [],
      [
        { line: line('teapot', 1), stock: 5 },
        { line: line('bowl', 1, 'small'), stock: null },
      ],
    );
    expect(plan.add).toEqual([line('teapot', 1), line('bowl', 1, 'small')]);
    expect(plan.soldOut).toEqual([]);
    expect(plan.full).toEqual([]);
  });

  it('merges with the line of the same size already in the bag, not with another size', () => {
    const bag = [line('bowl', 3, 'small'), line('bowl', 9, 'large')];
    const plan = piecesToAdd(bag, [
      { line: line('bowl', 1, 'small'), stock: 6 },
      { line: line('bowl', 2, 'large'), stock: 20 },
    ]);
    // The large bowls stop at the per-order limit: one more fits, not two.
    expect(plan.add).toEqual([line('bowl', 1, 'small'), line('bowl', 1, 'large')]);
    expect(plan.full).toEqual([]);
  });

  it(`names a piece the bag already holds ${MAX_QUANTITY_PER_ITEM} of, whatever its stock`, () => {
    const plan = piecesToAdd(
      [line('jam', MAX_QUANTITY_PER_ITEM)],
      [
        { line: line('jam', 1), stock: 40 },
        { line: line('spoons', 1), stock: null },
      ],
    );
    expect(plan.add).toEqual([line('spoons', 1)]);
    expect(plan.full).toEqual([{ line: line('jam', 1), max: MAX_QUANTITY_PER_ITEM, by: 'limit' }]);
  });

  it('names a piece whose every piece left is already in the bag', () => {
    const plan = piecesToAdd([line('teapot', 2)], [{ line: line('teapot', 1), stock: 2 }]);
    expect(plan.add).toEqual([]);
    expect(plan.full).toEqual([{ line: line('teapot', 1), max: 2, by: 'stock' }]);
  });

  it('skips a sold-out piece and names it, and adds the others', () => {
    const plan = piecesToAdd(
      [],
      [
        { line: line('vessel', 1, 'small'), stock: 0 },
        { line: line('jam', 1), stock: 32 },
      ],
    );
    expect(plan.add).toEqual([line('jam', 1)]);
    expect(plan.soldOut).toEqual([line('vessel', 1, 'small')]);
  });

  it('adds nothing when nothing can be added, and says why for each piece', () => {
    const bag = [line('glasses', MAX_QUANTITY_PER_ITEM)];
    const plan = piecesToAdd(bag, [
      { line: line('vessel', 1), stock: 0 },
      { line: line('glasses', 1), stock: 18 },
    ]);
    expect(plan.add).toEqual([]);
    expect(plan.soldOut.map((piece) => piece.id)).toEqual(['vessel']);
    expect(plan.full.map((piece) => piece.line.id)).toEqual(['glasses']);
  });

  it('counts a piece offered twice once it is added, so the two stay within the stock', () => {
    const plan = piecesToAdd(
      [],
      [
        { line: line('teapot', 1), stock: 1 },
        { line: line('teapot', 1), stock: 1 },
      ],
    );
    expect(plan.add).toEqual([line('teapot', 1)]);
    expect(plan.full).toEqual([{ line: line('teapot', 1), max: 1, by: 'stock' }]);
  });

  it('leaves the bag it was given as it was', () => {
    const bag = [line('jam', 2)];
    piecesToAdd(bag, [{ line: line('jam', 1), stock: 40 }]);
    expect(bag).toEqual([line('jam', 2)]);
  });
});
