import { chooseVariant, defaultVariant, readVariant, type ProductVariant } from './variants';

const variant = (size: ProductVariant['size'], stock: number | null, price = 100): ProductVariant => ({
  id: `v-${size}`,
  sku: `SKU-${size}`,
  size,
  price,
  compare_at_price: null,
  stock_quantity: stock,
  position: 0,
});

describe('variants', () => {
  it('reads the size from the options, and none for a product in one size', () => {
    const row = { id: 'v', sku: 'S', price: 1, compare_at_price: null, stock_quantity: null, position: 0 };
    expect(readVariant({ ...row, options: { size: 'large' } }).size).toBe('large');
    expect(readVariant({ ...row, options: {} }).size).toBeNull();
    expect(() => readVariant({ ...row, options: { size: 'huge' } })).toThrow(
      'variant S.options.size: expected one of small, medium, large',
    );
  });

  it('opens on small when it can be bought, else the first size that can, else the first', () => {
    expect(defaultVariant([variant('medium', 3), variant('small', null)])?.size).toBe('small');
    expect(defaultVariant([variant('small', 0), variant('medium', 0), variant('large', 1)])?.size).toBe(
      'large',
    );
    expect(defaultVariant([variant('medium', 0), variant('large', 0)])?.size).toBe('medium');
    expect(defaultVariant([])).toBeUndefined();
  });

  it('opens on the size a link asks for only when it can be bought', () => {
    const sizes = [variant('small', 2), variant('medium', 0), variant('large', null)];
    expect(chooseVariant(sizes, 'large')?.size).toBe('large');
    expect(chooseVariant(sizes, 'medium')?.size).toBe('small');
    expect(chooseVariant(sizes, 'huge')?.size).toBe('small');
    expect(chooseVariant([variant(null, 4)], 'small')?.size).toBeNull();
  });
});
