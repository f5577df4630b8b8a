import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the long US form', () => {
    expect(formatLongDate(new Date(2026, 2, 4, 12))).toBe('March 4, 2026');
    expect(formatLongDate(new Date(2026, 10, 3, 9))).toBe('November 3, 2026');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
