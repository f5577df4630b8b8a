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

const formats = new Map<string, Intl.DateTimeFormat>();

function longDate(intlLocale: string): Intl.DateTimeFormat {
  let format = formats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(intlLocale, format);
  }
  return format;
}

/**
 * The long US form used across the editorial pages, e.g. "March 4, 2026". Empty for a bad value.
 * The calendar day is taken in UTC, so the build's prerendered page and every visitor's browser write
 * the same date whatever their time zone (and no Intl set-up runs while an English page starts).
 * Another language's Intl tag (INTL_LOCALE) gives that language's long date.
 */
export function formatLongDate(value: string | Date | null | undefined, intlLocale = 'en-US'): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // French and Arabic pages write the date as their language does ("4 mars 2026"), on the same UTC day.
  if (!intlLocale.startsWith('en')) return longDate(intlLocale).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
