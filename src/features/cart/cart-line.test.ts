import { addLine, lineKey, parseSavedCart, setLineQuantity, type CartLine } from './cart-line';
import { refreshLines } from './refresh-lines';

const bowl = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'p1',
  title: 'Fes Blue Tea Bowl',
  slug: 'fes-blue-tea-bowl',
  price: 180,
  imageUrl: 'products/fes-blue-tea-bowl.webp',
  variant: { size: 'small' },
  quantity: 1,
  productType: 'bowl',
  altText: null,
  ...overrides,
});

describe('cart lines', () => {
  it('identifies a line by product id plus its options sorted by name', () => {
    expect(lineKey({ id: 'p1', variant: {} })).toBe('p1');
    expect(lineKey({ id: 'p1', variant: { size: 'small', colour: 'blue' } })).toBe(
      'p1?colour=blue&size=small',
    );
    expect(lineKey({ id: 'p1', variant: { colour: 'blue', size: 'small' } })).toBe(
      lineKey({ id: 'p1', variant: { size: 'small', colour: 'blue' } }),
    );
  });

  it('adds to the quantity of a matching line and keeps other variants apart', () => {
    let lines = addLine([], bowl({ quantity: 2 }));
    lines = addLine(lines, bowl({ quantity: 3 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(5);

    lines = addLine(lines, bowl({ variant: { size: 'large' } }));
    expect(lines.map((line) => [line.variant.size, line.quantity])).toEqual([
      ['small', 5],
      ['large', 1],
    ]);
  });

  it('gives a line saved before sizes had their own rows the variant of the same size added to it', () => {
    const lines = addLine([bowl({ quantity: 2 })], bowl({ variantId: 'v-small', price: 190 }));
    expect(lines).toEqual([bowl({ variantId: 'v-small', quantity: 3 })]);
    expect(addLine(lines, bowl())[0]!.variantId).toBe('v-small');
  });

  it('sets a quantity and removes the line at zero or less', () => {
    const lines = [bowl(), bowl({ id: 'p2', variant: {} })];
    expect(setLineQuantity(lines, 'p1?size=small', 4)[0]!.quantity).toBe(4);
    expect(setLineQuantity(lines, 'p1?size=small', 0).map((line) => line.id)).toEqual(['p2']);
    expect(setLineQuantity(lines, 'p2', -1).map((line) => line.id)).toEqual(['p1']);
  });

  it('reads a saved cart and refuses anything that is not a list of lines', () => {
    expect(parseSavedCart(null)).toEqual([]);
    expect(parseSavedCart(JSON.stringify([bowl()]))).toEqual([bowl()]);
    expect(() => parseSavedCart('{not json')).toThrow();
    expect(() => parseSavedCart(JSON.stringify({ id: 'p1' }))).toThrow(
      'Saved cart is not a list of cart lines',
    );
    expect(() => parseSavedCart(JSON.stringify([{ ...bowl(), quantity: 0 }]))).toThrow();
    expect(() => parseSavedCart(JSON.stringify([{ ...bowl(), price: '180' }]))).toThrow();
  });
});

describe('refreshLines', () => {
  const line = bowl({ variant: { size: 'large' } });
  it('brings a line to its variant’s price and id, and leaves an up-to-date bag the same array', () => {
    const key = lineKey(line);
    const fresh = refreshLines([line], { [key]: { variantId: 'v1', price: 320 } });
    expect(fresh).toEqual([{ ...line, price: 320, variantId: 'v1' }]);
    expect(refreshLines(fresh, { [key]: { variantId: 'v1', price: 320 } })).toBe(fresh);
    // A line whose variant is no longer sold keeps what it had (the page says it is sold out).
    expect(refreshLines([line], {})).toEqual([line]);
  });
});
