import { formatMoneyIn } from '@rules/money';
import { INTL_LOCALE } from '@rules/locales';
import { useMemo } from 'react';

import { useLocale } from '@/lib/i18n/locale';

/**
 * Dates, amounts, counts, percentages and language names in the page's language. English keeps the
 * owner's day-month dates (en-GB) and the shop's own MAD spelling, as before the screen was translated.
 */
export function useOwnerFormats() {
  const locale = useLocale();
  return useMemo(() => {
    const intl = INTL_LOCALE[locale];
    const dateLocale = locale === 'en' ? 'en-GB' : intl;
    const dates = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' });
    // A calendar day named by its key ('2026-12-06') is that day wherever the reader is.
    const calendarDays = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(intl);
    // A promotion's percentage is stored as 1-100 with up to two decimals.
    const percents = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 2 });
    const languages = new Intl.DisplayNames([intl], { type: 'language', fallback: 'code' });
    return {
      when: (iso: string) => dates.format(new Date(iso)),
      /** A day of the shop's calendar, '2026-12-06'. */
      calendarDay: (key: string) => calendarDays.format(new Date(`${key}T00:00:00Z`)),
      mad: (amount: number) => formatMoneyIn(amount, 'MAD', intl),
      number: (value: number) => numbers.format(value),
      percent: (value: number) => percents.format(value / 100),
      language: (code: string) => languages.of(code) ?? code,
      intl,
    };
  }, [locale]);
}

export type OwnerFormats = ReturnType<typeof useOwnerFormats>;
