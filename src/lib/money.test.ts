import { approximateMad, convertFromMad, formatMoney, isCurrency } from '@rules/money';

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

  it.each([
    [0, 'MAD', '0 MAD'],
    [0, 'EUR', '€0.00'],
    [75, 'MAD', '75 MAD'],
    [70.1, 'MAD', '70.1 MAD'],
    [12.25, 'MAD', '12.25 MAD'],
    [999, 'MAD', '999 MAD'],
    [1000, 'MAD', '1,000 MAD'],
    [1234567.89, 'MAD', '1,234,567.89 MAD'],
    [70, 'EUR', '€6.36'],
    [12000, 'USD', '$1,200.00'],
    [110000, 'EUR', '€10,000.00'],
    [-350, 'MAD', '-350 MAD'],
  ] as const)('formats %d MAD in %s as %s, like en-US Intl would', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
    const intl = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: currency === 'MAD' ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(convertFromMad(amount, currency));
    expect(expected).toContain(intl);
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
