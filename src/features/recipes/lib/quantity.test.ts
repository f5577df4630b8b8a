import { formatQuantity, parseAmount, parseNumber, scaleAmount } from './quantity';

describe('parseNumber', () => {
  it.each([
    ['2', 2],
    ['1 1/2', 1.5],
    ['3/4', 0.75],
    ['½', 0.5],
    ['1½', 1.5],
    ['1 ¼', 1.25],
    ['1.5', 1.5],
    ['1,5', 1.5],
  ])('reads %s as %d', (token, value) => {
    expect(parseNumber(token)).toBeCloseTo(value);
  });

  it('refuses what is not a number', () => {
    expect(parseNumber('a')).toBeNull();
    expect(parseNumber('1/0')).toBeNull();
  });
});

describe('parseAmount', () => {
  it('splits the leading quantity from the unit', () => {
    expect(parseAmount('1 1/2 tbsp')).toEqual({ quantity: 1.5, upTo: null, rest: ' tbsp', decimal: false });
    expect(parseAmount('4 to 6 tbsp')).toMatchObject({ quantity: 4, upTo: 6, rest: ' tbsp' });
    expect(parseAmount('1.5 kg')).toMatchObject({ quantity: 1.5, decimal: true, rest: ' kg' });
  });

  it('leaves amounts without a number alone', () => {
    expect(parseAmount('a pinch')).toEqual({ quantity: null, upTo: null, rest: 'a pinch', decimal: false });
  });
});

describe('formatQuantity', () => {
  it('writes kitchen fractions', () => {
    expect(formatQuantity(1.5)).toBe('1½');
    expect(formatQuantity(0.75)).toBe('¾');
    expect(formatQuantity(1 / 3)).toBe('⅓');
    expect(formatQuantity(4)).toBe('4');
    expect(formatQuantity(2.2)).toBe('2.2');
  });

  it('keeps decimals when the editor wrote decimals', () => {
    expect(formatQuantity(0.75, true)).toBe('0.75');
  });
});

describe('scaleAmount', () => {
  it('scales mixed numbers, fractions, unicode fractions and ranges', () => {
    expect(scaleAmount('1 1/2 tbsp', 2)).toBe('3 tbsp');
    expect(scaleAmount('1 1/2 tbsp', 0.5)).toBe('¾ tbsp');
    expect(scaleAmount('½ cup', 3)).toBe('1½ cup');
    expect(scaleAmount('2', 1.5)).toBe('3');
    expect(scaleAmount('4 to 6 tbsp', 0.5)).toBe('2–3 tbsp');
    expect(scaleAmount('1.5 kg', 0.5)).toBe('0.75 kg');
    expect(scaleAmount('1 pinch', 2)).toBe('2 pinch');
  });

  it('returns amounts without a number, or at factor 1, unchanged', () => {
    expect(scaleAmount('a pinch', 2)).toBe('a pinch');
    expect(scaleAmount('1 1/2 tbsp', 1)).toBe('1 1/2 tbsp');
  });
});
