import { INTL_LOCALE } from '@rules/locales';

import { formatLongDate } from '@/features/editorial';
import { useLocale } from '@/lib/i18n/locale';

/**
 * A day as the account pages write it: English keeps the shop's "March 4, 2025"; French and Arabic
 * take Intl's long date in the page's language ("4 mars 2025"), read in UTC like the English one.
 */
export function useLongDate(): (value: string) => string {
  const locale = useLocale();
  if (locale === 'en') return formatLongDate;
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' });
  return (value) => format.format(new Date(value));
}
