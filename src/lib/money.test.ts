import { approximateMad, convertFromMad, formatMoney, isCurrency } from './money';

describe('money', () => {
  it('converts MAD with the contract rates, rounded to 2 decimals', () => {
    expect(convertFromMad(350, 'EUR')).toBe(31.82);
    expect(convertFromMad(350, 'USD')).toBe(35);
    expect(convertFromMad(99.99, 'MAD')).toBe(99.99);
  });

  it('puts € and $ before the number and MAD after it', () => {
    expect(formatMoney(350, 'MAD')).toBe('350 MAD');
    expect(formatMoney(1234.5, 'MAD')).toBe('1,234.5 MAD');
    expect(formatMoney(350, 'EUR')).toBe('€31.82');
    expect(formatMoney(350, 'USD')).toBe('$35.00');
  });

  it('shows the approximate MAD figure only for other currencies', () => {
    expect(approximateMad(350, 'MAD')).toBeNull();
    expect(approximateMad(350, 'EUR')).toBe('≈ 350 MAD');
  });

  it('accepts only the three currencies', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('GBP')).toBe(false);
    expect(isCurrency(null)).toBe(false);
  });
});
