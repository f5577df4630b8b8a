const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The long US form used across the editorial pages, e.g. "March 4, 2026". Empty for a bad value.
 * The calendar day is taken in UTC, so the build's prerendered page and every visitor's browser write
 * the same date whatever their time zone (and no Intl set-up runs while the page starts).
 */
export function formatLongDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
