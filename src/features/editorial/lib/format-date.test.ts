import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  it('writes the long US form', () => {
    expect(formatLongDate(new Date(2026, 2, 4, 12))).toBe('March 4, 2026');
    expect(formatLongDate(new Date(2026, 10, 3, 9))).toBe('November 3, 2026');
  });

  it('takes the day in UTC, so the server and every browser agree', () => {
    expect(formatLongDate('2026-11-23T23:30:00Z')).toBe('November 23, 2026');
    expect(formatLongDate('2026-11-24T00:30:00+01:00')).toBe('November 23, 2026');
  });

  it('is empty for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatLongDate('not a date')).toBe('');
  });
});
